import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../../__generated__';
import type { LookingForDashboardPageQuery } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageContainer } from '../../../ui/PageContainer';
import { SectionCard } from '../../../ui/SectionCard';
import { messagesOf, refusalsOf, sendOutcome } from '../../../ui/useMutationForm';
import type { MutationPayload, UserError } from '../../../ui/useMutationForm';
import { companyLookingForPath } from '../../company';
import { AddLookingForItemForm, type ItemDraft } from '../components/AddLookingForItemForm';
import { LookingForItemRow } from '../components/LookingForItemRow';

export const LookingForDashboardPageQueryDocument = graphql(`
  query LookingForDashboardPage {
    myLookingFor {
      companyId
      alias
      companyName
      items {
        id
        kind
        name
        published
        referenceItemId
      }
    }
    referenceItems(kinds: [SERVICES, PRODUCTS, THERAPEUTIC_AREAS, REGIONS]) {
      id
      kind
      name
    }
  }
`);

// What every change answers: the whole list after it, or the refusals.
export const LookingForDashboardPageChangeFragment = graphql(`
  fragment LookingForDashboardPage_change on LookingForPayload {
    list {
      companyId
      items {
        id
        kind
        name
        published
        referenceItemId
      }
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export const AddLookingForItemDocument = graphql(`
  mutation AddLookingForItem($input: AddLookingForItemInput!) {
    addLookingForItem(input: $input) {
      ...LookingForDashboardPage_change
    }
  }
`);

export const UpdateLookingForItemDocument = graphql(`
  mutation UpdateLookingForItem($input: UpdateLookingForItemInput!) {
    updateLookingForItem(input: $input) {
      ...LookingForDashboardPage_change
    }
  }
`);

export const RemoveLookingForItemDocument = graphql(`
  mutation RemoveLookingForItem($id: ID!) {
    removeLookingForItem(id: $id) {
      ...LookingForDashboardPage_change
    }
  }
`);

const EMPTY: ItemDraft = { kind: 'SERVICES', referenceItemId: '', text: '', published: true };

const changeOf = (payload: FragmentType<typeof LookingForDashboardPageChangeFragment> | undefined) =>
  payload && getFragmentData(LookingForDashboardPageChangeFragment, payload);

type ListAnswer = { items: NonNullable<LookingForDashboardPageQuery['myLookingFor']>['items'] } | null | undefined;

/** A change answers the whole list: it replaces the page's copy (the list has no id of its own to normalise). */
function keepList(cache: ApolloCache, list: ListAnswer) {
  if (!list) return;
  cache.updateQuery({ query: LookingForDashboardPageQueryDocument }, (previous) =>
    previous ? { ...previous, myLookingFor: { ...previous.myLookingFor, items: list.items } } : previous,
  );
}

/** `/dashboard/looking-for`: the company's full list, each item published (everyone) or full (members only). */
export function LookingForDashboardPage() {
  const { data, error, refetch } = useQuery(LookingForDashboardPageQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [add, adding] = useMutation(AddLookingForItemDocument, {
    update: (cache, { data: answer }) => keepList(cache, changeOf(answer?.addLookingForItem)?.list),
  });
  const [update] = useMutation(UpdateLookingForItemDocument, {
    update: (cache, { data: answer }) => keepList(cache, changeOf(answer?.updateLookingForItem)?.list),
  });
  const [remove] = useMutation(RemoveLookingForItemDocument, {
    update: (cache, { data: answer }) => keepList(cache, changeOf(answer?.removeLookingForItem)?.list),
  });
  const [draft, setDraft] = useState<ItemDraft>(EMPTY);
  const [errors, setErrors] = useState<UserError[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const list = data?.myLookingFor;
  const options = useMemo(() => {
    const taken = new Set(list?.items.map((item) => item.referenceItemId));
    return (data?.referenceItems ?? []).filter((ref) => ref.kind === draft.kind && !taken.has(ref.id));
  }, [data, list, draft.kind]);

  async function submit() {
    if (draft.kind === 'TEXT' ? !draft.text.trim() : !draft.referenceItemId) {
      const field = draft.kind === 'TEXT' ? 'text' : 'referenceItemId';
      return setErrors([
        {
          code: 'BAD_USER_INPUT',
          field,
          message: draft.kind === 'TEXT' ? 'Type what you are looking for.' : 'Choose a value.',
        },
      ]);
    }
    const input =
      draft.kind === 'TEXT'
        ? { text: draft.text.trim(), published: draft.published }
        : { referenceItemId: draft.referenceItemId, published: draft.published };
    const outcome = await sendOutcome(
      async () => changeOf((await add({ variables: { input } })).data?.addLookingForItem),
      (payload) => payload.list,
    );
    setErrors(refusalsOf(outcome));
    if ('ok' in outcome) setDraft({ ...EMPTY, kind: draft.kind, published: draft.published });
  }

  async function change(id: string, send: () => Promise<MutationPayload | null | undefined>) {
    setPending(id);
    const refused = refusalsOf(await sendOutcome(send));
    setRowError(refused.length > 0 ? messagesOf(refused).join(' ') : null);
    setPending(null);
  }

  let body;
  if (!list) body = <LoadState error={error} refetch={refetch} label="Loading your list" />;
  else if (list.items.length === 0)
    body = <Text color="fg.muted">Your list is empty: add what your company is looking for above.</Text>;
  else
    body = (
      <Stack gap={2}>
        {rowError ? <ErrorAlert message={rowError} /> : null}
        <Stack as="ul" gap={0} m={0} p={0} aria-label="Your looking-for list">
          {list.items.map((item) => (
            <LookingForItemRow
              key={item.id}
              item={item}
              pending={pending === item.id}
              onPublishedChange={(published) =>
                void change(item.id, async () =>
                  changeOf(
                    (await update({ variables: { input: { id: item.id, published } } })).data?.updateLookingForItem,
                  ),
                )
              }
              onRemove={() =>
                void change(item.id, async () =>
                  changeOf((await remove({ variables: { id: item.id } })).data?.removeLookingForItem),
                )
              }
            />
          ))}
        </Stack>
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6} maxW="4xl">
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Looking for
          </Heading>
          <Text color="fg.muted">
            What your company is looking for: services, products, therapeutic areas, regions, or in your own words.
            Published items show on your company profile to everyone; the full list is for your company's members only.
          </Text>
          {list ? <AppLink to={companyLookingForPath(list.alias)}>See your public looking-for page</AppLink> : null}
        </Stack>
        <SectionCard title="Add an item">
          <AddLookingForItemForm
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              if (next.kind !== draft.kind) setErrors([]);
            }}
            options={options}
            errors={errors}
            adding={adding.loading}
            onSubmit={() => void submit()}
          />
        </SectionCard>
        <SectionCard title="Your list">{body}</SectionCard>
      </Stack>
    </PageContainer>
  );
}
