import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { characterCount } from '../../../ui/textLimit';

export interface FolderNameDialogProps {
  /** "New folder" or "Rename folder". */
  title: string;
  initialName: string;
  /** Saves the name; answers the messages to show when refused (the dialog then stays open). */
  onSave: (name: string) => Promise<string[] | null>;
  onClose: () => void;
}

const NAME_MAX = FIELD_LIMITS.FolderBody.name;

/** Names a folder: 1 to 60 characters, trimmed; the server's refusal (a name in use) shows at the field. */
export function FolderNameDialog({ title, initialName, onSave, onClose }: FolderNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Enter a name for the folder.');
      return;
    }
    if (characterCount(trimmed) > NAME_MAX) return;
    setSaving(true);
    const problems = await onSave(trimmed);
    setSaving(false);
    if (problems) setError(problems.join(' '));
    else onClose();
  }

  return (
    <FormDialog title={title} onClose={onClose} onSubmit={() => void save()} submitLabel="Save" submitting={saving}>
      <TextField
        label="Folder name"
        name="folderName"
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        maxLength={NAME_MAX}
        error={error}
      />
    </FormDialog>
  );
}
