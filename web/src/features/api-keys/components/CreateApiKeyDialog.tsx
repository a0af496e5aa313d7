import { Dialog, Portal } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import type { CreatedApiKey } from './CreateApiKeyForm';
import { NewApiKeySecret } from './NewApiKeySecret';

export interface CreateApiKeyDialogProps {
  /** A key was created: the page shows it in its list (never its secret). */
  onCreated: (apiKey: CreatedApiKey) => void;
  /** The page unmounts the dialog, and with it the secret. */
  onClose: () => void;
}

/**
 * "Create API key": the form, then the new key's secret, once. A click outside does not close it,
 * so neither what was typed nor the secret is lost by a stray click; Escape, Cancel and Done do.
 */
export function CreateApiKeyDialog({ onCreated, onClose }: CreateApiKeyDialogProps) {
  const [secret, setSecret] = useState<string | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      // The form's first field, the name (not the dialog's frame).
      initialFocusEl={() => contentRef.current?.querySelector('input') ?? null}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content ref={contentRef}>
            <Dialog.Header>
              <Dialog.Title>{secret ? 'API key created' : 'Create API key'}</Dialog.Title>
            </Dialog.Header>
            {secret ? (
              <NewApiKeySecret secret={secret} onDone={onClose} />
            ) : (
              <CreateApiKeyForm
                onCancel={onClose}
                onCreated={(apiKey, created) => {
                  onCreated(apiKey);
                  setSecret(created);
                }}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
