import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { PendingEvidenceQueryDocument, RejectClaimEvidenceDocument } from '../evidence.documents';

export interface RejectEvidenceDialogProps {
  evidenceId: string;
  /** "Minority-owned, Meridian Clinical Research": what is rejected, in the title. */
  subject: string;
  onClose: () => void;
  onRejected: () => void;
}

/** Rejects evidence with the reason the company's admins will read (1 to 500 characters). */
export function RejectEvidenceDialog({ evidenceId, subject, onClose, onRejected }: RejectEvidenceDialogProps) {
  const [note, setNote] = useState('');
  const form = useMutationForm(RejectClaimEvidenceDocument, {
    payload: (result) => result.rejectClaimEvidence,
    fields: ['note'],
    refetchQueries: [PendingEvidenceQueryDocument],
    awaitRefetchQueries: true,
  });

  async function submit() {
    if (!note.trim()) return form.setFieldErrors({ note: 'Say why, for the company.' });
    const outcome = await form.send({ id: evidenceId, note: note.trim() });
    if ('ok' in outcome) onRejected();
  }

  return (
    <FormDialog
      title={`Reject evidence: ${subject}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Reject"
      destructive
      submitting={form.loading}
      errors={form.errors}
    >
      <TextField
        label="Reason"
        name="note"
        value={note}
        onChange={setNote}
        multiline
        rows={4}
        maxLength={FIELD_LIMITS.RejectEvidenceBody.note}
        error={form.fieldErrors.note}
        helperText="The company's administrators read this beside their claim."
      />
    </FormDialog>
  );
}
