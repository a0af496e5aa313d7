import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { graphql } from '../../__generated__';
import type { CompareListStateQuery } from '../../__generated__/graphql';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../shared/errorMessages';
import { useViewer } from '../../shared/session/useViewer';

export const CompareListStateDocument = graphql(`
  query CompareListState {
    compareList {
      capacity
      companies {
        id
        inCompareList
      }
    }
  }
`);

export const CompareListAddDocument = graphql(`
  mutation CompareListAdd($companyId: ID!) {
    addToCompareList(companyId: $companyId) {
      compareList {
        capacity
        companies {
          id
          inCompareList
        }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const CompareListRemoveDocument = graphql(`
  mutation CompareListRemove($companyId: ID!) {
    removeFromCompareList(companyId: $companyId) {
      compareList {
        capacity
        companies {
          id
          inCompareList
        }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const CompareListClearDocument = graphql(`
  mutation CompareListClear {
    clearCompareList {
      compareList {
        capacity
        companies {
          id
          inCompareList
        }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

type CompareListState = CompareListStateQuery['compareList'];

/**
 * The compare list has no id of its own, so a mutation's answer does not reach `Query.compareList`
 * by itself: write it there (every page reading the list follows), and mark the companies that
 * left it, whose cached `inCompareList` would otherwise stay true.
 */
function storeCompareList(cache: ApolloCache, next: CompareListState | null | undefined) {
  if (!next) return;
  const previous = cache.readQuery({ query: CompareListStateDocument })?.compareList.companies ?? [];
  const kept = new Set(next.companies.map((company) => company.id));
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

type Payload = { errors: ReadonlyArray<{ code: string; message: string }> } | undefined;

async function outcome(run: () => Promise<Payload>): Promise<CompareChangeResult> {
  const answer = await addOutcome(run);
  if (!answer) return null;
  return 'messages' in answer ? answer.messages : [answer.explorerLimit];
}

async function addOutcome(run: () => Promise<Payload>): Promise<CompareAddResult> {
  try {
    const payload = await run();
    if (!payload) return { messages: [GENERIC_ERROR_MESSAGE] };
    const limit = payload.errors.find((error) => error.code === 'EXPLORER_LIMIT');
    if (limit) return { explorerLimit: limit.message };
    return payload.errors.length > 0 ? { messages: payload.errors.map((error) => error.message) } : null;
  } catch (error) {
    return { messages: errorMessages(error) };
  }
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

  const list = data?.compareList;
  const ids = useMemo(() => new Set(list?.companies.map((company) => company.id) ?? []), [list]);

  const add = useCallback(
    (companyId: string) =>
      addOutcome(async () => (await addMutation({ variables: { companyId } })).data?.addToCompareList),
    [addMutation],
  );
  const remove = useCallback(
    (companyId: string) =>
      outcome(async () => (await removeMutation({ variables: { companyId } })).data?.removeFromCompareList),
    [removeMutation],
  );
  const clear = useCallback(() => outcome(async () => (await clearMutation()).data?.clearCompareList), [clearMutation]);

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
