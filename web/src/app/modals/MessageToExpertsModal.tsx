import { Button, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessages } from '../../shared/errorMessages';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormField } from '../../ui/FormField';
import { ModalDialog } from './ModalDialog';

export type MessageToExpertsModalProps = ModalPropsMap['messageToExperts'] & ModalControls;

/** A message to the commons' experts; the opener decides where it goes (`onSend`). */
export function MessageToExpertsModal({ onSend, onClose }: MessageToExpertsModalProps) {
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  async function send() {
    const text = message.trim();
    if (!text) return setFieldError('Message cannot be empty.');
    setFieldError(null);
    setErrors([]);
    setSending(true);
    try {
      await onSend(text);
      onClose();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <ModalDialog
      title="Message the experts"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={sending} onClick={() => void send()}>
            Send
          </Button>
        </>
      }
    >
      {errors.map((text) => (
        <ErrorAlert key={text} message={text} />
      ))}
      <FormField label="Message" error={fieldError}>
        <Textarea rows={5} value={message} onChange={(event) => setMessage(event.target.value)} />
      </FormField>
    </ModalDialog>
  );
}
