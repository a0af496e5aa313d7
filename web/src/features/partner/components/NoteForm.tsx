import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { PartnerNoteKind } from '../../../__generated__/graphql';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { placeUserErrors, sendOutcome } from '../../../ui/useMutationForm';
import { CreateContractedPartnerNoteDocument, UpdateContractedPartnerNoteDocument } from '../partner.documents';
import { NOTE_KIND_LABELS, NOTE_KINDS } from '../partnerLabels';

const MAX = FIELD_LIMITS.PartnerNoteBody.body;

export interface NoteFormProps {
  companyId: string;
  /** The note edited; absent, a new note is written. */
  note?: { id: string; kind: PartnerNoteKind; body: string };
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * Writes a note of a kind on a partner, or edits the text of the viewer's own note. A second note
 * of the same kind answers PARTNER_NOTE_EXISTS, shown under the kind as the catalogue words it.
 */
export function NoteForm({ companyId, note, onDone, onCancel }: NoteFormProps) {
  const [kind, setKind] = useState<PartnerNoteKind>(note?.kind ?? 'GENERAL');
  const [body, setBody] = useState(note?.body ?? '');
  const [fieldErrors, setFieldErrors] = useState<{ kind?: string; body?: string }>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [create, created] = useMutation(CreateContractedPartnerNoteDocument);
  const [update, updated] = useMutation(UpdateContractedPartnerNoteDocument);

  const submit = async () => {
    if (body.trim().length === 0) {
      setFieldErrors({ body: 'Write the note first.' });
      return;
    }
    const outcome = note
      ? await sendOutcome(
          async () => (await update({ variables: { id: note.id, body } })).data?.updateContractedPartnerNote,
          (payload) => payload.details,
        )
      : await sendOutcome(
          async () => (await create({ variables: { companyId, kind, body } })).data?.createContractedPartnerNote,
          (payload) => payload.details,
        );
    const placed = placeUserErrors('errors' in outcome ? outcome.errors : [], ['kind', 'body'] as const);
    setFieldErrors(placed.fieldErrors);
    setErrors(placed.errors);
    if ('ok' in outcome) {
      if (!note) setBody('');
      onDone?.();
    }
  };

  return (
    <Stack
      as="form"
      gap={3}
      aria-label={note ? 'Edit note' : 'Add a note'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {note ? null : (
        <SelectField
          label="Kind"
          name="kind"
          value={kind}
          options={NOTE_KINDS.map((value) => ({ value, label: NOTE_KIND_LABELS[value] }))}
          onChange={(value) => setKind(value as PartnerNoteKind)}
          error={fieldErrors.kind}
          maxW={{ base: 'full', sm: '16rem' }}
        />
      )}
      <TextField
        label={note ? 'Note' : 'Your note'}
        name="body"
        multiline
        rows={4}
        value={body}
        onChange={setBody}
        maxLength={MAX}
        error={fieldErrors.body}
        helperText={note ? undefined : 'You keep one note of each kind on a partner, and can edit it later.'}
      />
      <ErrorAlerts messages={errors} />
      <HStack gap={3}>
        <Button type="submit" size="sm" loading={created.loading || updated.loading}>
          {note ? 'Save note' : 'Add note'}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
