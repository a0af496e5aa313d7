import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { formMessages, type WatchlistChanges } from '../useWatchlistChanges';
import type { WatchlistFolder } from '../watchlistTypes';
import { ShareFolderDialog } from './ShareFolderDialog';

export interface FolderActionsProps {
  folder: WatchlistFolder;
  changes: WatchlistChanges;
  onDeleted: () => void;
}

/** The owner's rename, share and delete, each in a dialog. */
export function FolderActions({ folder, changes, onDeleted }: FolderActionsProps) {
  const [dialog, setDialog] = useState<'rename' | 'share' | 'delete' | null>(null);
  const [name, setName] = useState(folder.name);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const close = () => {
    setDialog(null);
    setErrors([]);
  };

  async function rename() {
    if (!name.trim()) return setErrors(['Name the folder.']);
    setSending(true);
    const refused = await changes.renameFolder(folder.id, name.trim());
    setSending(false);
    if (refused.length > 0) return setErrors(formMessages(refused));
    close();
  }

  async function remove() {
    setSending(true);
    const refused = await changes.deleteFolder(folder.id);
    setSending(false);
    if (refused.length > 0) return setErrors(formMessages(refused));
    close();
    onDeleted();
  }

  return (
    <HStack gap={2} wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setName(folder.name);
          setDialog('rename');
        }}
      >
        Rename
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDialog('share')}>
        Share
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
        Delete folder
      </Button>
      {dialog === 'rename' ? (
        <FormDialog
          title="Rename the folder"
          onClose={close}
          onSubmit={() => void rename()}
          submitLabel="Rename"
          submitting={sending}
          errors={errors}
        >
          <TextField
            label="Name"
            name="name"
            value={name}
            onChange={setName}
            maxLength={FIELD_LIMITS.WatchlistFolderUpdateBody.name}
          />
        </FormDialog>
      ) : null}
      {dialog === 'share' ? <ShareFolderDialog folder={folder} changes={changes} onClose={close} /> : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete ${folder.name}?`}
        description={
          errors.length > 0
            ? errors.join(' ')
            : `Its ${folder.companyCount} companies and their notes go with it, for everyone it is shared with.`
        }
        confirmLabel="Delete folder"
        cancelLabel="Keep it"
        onConfirm={() => void remove()}
        onCancel={close}
        confirming={sending}
        destructive
      />
    </HStack>
  );
}
