import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { FormDialog } from '../../../ui/FormDialog';
import { TextField } from '../../../ui/TextField';
import { characterCount } from '../../../ui/textLimit';
import { placeUserErrors } from '../../../ui/useMutationForm';
import type { UserError } from '../../../ui/useMutationForm';

export interface DeclineDialogProps {
  /** The response being declined, or null (closed). */
  target: { responseId: string; companyName: string } | null;
  declining: boolean;
  /** Answers the refusals (none: declined). */
  onDecline: (responseId: string, reason: string) => Promise<UserError[]>;
  onClose: () => void;
}

const MAX = FIELD_LIMITS.DeclineBody.reason;

/** Declining with the reason the responder is told; a refusal shows at the field and the reason stays. */
export function DeclineDialog({ target, declining, onDecline, onClose }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<UserError[]>([]);

  async function submit() {
    if (!target) return;
    const text = reason.trim();
    if (!text)
      return setErrors([
        { code: 'BAD_USER_INPUT', field: 'reason', message: 'Give a reason: it is sent to the company.' },
      ]);
    if (characterCount(text) > MAX) return;
    const refused = await onDecline(target.responseId, text);
    setErrors(refused);
    if (refused.length === 0) {
      setReason('');
      onClose();
    }
  }

  const placed = placeUserErrors(errors, ['reason']);
  return (
    <FormDialog
      open={target !== null}
      title={`Decline ${target?.companyName ?? ''}’s response`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Decline response"
      submitting={declining}
      destructive
      errors={placed.errors}
      closeButton
    >
      <TextField
        label="Reason"
        name="reason"
        multiline
        rows={4}
        value={reason}
        onChange={setReason}
        maxLength={MAX}
        error={placed.fieldErrors.reason}
        helperText="The company is told this reason."
      />
    </FormDialog>
  );
}
