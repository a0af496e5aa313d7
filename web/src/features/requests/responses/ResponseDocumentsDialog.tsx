import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { AttachedDocuments } from '../../document';
import { useViewer } from '../../../shared/session/useViewer';

/**
 * "Documents" on one response of the poster's grid: a dialog with the documents both companies
 * attached to it (the responder's proposal, the poster's CDA), read only when the other's. The
 * list is asked for when the dialog opens, not once per row.
 */
export function ResponseDocumentsButton({ responseId, companyName }: { responseId: string; companyName: string }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (!viewer?.permissions.includes('DOCUMENTS')) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={`Documents of ${companyName}'s response`}>
          Documents
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{`Documents of ${companyName}'s response`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {open ? (
                <AttachedDocuments responseId={responseId} emptyText="Neither company has attached a document yet." />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
