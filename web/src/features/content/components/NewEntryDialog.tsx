import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { FormDialog } from '../../../ui/FormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { ContentEntriesQueryDocument, CreateContentEntryDocument } from '../content.documents';

const LIMITS = FIELD_LIMITS.CreateContentEntryBody;
const KINDS = [
  { value: 'BANNER', label: 'Home banner' },
  { value: 'ROLE', label: 'Audience ("Who Trialbridge is for")' },
];
// The api's rule for keys, said before sending (the api checks again).
const KEY_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface NewEntryDialogProps {
  onClose: () => void;
  /** Created as an unpublished draft: the editor opens it. */
  onCreated: (key: string) => void;
}

/** "New banner or audience": a key and a title make a draft, edited and published like the rest. */
export function NewEntryDialog({ onClose, onCreated }: NewEntryDialogProps) {
  const [kind, setKind] = useState<'BANNER' | 'ROLE'>('BANNER');
  const [key, setKey] = useState('');
  const [title, setTitle] = useState('');
  const form = useMutationForm(CreateContentEntryDocument, {
    payload: (data) => data.createContentEntry,
    accept: (payload) => Boolean(payload.draft),
    fields: ['key', 'title'],
    refetchQueries: [ContentEntriesQueryDocument],
  });

  async function submit() {
    form.clear();
    const errors: { key?: string; title?: string } = {};
    if (!KEY_SHAPE.test(key)) errors.key = 'Use lowercase letters, digits and single hyphens, e.g. spring-webinar.';
    if (!title.trim()) errors.title = 'Title cannot be empty';
    if (errors.key || errors.title) return form.setFieldErrors(errors);
    const outcome = await form.send({ key, kind, input: { title: title.trim(), body: '' } });
    if ('ok' in outcome && outcome.ok.draft) onCreated(outcome.ok.draft.key);
  }

  return (
    <FormDialog
      title="New banner or audience"
      submitLabel="Create draft"
      submitting={form.loading}
      errors={form.errors}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Text color="fg.muted">It stays a draft, seen by no one, until you publish it.</Text>
      <SelectField
        label="Kind"
        name="kind"
        value={kind}
        options={KINDS}
        onChange={(value) => setKind(value === 'ROLE' ? 'ROLE' : 'BANNER')}
      />
      <TextField
        label="Key"
        name="key"
        value={key}
        onChange={(value) => setKey(value.trim().toLowerCase())}
        maxLength={LIMITS.key}
        error={form.fieldErrors.key}
        helperText="Names the entry for good; visitors never see it."
      />
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={setTitle}
        maxLength={LIMITS.title}
        error={form.fieldErrors.title}
      />
    </FormDialog>
  );
}
