import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { sendForMessages } from '../../../ui/useMutationForm';
import { DocumentChangeFragment, DocumentListDocument, UpdateDocumentDocument } from '../document.documents';

export interface RemoveFromResponseButtonProps {
  documentId: string;
  name: string;
  /** After the api removed it: the list is read again by then. */
  onRemoved: (name: string) => void;
}

/**
 * "Remove" on one of the company's own attachments to a response, asked first. It only detaches:
 * the document stays in the company's documents, and the other party stops seeing it.
 */
export function RemoveFromResponseButton({ documentId, name, onRemoved }: RemoveFromResponseButtonProps) {
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // The attachment lists (this one, the other party's dialog) are read again before the answer.
  const [update, { loading }] = useMutation(UpdateDocumentDocument, {
    refetchQueries: [DocumentListDocument],
    awaitRefetchQueries: true,
  });

  async function remove() {
    const messages = await sendForMessages(async () => {
      const answer = (await update({ variables: { input: { id: documentId, detachResponse: true } } })).data;
      return answer ? getFragmentData(DocumentChangeFragment, answer.updateDocument) : null;
    });
    setAsking(false);
    setErrors(messages ?? []);
    if (!messages) onRemoved(name);
  }

  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Remove ${name} from the response`}
        onClick={() => setAsking(true)}
      >
        Remove
      </Button>
      <ErrorAlerts messages={errors} />
      <ConfirmDialog
        open={asking}
        title={`Remove ${name} from the response?`}
        description="The other company will no longer see it here. The file stays in your documents."
        confirmLabel="Remove"
        cancelLabel="Keep it"
        destructive
        confirming={loading}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

/** Says what was removed, and takes the focus the vanished row's button had. */
export function RemovedNotice({ name }: { name: string }) {
  const focus = useCallback((node: HTMLParagraphElement | null) => node?.focus(), []);
  return (
    <Text ref={focus} tabIndex={-1} role="status" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
      {`${name} was removed from the response. It stays in your documents.`}
    </Text>
  );
}
