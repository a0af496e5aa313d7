import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { getFragmentData } from '../../__generated__';
import type { CompanySearchInput } from '../../__generated__/graphql';
import { useModals } from '../../shared/modals/modalContext';
import { useViewer } from '../../shared/session/useViewer';
import { hasUserErrorCode, type MutationPayload, sendOutcome, type UserError } from '../../ui/useMutationForm';
import {
  CheckSavedSearchDocument,
  DeleteSavedSearchDocument,
  RenameSavedSearchDocument,
  SavedSearchFieldsFragment,
  SaveSearchDocument,
} from './savedSearch.documents';

/** What a change answered: its value, or the refusals to show (empty when Explorer's limit opened the modal). */
export type SavedSearchOutcome<T> = { ok: T } | { errors: UserError[] };

/** A save adds to the list: dropped from the cache, it is read again where it is (or next) shown. */
const forgetList = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedSearches' });
};
/** A deleted saved search leaves the cache, and so the list (which drops references to it). */
const forget = (cache: ApolloCache, id: string | null | undefined) => {
  if (!id) return;
  cache.evict({ id: cache.identify({ __typename: 'SavedSearch', id }) });
  cache.gc();
};

/**
 * The saved searches' changes. Renames and checks update the cached saved search by its id.
 * Explorer's limit opens spec §4's upgrade modal with the api's words instead of showing in the form.
 */
export function useSavedSearchChanges() {
  const viewer = useViewer();
  const { open } = useModals();
  const [save] = useMutation(SaveSearchDocument, { update: forgetList });
  const [rename] = useMutation(RenameSavedSearchDocument);
  const [remove] = useMutation(DeleteSavedSearchDocument, {
    update: (cache, { data }) => forget(cache, data?.deleteSavedSearch.deletedId),
  });
  const [check] = useMutation(CheckSavedSearchDocument);

  async function run<P extends MutationPayload, T>(
    send: () => Promise<P | null | undefined>,
    value: (payload: P) => T | null | undefined,
  ): Promise<SavedSearchOutcome<T>> {
    const outcome = await sendOutcome(send, value);
    if ('errors' in outcome && hasUserErrorCode(outcome.errors, 'EXPLORER_LIMIT')) {
      const reason = outcome.errors.find((error) => error.code === 'EXPLORER_LIMIT')?.message;
      open('subscriptionRequired', { situation: 'upgrade', companyName: viewer?.user?.company?.name ?? null, reason });
      return { errors: [] };
    }
    return outcome;
  }
  return {
    save: (name: string, search: CompanySearchInput) =>
      run(
        async () => (await save({ variables: { input: { name, search } } })).data?.saveSearch,
        (payload) => (payload.savedSearch ? getFragmentData(SavedSearchFieldsFragment, payload.savedSearch) : null),
      ),
    rename: (id: string, name: string) =>
      run(
        async () => (await rename({ variables: { id, name } })).data?.renameSavedSearch,
        (payload) => payload.savedSearch,
      ),
    remove: (id: string) =>
      run(
        async () => (await remove({ variables: { id } })).data?.deleteSavedSearch,
        (payload) => payload.deletedId,
      ),
    check: (id: string) =>
      run(
        async () => (await check({ variables: { id } })).data?.checkSavedSearch,
        (payload) => payload.newMatches,
      ),
  };
}

export type SavedSearchChanges = ReturnType<typeof useSavedSearchChanges>;
