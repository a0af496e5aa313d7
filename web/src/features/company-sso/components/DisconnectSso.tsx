import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useMutationForm } from '../../../ui/useMutationForm';
import { replaceCachedSso } from '../companySsoCache';

export const DisconnectSsoDocument = graphql(`
  mutation DisconnectSso {
    deleteCompanySso {
      sso {
        ...CompanySso_settings
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** "Disconnect", after a question: members then sign in with their passwords again. */
export function DisconnectSso() {
  const [asking, setAsking] = useState(false);
  const form = useMutationForm(DisconnectSsoDocument, {
    payload: (data) => data.deleteCompanySso,
    update: (cache, result) => replaceCachedSso(cache, result.data?.deleteCompanySso),
  });

  async function disconnect() {
    await form.send();
    // Success removes this whole section with the settings; a refusal shows beside the button.
    setAsking(false);
  }

  return (
    <Stack gap={3} align="flex-start">
      <ErrorAlerts messages={form.errors} />
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Disconnect
      </Button>
      <ConfirmDialog
        open={asking}
        title="Disconnect the identity provider?"
        description="Members sign in with their email and password again, and new people at your domains ask to join. The provider's settings and the domains are removed."
        confirmLabel="Disconnect"
        cancelLabel="Keep it"
        destructive
        confirming={form.loading}
        onConfirm={() => void disconnect()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
