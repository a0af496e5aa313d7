import { Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { LoadState } from '../../../shared/ui/LoadStates';
import { FormDialog } from '../../../ui/FormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { formMessages, hitExplorerLimit, useWatchlistChanges } from '../useWatchlistChanges';
import { WatchlistFoldersFragment, WatchlistQueryDocument } from '../watchlist.documents';

/** The choice that makes a new folder instead of using one. */
const NEW_FOLDER = 'new';

export interface AddToWatchlistDialogProps {
  companyIds: readonly string[];
  /** What is added, in the title: a company's name, or "3 companies". */
  subject: string;
  onClose: () => void;
  onAdded: (folder: { id: string; name: string }) => void;
}

/**
 * Picks a folder the viewer may change (or names a new one) and adds the companies to it: one from
 * a profile or a result, or several (a search page's selection, the compare list) in one call.
 */
export function AddToWatchlistDialog({ companyIds, subject, onClose, onAdded }: AddToWatchlistDialogProps) {
  const { data, error, refetch } = useQuery(WatchlistQueryDocument, { fetchPolicy: 'cache-and-network' });
  const changes = useWatchlistChanges();
  const watchlist = data ? getFragmentData(WatchlistFoldersFragment, data.watchlist) : null;
  const folders = (watchlist?.folders ?? []).filter((folder) => folder.access !== 'VIEWER');
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const picked = choice || (folders[0]?.id ?? NEW_FOLDER);

  async function submit() {
    setErrors([]);
    let target = folders.find((folder) => folder.id === picked);
    setSending(true);
    if (!target) {
      if (!name.trim()) {
        setSending(false);
        return setErrors(['Name the new folder.']);
      }
      const refused = await changes.createFolder(name.trim());
      if (refused.length > 0) {
        setSending(false);
        // Explorer's limit opened spec §4's modal: one modal at a time, so this one goes.
        return hitExplorerLimit(refused) ? onClose() : setErrors(formMessages(refused));
      }
      // The new folder is the viewer's last own one (the answer replaced the cached folders).
      const fresh = getFragmentData(WatchlistFoldersFragment, (await refetch()).data?.watchlist);
      target = fresh?.folders.filter((folder) => folder.access === 'OWNER').at(-1);
    }
    if (!target) {
      setSending(false);
      return setErrors(['The folder could not be found. Try again.']);
    }
    const refused = await changes.addCompanies(target.id, [...companyIds]);
    setSending(false);
    if (refused.length > 0) return hitExplorerLimit(refused) ? onClose() : setErrors(formMessages(refused));
    onAdded({ id: target.id, name: target.name });
  }

  const options = [
    ...folders.map((folder) => ({
      value: folder.id,
      label:
        folder.access === 'OWNER'
          ? folder.name
          : `${folder.name} (shared by ${folder.owner.firstName} ${folder.owner.lastName})`,
    })),
    { value: NEW_FOLDER, label: 'A new folder…' },
  ];

  return (
    <FormDialog
      title={`Add ${subject} to your watchlist`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Add"
      submitting={sending}
      canSubmit={watchlist !== null}
      errors={errors}
    >
      {watchlist ? (
        <>
          <SelectField label="Folder" value={picked} options={options} onChange={setChoice} />
          {picked === NEW_FOLDER ? (
            <TextField
              label="New folder's name"
              name="name"
              value={name}
              onChange={setName}
              maxLength={FIELD_LIMITS.WatchlistFolderBody.name}
            />
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            A company already in the folder stays as it is.
          </Text>
        </>
      ) : (
        <LoadState error={error} refetch={refetch} label="Loading your folders" />
      )}
    </FormDialog>
  );
}
