import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { messagesOf, type UserError } from '../../../ui/useMutationForm';
import { DOCUMENT_LIMITS } from '../documentLimits';
import type { FolderSummary } from './FolderNav';

export interface FolderNameDialogProps {
  /** The folder to rename; none to create one. */
  folder: FolderSummary | null;
  onSave: (name: string) => Promise<UserError[]>;
  onClose: () => void;
}

/** "New folder" or "Rename": one name field, the api's refusals (FOLDER_EXISTS…) under it. */
export function FolderNameDialog({ folder, onSave, onClose }: FolderNameDialogProps) {
  const [name, setName] = useState(folder?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  async function save() {
    if (!name.trim()) return setError('Name the folder.');
    setSending(true);
    const refused = await onSave(name.trim());
    setSending(false);
    if (refused.length === 0) return onClose();
    setError(messagesOf(refused.filter((refusal) => refusal.field === 'name')).join(' ') || null);
    setErrors(messagesOf(refused.filter((refusal) => refusal.field !== 'name')));
  }

  return (
    <FormDialog
      title={folder ? `Rename ${folder.name}` : 'New folder'}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={folder ? 'Rename' : 'Create folder'}
      submitting={sending}
      errors={errors}
    >
      <TextField
        label="Folder name"
        name="name"
        value={name}
        onChange={setName}
        maxLength={DOCUMENT_LIMITS.folderName}
        error={error ?? undefined}
      />
    </FormDialog>
  );
}

export interface DeleteFolderDialogProps {
  folder: FolderSummary;
  onDelete: () => Promise<UserError[]>;
  onClose: () => void;
}

/** Deleting a folder keeps its documents: they move to the top level. */
export function DeleteFolderDialog({ folder, onDelete, onClose }: DeleteFolderDialogProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  return (
    <ConfirmDialog
      open
      title={`Delete ${folder.name}?`}
      description={errors.length > 0 ? errors.join(' ') : 'Its documents move to the top level.'}
      confirmLabel="Delete folder"
      cancelLabel="Keep it"
      confirming={sending}
      destructive
      onCancel={onClose}
      onConfirm={() => {
        setSending(true);
        void onDelete().then((refused) => {
          setSending(false);
          if (refused.length === 0) onClose();
          else setErrors(messagesOf(refused));
        });
      }}
    />
  );
}
