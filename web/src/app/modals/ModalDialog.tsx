import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalDialogProps {
  /** The dialog's heading; also its accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The actions row (buttons, links). */
  footer?: ReactNode;
  /** 'alertdialog' for modals that interrupt with something the user must act on. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The frame every modal shares: a Chakra dialog (focus trapped inside, Escape and the close
 * button close it, focus returns to where it was), mounted only while its modal is open.
 */
export function ModalDialog({ title, onClose, children, footer, role = 'dialog' }: ModalDialogProps) {
  return (
    <Dialog.Root open role={role} placement="center" size="md" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap={4}>
              {children}
            </Dialog.Body>
            {footer ? (
              <Dialog.Footer flexWrap="wrap" gap={3}>
                {footer}
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
