import { Button, Flex, Stack } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import type { RequestStatus } from '../../../__generated__/graphql';
import { useModals } from '../../../shared/modals/modalContext';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { hasUserErrorCode, sendOutcome } from '../../../ui/useMutationForm';
import type { UserError } from '../../../ui/useMutationForm';
import {
  CloseRequestDocument,
  DeleteRequestDocument,
  evictRequestLists,
  PublishRequestDocument,
  RequestChangeFragment,
} from '../requestMutations';
import { editRequestPath, REQUESTS_PATH } from '../requestsUrls';

export interface RequestActionsProps {
  id: string;
  status: RequestStatus;
  version: number;
}

type Action = 'publish' | 'close' | 'delete';

const CONFIRM: Record<'close' | 'delete', { title: string; description: string; label: string }> = {
  close: {
    title: 'Close this request?',
    description: 'It will take no more responses or questions. Responses already sent stay.',
    label: 'Close request',
  },
  delete: { title: 'Delete this draft?', description: 'The draft is removed for good.', label: 'Delete draft' },
};

/** The poster's company's actions: edit, publish (drafts), close (open), delete (drafts). */
export function RequestActions({ id, status, version }: RequestActionsProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const modals = useModals();
  const [confirming, setConfirming] = useState<'close' | 'delete' | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [errors, setErrors] = useState<UserError[]>([]);

  async function run(action: Action) {
    setBusy(action);
    setErrors([]);
    const variables = { id, version };
    const update = evictRequestLists;
    const outcome =
      action === 'delete'
        ? await sendOutcome(
            async () =>
              (await client.mutate({ mutation: DeleteRequestDocument, variables: { id }, update })).data?.deleteRequest,
          )
        : await sendOutcome(async () => {
            const change =
              action === 'publish'
                ? (await client.mutate({ mutation: PublishRequestDocument, variables, update })).data?.publishRequest
                : (await client.mutate({ mutation: CloseRequestDocument, variables, update })).data?.closeRequest;
            return getFragmentData(RequestChangeFragment, change);
          });
    if ('ok' in outcome && 'deletedId' in outcome.ok && outcome.ok.deletedId)
      void navigate(`${REQUESTS_PATH}?scope=my`);
    const found = 'errors' in outcome ? outcome.errors : [];
    setBusy(null);
    setConfirming(null);
    setErrors(found);
    if (hasUserErrorCode(found, 'EXPLORER_LIMIT')) modals.open('explorerFeatures', {});
    else if (hasUserErrorCode(found, 'PLAN_REQUIRED')) modals.open('subscriptionRequired', { situation: 'free-trial' });
  }

  const fieldErrors = errors.some((error) => error.field);
  return (
    <Stack gap={3}>
      {errors.map((error) => (
        <ErrorAlert key={`${error.field ?? ''}${error.message}`} message={error.message} />
      ))}
      {fieldErrors ? (
        <Button asChild alignSelf="flex-start" size="sm" variant="outline">
          <RouterLink to={editRequestPath(id)}>Complete the request</RouterLink>
        </Button>
      ) : null}
      <Flex gap={3} wrap="wrap">
        <Button asChild variant="outline">
          <RouterLink to={editRequestPath(id)}>Edit</RouterLink>
        </Button>
        {status === 'DRAFT' ? (
          <>
            <Button loading={busy === 'publish'} onClick={() => void run('publish')}>
              Publish
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming('delete')}>
              Delete draft
            </Button>
          </>
        ) : null}
        {status === 'OPEN' ? (
          <Button variant="outline" onClick={() => setConfirming('close')}>
            Close request
          </Button>
        ) : null}
      </Flex>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRM[confirming].title : ''}
        description={confirming ? CONFIRM[confirming].description : ''}
        confirmLabel={confirming ? CONFIRM[confirming].label : ''}
        cancelLabel="Cancel"
        destructive={confirming === 'delete'}
        confirming={busy !== null}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
