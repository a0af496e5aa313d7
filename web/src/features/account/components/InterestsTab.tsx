import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';
import { INTEREST_LISTS } from '../interests';
import type { InterestListKey } from '../interests';
import { InterestsForm, InterestsFormFragment } from './InterestsForm';

export const InterestsTabQueryDocument = graphql(`
  query InterestsTab {
    interests {
      ...InterestsForm_interests
    }
    referenceItems(kinds: [THERAPEUTIC_AREAS, SERVICES, PRODUCTS, REGIONS]) {
      id
      kind
      name
    }
  }
`);

/** The Interests tab: the sponsor's key areas of interest (spec §4's interests-required modal). */
export function InterestsTab() {
  const client = useApolloClient();
  // Interests have no id of their own, so a fresh read on each visit keeps them current.
  const { data, error, refetch } = useQuery(InterestsTabQueryDocument, { fetchPolicy: 'cache-and-network' });

  const options = useMemo(() => {
    const lists = Object.fromEntries(INTEREST_LISTS.map((list) => [list.key, [] as ReferenceOption[]])) as Record<
      InterestListKey,
      ReferenceOption[]
    >;
    if (!data) return lists;
    const interests = getFragmentData(InterestsFormFragment, data.interests);
    for (const list of INTEREST_LISTS) {
      const offered = data.referenceItems.filter((item) => item.kind === list.kind);
      // A value chosen earlier but no longer offered still shows (and can be removed).
      const kept = interests[list.key].filter((item) => !offered.some((option) => option.id === item.id));
      lists[list.key] = [...offered, ...kept].map(({ id, name }) => ({ id, name }));
    }
    return lists;
  }, [data]);

  if (!data && error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <LoadingRows label="Loading your interests" shape="field" />;

  return (
    <InterestsForm
      interests={data.interests}
      options={options}
      onSaved={(interests) =>
        client.cache.updateQuery({ query: InterestsTabQueryDocument }, (current) =>
          current ? { ...current, interests } : current,
        )
      }
    />
  );
}
