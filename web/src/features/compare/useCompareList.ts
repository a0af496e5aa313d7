import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { getFragmentData, graphql } from '../../__generated__';
import type { FragmentType } from '../../__generated__';
import { useViewer } from '../../shared/session/useViewer';
import { messagesOf, sendOutcome } from '../../ui/useMutationForm';
import type { MutationPayload } from '../../ui/useMutationForm';

/** The list as every change answers it: each company's `inCompareList` follows. */
export const CompareListStateFragment = graphql(`
  fragment CompareListState_list on CompareList {
    capacity
    companies {
      id
      inCompareList
    }
  }
`);

export const CompareListStateDocument = graphql(`
  query CompareListState {
    compareList {
      ...CompareListState_list
    }
  }
`);

export const CompareListAddDocument = graphql(`
  mutation CompareListAdd($companyId: ID!) {
    addToCompareList(companyId: $companyId) {
      compareList {
        ...CompareListState_list
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CompareListRemoveDocument = graphql(`
  mutation CompareListRemove($companyId: ID!) {
    removeFromCompareList(companyId: $companyId) {
      compareList {
        ...CompareListState_list
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CompareListClearDocument = graphql(`
  mutation CompareListClear {
    clearCompareList {
      compareList {
        ...CompareListState_list
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

type CompareListState = FragmentType<typeof CompareListStateFragment>;

/**
 * The compare list has no id of its own, so a mutation's answer does not reach `Query.compareList`
 * by itself: write it there (every page reading the list follows), and mark the companies that
 * left it, whose cached `inCompareList` would otherwise stay true.
 */
function storeCompareList(cache: ApolloCache, next: CompareListState | null | undefined) {
  if (!next) return;
  const stored = cache.readQuery({ query: CompareListStateDocument })?.compareList;
  const previous = getFragmentData(CompareListStateFragment, stored)?.companies ?? [];
  const kept = new Set(getFragmentData(CompareListStateFragment, next).companies.map((company) => company.id));
  for (const company of previous) {
    if (kept.has(company.id)) continue;
    cache.modify({
      id: cache.identify({ __typename: 'Company', id: company.id }),
      fields: { inCompareList: () => false },
    });
  }
  cache.writeQuery({ query: CompareListStateDocument, data: { compareList: next } });
}

/** What a change answered: null when it worked, otherwise the messages to show. */
export type CompareChangeResult = string[] | null;

/**
 * What adding answered: null when it worked; else the api's words when Explorer's list is full
 * (EXPLORER_LIMIT: the caller offers the upgrade), or the messages to show.
 */
export type CompareAddResult = { explorerLimit: string } | { messages: string[] } | null;

async function addOutcome(send: () => Promise<MutationPayload | null | undefined>): Promise<CompareAddResult> {
  const outcome = await sendOutcome(send);
  if ('ok' in outcome) return null;
  const limit = outcome.errors.find((error) => error.code === 'EXPLORER_LIMIT');
  return limit ? { explorerLimit: limit.message } : { messages: messagesOf(outcome.errors) };
}

async function changeOutcome(send: () => Promise<MutationPayload | null | undefined>): Promise<CompareChangeResult> {
  const answer = await addOutcome(send);
  if (!answer) return null;
  return 'messages' in answer ? answer.messages : [answer.explorerLimit];
}

/**
 * The viewer's compare list (spec §3: companies held by id) and the changes to it. Only for
 * viewers holding the COMPARE permission; for anyone else `allowed` is false and nothing loads.
 */
export function useCompareList() {
  const viewer = useViewer();
  const allowed = Boolean(viewer?.permissions.includes('COMPARE'));
  const { data } = useQuery(CompareListStateDocument, { skip: !allowed });
  const [addMutation, adding] = useMutation(CompareListAddDocument, {
    update: (cache, { data: answer }) => storeCompareList(cache, answer?.addToCompareList.compareList),
  });
  const [removeMutation, removing] = useMutation(CompareListRemoveDocument, {
    update: (cache, { data: answer }) => storeCompareList(cache, answer?.removeFromCompareList.compareList),
  });
  const [clearMutation, clearing] = useMutation(CompareListClearDocument, {
    update: (cache, { data: answer }) => storeCompareList(cache, answer?.clearCompareList.compareList),
  });

  const list = getFragmentData(CompareListStateFragment, data?.compareList);
  const ids = useMemo(() => new Set(list?.companies.map((company) => company.id) ?? []), [list]);

  const add = useCallback(
    (companyId: string) =>
      addOutcome(async () => (await addMutation({ variables: { companyId } })).data?.addToCompareList),
    [addMutation],
  );
  const remove = useCallback(
    (companyId: string) =>
      changeOutcome(async () => (await removeMutation({ variables: { companyId } })).data?.removeFromCompareList),
    [removeMutation],
  );
  const clear = useCallback(
    () => changeOutcome(async () => (await clearMutation()).data?.clearCompareList),
    [clearMutation],
  );

  return {
    allowed,
    /** Null until the list has loaded. */
    ids: list ? ids : null,
    capacity: list?.capacity ?? null,
    isFull: list ? list.companies.length >= list.capacity : false,
    busy: adding.loading || removing.loading || clearing.loading,
    add,
    remove,
    clear,
  };
}
