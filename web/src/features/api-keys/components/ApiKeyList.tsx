import { Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { StackedList } from '../../../ui/StackedList';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import { API_KEY_COLUMNS, ApiKeyRow } from './ApiKeyRow';

// The answer lands on the cached key (normalised by id): its row shows Revoked and loses the button.
export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      apiKey {
        id
        status
        revokedAt
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const ApiKeyListFragment = graphql(`
  fragment ApiKeyList_apiKey on ApiKey {
    id
    name
    ...ApiKeyRow_apiKey
  }
`);

export interface ApiKeyListProps {
  apiKeys: ReadonlyArray<FragmentType<typeof ApiKeyListFragment>>;
}

interface Key {
  id: string;
  name: string;
}

/** The company's keys as a table (stacked cards on phones), and their revocation after a confirmation. */
export function ApiKeyList({ apiKeys }: ApiKeyListProps) {
  const rows = apiKeys.map((apiKey) => getFragmentData(ApiKeyListFragment, apiKey));
  const compact = useCompactLayout();
  const [revokeKey, revoking] = useMutation(RevokeApiKeyDocument);
  const [confirming, setConfirming] = useState<Key | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const feedback = useFormFeedback();
  // The revoked key's button goes away with the focus on it: the focus moves to the outcome instead.
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function revoke(key: Key) {
    setConfirming(null);
    setPendingId(key.id);
    const outcome = await feedback.run(
      async () => (await revokeKey({ variables: { id: key.id } })).data?.revokeApiKey,
      {
        accept: (payload) => Boolean(payload.apiKey),
        done: `${key.name} was revoked.`,
      },
    );
    if ('ok' in outcome) statusRef.current?.focus();
    setPendingId(null);
  }

  const row = (key: (typeof rows)[number]) => (
    <ApiKeyRow
      key={key.id}
      apiKey={key}
      compact={compact}
      revoking={pendingId === key.id && revoking.loading}
      onRevoke={() => setConfirming({ id: key.id, name: key.name })}
    />
  );

  return (
    <Stack gap={4}>
      <ErrorAlerts messages={feedback.errors} />
      <FormNotice ref={statusRef} tabIndex={-1} color="fg.success" outline="none" message={feedback.notice} />
      {compact ? (
        <StackedList label="API keys" items={rows} itemKey={(key) => key.id} renderItem={row} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="API keys">
            <Table.Header>
              <Table.Row>
                {API_KEY_COLUMNS.map((column) => (
                  <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>{rows.map(row)}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Revoke ${confirming.name}?` : 'Revoke the key?'}
        description="Every call made with this key will be refused at once. This cannot be undone: the integration needs a new key to work again."
        confirmLabel="Revoke key"
        cancelLabel="Keep key"
        destructive
        onConfirm={() => {
          if (confirming) void revoke(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
