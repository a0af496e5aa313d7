import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../../__generated__';
import { routePath } from '../../../shared/routing/routePath';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';
import { SavedSearchFieldsFragment, SavedSearchesQueryDocument } from '../savedSearch.documents';
import { useSavedSearchChanges } from '../useSavedSearchChanges';
import { SavedSearchItem } from './SavedSearchItem';

/** The viewer's saved searches: each links to its search, with Check now, Rename and Delete. */
export function SavedSearchList() {
  const { data, error, refetch } = useQuery(SavedSearchesQueryDocument, { fetchPolicy: 'cache-and-network' });
  const changes = useSavedSearchChanges();
  const list = data?.savedSearches;
  const items = list ? getFragmentData(SavedSearchFieldsFragment, list.items) : [];

  let body;
  if (!list) body = <LoadState error={error} refetch={refetch} label="Loading your saved searches" />;
  else if (items.length === 0)
    body = (
      <Text color="fg.muted">
        No saved searches yet. Save one from <AppLink to={routePath('/search')}>the search page</AppLink>.
      </Text>
    );
  else
    body = (
      <Stack as="ul" gap={3} m={0} p={0} listStyleType="none" aria-label="Your saved searches">
        {items.map((search) => (
          <SavedSearchItem key={search.id} search={search} changes={changes} />
        ))}
      </Stack>
    );

  return (
    <SectionCard title="Saved searches">
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted">
          Once a day we look for companies that newly match each one and tell you in your notifications.
          {list ? ` Your plan keeps up to ${list.capacity}.` : ''}
        </Text>
        {body}
      </Stack>
    </SectionCard>
  );
}
