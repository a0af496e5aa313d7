import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorAlerts } from './ErrorAlert';

export interface FormDialogProps {
  /** Open by default: a dialog the page mounts only while it is open needs no flag. */
  open?: boolean;
  title: string;
  /** Escape, a click outside, the corner button and Cancel all close it: dismissing means "no". */
  onClose: () => void;
  /** Enter in a field or the submit button. */
  onSubmit: () => void;
  submitLabel: string;
  submitting?: boolean;
  /** Red submit, for actions that refuse or remove something. */
  destructive?: boolean;
  cancelLabel?: string;
  /** False hides the submit button (e.g. while nothing can be sent yet). */
  canSubmit?: boolean;
  /** The form-level messages, above the fields. */
  errors?: readonly string[];
  /** A close button in the corner, besides Cancel. */
  closeButton?: boolean;
  size?: 'md' | 'lg';
  /** The fields. */
  children: ReactNode;
}

/** A modal form: title, messages, fields, then Cancel and the submit button. */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting = false,
  destructive = false,
  cancelLabel = 'Cancel',
  canSubmit = true,
  errors = [],
  closeButton = false,
  size,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap={3}>
                <ErrorAlerts messages={errors} />
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={onClose}>
                  {cancelLabel}
                </Button>
                {canSubmit ? (
                  <Button type="submit" colorPalette={destructive ? 'red' : undefined} loading={submitting}>
                    {submitLabel}
                  </Button>
                ) : null}
              </Dialog.Footer>
            </form>
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
