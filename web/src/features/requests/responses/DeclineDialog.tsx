import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { TextField } from '../../../ui/TextField';
import { characterCount } from '../../../ui/textLimit';
import type { UserErrorLike } from '../../../shared/sendOutcome';

export interface DeclineDialogProps {
  /** The response being declined, or null (closed). */
  target: { responseId: string; companyName: string } | null;
  declining: boolean;
  /** Answers the refusals (none: declined). */
  onDecline: (responseId: string, reason: string) => Promise<UserErrorLike[]>;
  onClose: () => void;
}

const MAX = FIELD_LIMITS.DeclineBody.reason;

/** Declining with the reason the responder is told; a refusal shows at the field and the reason stays. */
export function DeclineDialog({ target, declining, onDecline, onClose }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<UserErrorLike[]>([]);

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

  const fieldError = errors.find((error) => error.field === 'reason')?.message;
  return (
    <Dialog.Root open={target !== null} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title overflowWrap="anywhere">{`Decline ${target?.companyName ?? ''}’s response`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap={3}>
                {errors
                  .filter((error) => error.field !== 'reason')
                  .map((error) => (
                    <ErrorAlert key={error.message} message={error.message} />
                  ))}
                <TextField
                  label="Reason"
                  name="reason"
                  multiline
                  rows={4}
                  value={reason}
                  onChange={setReason}
                  maxLength={MAX}
                  error={fieldError}
                  helperText="The company is told this reason."
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="red" loading={declining}>
                  Decline response
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
