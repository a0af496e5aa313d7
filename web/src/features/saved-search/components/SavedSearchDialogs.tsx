import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { messagesOf } from '../../../ui/useMutationForm';
import type { SavedSearch } from '../savedSearchTypes';
import type { SavedSearchChanges } from '../useSavedSearchChanges';

export interface SavedSearchDialogsProps {
  search: SavedSearch;
  changes: SavedSearchChanges;
  open: 'rename' | 'delete' | null;
  onClose: () => void;
}

/** A saved search's rename (a name field) and delete (a confirmation), one at a time. */
export function SavedSearchDialogs({ search, changes, open, onClose }: SavedSearchDialogsProps) {
  const [name, setName] = useState(search.name);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const close = () => {
    setName(search.name);
    setErrors([]);
    onClose();
  };

  async function send(change: () => ReturnType<SavedSearchChanges['remove']>) {
    setSending(true);
    const outcome = await change();
    setSending(false);
    if ('errors' in outcome) setErrors(messagesOf(outcome.errors));
    else close();
  }

  return (
    <>
      {open === 'rename' ? (
        <FormDialog
          title={`Rename ${search.name}`}
          onClose={close}
          onSubmit={() => {
            if (!name.trim()) return setErrors(['Name the search.']);
            void send(async () => {
              const outcome = await changes.rename(search.id, name.trim());
              return 'ok' in outcome ? { ok: search.id } : outcome;
            });
          }}
          submitLabel="Rename"
          submitting={sending}
          errors={errors}
        >
          <TextField
            label="Name"
            name="name"
            value={name}
            onChange={setName}
            maxLength={FIELD_LIMITS.SavedSearchRenameBody.name}
          />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete ${search.name}?`}
        description={
          errors.length > 0 ? errors.join(' ') : 'You will no longer hear about companies that newly match it.'
        }
        confirmLabel="Delete saved search"
        cancelLabel="Keep it"
        onConfirm={() => void send(() => changes.remove(search.id))}
        onCancel={close}
        confirming={sending}
        destructive
      />
    </>
  );
}
