import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { AttachedDocuments } from '../../document';
import { useViewer } from '../../../shared/session/useViewer';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { sendOutcome } from '../../../ui/useMutationForm';
import { ResponseDetails } from './ResponseDetails';
import { RESPONSE_CHANGE_OPTIONS, ResponseFieldsFragment } from './responseFields';
import { responseThreadPath } from './responsesFormat';
import { RespondForm } from './RespondForm';

export const MyResponseWithdrawDocument = graphql(`
  mutation MyResponseWithdraw($requestId: ID!) {
    withdrawMyResponse(requestId: $requestId) {
      withdrawn
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface MyResponseCardProps {
  requestId: string;
  response: FragmentType<typeof ResponseFieldsFragment>;
  /** Edit and withdraw are offered (the request is open, the response not declined). */
  canChange: boolean;
  /** After an edit or a withdrawal: the section reads the workspace again. */
  onChanged: () => void;
}

/** "Your response": its status and text, a link to the conversation, and edit/withdraw while open. */
export function MyResponseCard({ requestId, response: masked, canChange, onChanged }: MyResponseCardProps) {
  const response = getFragmentData(ResponseFieldsFragment, masked);
  const viewer = useViewer();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [withdraw, withdrawing] = useMutation(MyResponseWithdrawDocument, RESPONSE_CHANGE_OPTIONS);

  async function confirmWithdraw() {
    const outcome = await sendOutcome(
      async () => (await withdraw({ variables: { requestId } })).data?.withdrawMyResponse,
      (payload) => payload.withdrawn,
    );
    setConfirming(false);
    if ('ok' in outcome) onChanged();
    else setError(outcome.errors.map((item) => item.message).join(' '));
  }

  if (editing)
    return (
      <RespondForm
        requestId={requestId}
        mode="edit"
        initial={{ message: response.message, timeline: response.timeline, price: response.price?.toString() ?? '' }}
        onCancel={() => setEditing(false)}
        onDone={() => {
          setEditing(false);
          onChanged();
        }}
      />
    );
  return (
    <Stack gap={4} as="article" aria-label="Your response">
      {error ? <ErrorAlert message={error} /> : null}
      <ResponseDetails response={response} />
      {viewer?.permissions.includes('DOCUMENTS') ? (
        <Stack gap={2} as="section" aria-labelledby="my-response-documents">
          <Heading as="h3" size="sm" id="my-response-documents">
            Documents
          </Heading>
          <AttachedDocuments responseId={response.id} emptyText="No documents attached to your response yet." />
        </Stack>
      ) : null}
      <Flex gap={3} wrap="wrap" align="center">
        {response.threadId ? (
          <AppLink to={responseThreadPath(response.threadId, false)}>Open the conversation</AppLink>
        ) : null}
        {canChange ? (
          <>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit response
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Withdraw response
            </Button>
          </>
        ) : null}
      </Flex>
      <ConfirmDialog
        open={confirming}
        title="Withdraw your response?"
        description="The poster will no longer see it. The conversation stays in your inbox, and you may respond again while the request is open."
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        destructive
        confirming={withdrawing.loading}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
