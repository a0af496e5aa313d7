import { Button, Text } from '@chakra-ui/react';
import type { ModalControls, ModalPropsMap } from '../../shared/modals/modalTypes';
import { routePath } from '../../shared/routing/routePath';
import { ModalDialog } from './ModalDialog';
import { ModalNavButton } from './ModalNavButton';

export type MessageRepliedModalProps = ModalPropsMap['messageReplied'] & ModalControls;

/** Confirms that a reply was sent. */
export function MessageRepliedModal({ recipientName, onClose }: MessageRepliedModalProps) {
  return (
    <ModalDialog
      title="Reply sent"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <ModalNavButton to={routePath('/dashboard/inbox')} onNavigate={onClose}>
            Go to inbox
          </ModalNavButton>
        </>
      }
    >
      <Text>{`Your reply to ${recipientName} was sent. You'll find the conversation in your inbox.`}</Text>
    </ModalDialog>
  );
}
