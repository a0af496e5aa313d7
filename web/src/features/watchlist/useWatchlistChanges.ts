import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { type FragmentType, getFragmentData } from '../../__generated__';
import type { WatchlistShareInput } from '../../__generated__/graphql';
import { useModals } from '../../shared/modals/modalContext';
import { useViewer } from '../../shared/session/useViewer';
import {
  hasUserErrorCode,
  messagesOf,
  type MutationPayload,
  refusalsOf,
  sendOutcome,
  type UserError,
} from '../../ui/useMutationForm';
import { keepAddition } from './watchedCache';
import {
  AddToWatchlistDocument,
  CreateWatchlistFolderDocument,
  DeleteWatchlistFolderDocument,
  RemoveFromWatchlistDocument,
  ShareWatchlistFolderDocument,
  UpdateWatchlistEntryDocument,
  UpdateWatchlistFolderDocument,
  WatchlistChangeFragment,
  WatchlistEntriesChangeFragment,
  WatchlistEntriesQueryDocument,
  type WatchlistFoldersFragment,
  WatchlistQueryDocument,
} from './watchlist.documents';

type Folders = FragmentType<typeof WatchlistFoldersFragment> | null | undefined;

/** Every change answers the folders after it: they replace the page's copy (counts, new and deleted folders). */
function keepFolders(cache: ApolloCache, watchlist: Folders) {
  if (watchlist) cache.writeQuery({ query: WatchlistQueryDocument, data: { watchlist } });
}

type FolderChange = FragmentType<typeof WatchlistChangeFragment> | null | undefined;
type EntriesChange = FragmentType<typeof WatchlistEntriesChangeFragment> | null | undefined;
const folderChange = (answer: FolderChange) => (answer ? getFragmentData(WatchlistChangeFragment, answer) : null);
const entriesChange = (answer: EntriesChange) =>
  answer ? getFragmentData(WatchlistEntriesChangeFragment, answer) : null;

// A folder's open page of companies is read again after a change of its companies.
const ENTRIES = { refetchQueries: [WatchlistEntriesQueryDocument], awaitRefetchQueries: true };

/** Whether Explorer's limit refused the change (spec §4's upgrade modal has then said why). */
export const hitExplorerLimit = (refused: readonly UserError[]) => hasUserErrorCode(refused, 'EXPLORER_LIMIT');

/** The messages a form shows itself: Explorer's limit is worded by the upgrade modal instead. */
export const formMessages = (refused: readonly UserError[]) =>
  messagesOf(refused.filter((error) => error.code !== 'EXPLORER_LIMIT'));

/**
 * The watchlist's changes, each answering its refusals (empty when it worked). Explorer's limit
 * opens spec §4's upgrade modal with the api's words; it is still answered, so a dialog can close
 * (one modal at a time) and a form shows only `formMessages`.
 */
export function useWatchlistChanges() {
  const viewer = useViewer();
  const { open } = useModals();
  const [create] = useMutation(CreateWatchlistFolderDocument, {
    update: (cache, { data }) => keepFolders(cache, folderChange(data?.createWatchlistFolder)?.watchlist),
  });
  const [rename] = useMutation(UpdateWatchlistFolderDocument, {
    update: (cache, { data }) => keepFolders(cache, folderChange(data?.updateWatchlistFolder)?.watchlist),
  });
  const [remove] = useMutation(DeleteWatchlistFolderDocument, {
    update: (cache, { data }) => keepFolders(cache, folderChange(data?.deleteWatchlistFolder)?.watchlist),
  });
  const [share] = useMutation(ShareWatchlistFolderDocument, {
    update: (cache, { data }) => keepFolders(cache, folderChange(data?.shareWatchlistFolder)?.watchlist),
  });
  const [add] = useMutation(AddToWatchlistDocument, {
    update: (cache, { data }, { variables }) => {
      const answer = entriesChange(data?.addToWatchlist);
      keepFolders(cache, answer?.watchlist);
      if (answer?.watchlist && variables)
        keepAddition(cache, String(variables.folderId), [variables.companyIds].flat().map(String));
    },
  });
  const [change] = useMutation(UpdateWatchlistEntryDocument, {
    update: (cache, { data }) => keepFolders(cache, entriesChange(data?.updateWatchlistEntry)?.watchlist),
    ...ENTRIES,
  });
  const [drop] = useMutation(RemoveFromWatchlistDocument, {
    update: (cache, { data }) => keepFolders(cache, entriesChange(data?.removeFromWatchlist)?.watchlist),
    ...ENTRIES,
  });

  async function run<P extends MutationPayload>(send: () => Promise<P | null | undefined>): Promise<UserError[]> {
    const refused = refusalsOf(await sendOutcome(send));
    if (hasUserErrorCode(refused, 'EXPLORER_LIMIT')) {
      const reason = refused.find((error) => error.code === 'EXPLORER_LIMIT')?.message;
      open('subscriptionRequired', { situation: 'upgrade', companyName: viewer?.user?.company?.name ?? null, reason });
    }
    return refused;
  }

  return {
    createFolder: (name: string) =>
      run(async () => folderChange((await create({ variables: { name } })).data?.createWatchlistFolder)),
    renameFolder: (id: string, name: string) =>
      run(async () => folderChange((await rename({ variables: { id, name } })).data?.updateWatchlistFolder)),
    deleteFolder: (id: string) =>
      run(async () => folderChange((await remove({ variables: { id } })).data?.deleteWatchlistFolder)),
    shareFolder: (id: string, shares: WatchlistShareInput[]) =>
      run(async () => folderChange((await share({ variables: { id, shares } })).data?.shareWatchlistFolder)),
    addCompanies: (folderId: string, companyIds: string[]) =>
      run(async () => entriesChange((await add({ variables: { folderId, companyIds } })).data?.addToWatchlist)),
    setNote: (folderId: string, companyId: string, note: string) =>
      run(async () =>
        entriesChange((await change({ variables: { folderId, companyId, note } })).data?.updateWatchlistEntry),
      ),
    moveCompany: (folderId: string, companyId: string, moveToFolderId: string) =>
      run(async () =>
        entriesChange(
          (await change({ variables: { folderId, companyId, moveToFolderId } })).data?.updateWatchlistEntry,
        ),
      ),
    removeCompany: (folderId: string, companyId: string) =>
      run(async () => entriesChange((await drop({ variables: { folderId, companyId } })).data?.removeFromWatchlist)),
  };
}

export type WatchlistChanges = ReturnType<typeof useWatchlistChanges>;
