import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { TextField } from '../../../ui/TextField';
import { FOLDER_NAME_MAX } from '../messagingLimits';

export interface FolderNameDialogProps {
  /** "New folder" or "Rename folder". */
  title: string;
  initialName: string;
  /** Saves the name; answers the messages to show when refused (the dialog then stays open). */
  onSave: (name: string) => Promise<string[] | null>;
  onClose: () => void;
}

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
    if ([...trimmed].length > FOLDER_NAME_MAX) return;
    setSaving(true);
    const problems = await onSave(trimmed);
    setSaving(false);
    if (problems) setError(problems.join(' '));
    else onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <TextField
                  label="Folder name"
                  name="folderName"
                  value={name}
                  onChange={(value) => {
                    setName(value);
                    setError(null);
                  }}
                  maxLength={FOLDER_NAME_MAX}
                  error={error}
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving}>
                  Save
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
