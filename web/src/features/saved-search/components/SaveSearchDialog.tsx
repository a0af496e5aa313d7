import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CompanySearchInput } from '../../../__generated__/graphql';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { messagesOf } from '../../../ui/useMutationForm';
import { useSavedSearchChanges } from '../useSavedSearchChanges';

const NAME_LIMIT = FIELD_LIMITS.SavedSearchBody.name;

export interface SaveSearchDialogProps {
  search: CompanySearchInput;
  /** The name it starts with: the search's words. */
  suggestedName: string;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Names the search and saves it; a refusal of the name shows at the field, others above it. */
export function SaveSearchDialog({ search, suggestedName, onClose, onSaved }: SaveSearchDialogProps) {
  const changes = useSavedSearchChanges();
  const [name, setName] = useState(() => [...suggestedName.trim()].slice(0, NAME_LIMIT).join(''));
  const [nameError, setNameError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  async function submit() {
    setErrors([]);
    setNameError(null);
    if (!name.trim()) return setNameError('Name the search.');
    setSending(true);
    const outcome = await changes.save(name.trim(), search);
    setSending(false);
    if ('ok' in outcome) return onSaved(outcome.ok.name);
    // Explorer's limit opened the upgrade modal instead.
    if (outcome.errors.length === 0) return onClose();
    setNameError(messagesOf(outcome.errors.filter((error) => error.field === 'name')).join(' ') || null);
    setErrors(messagesOf(outcome.errors.filter((error) => error.field !== 'name')));
  }

  return (
    <FormDialog
      title="Save this search"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Save"
      submitting={sending}
      errors={errors}
    >
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={setName}
        maxLength={NAME_LIMIT}
        error={nameError ?? undefined}
      />
      <Text fontSize="sm" color="fg.muted">
        Once a day we look for companies that newly match it and tell you in your notifications and email digest.
      </Text>
    </FormDialog>
  );
}
