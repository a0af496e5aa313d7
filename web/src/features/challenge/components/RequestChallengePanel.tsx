import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { sendOutcome, type UserError } from '../../../ui/useMutationForm';
import {
  ChallengeEditFieldsFragment,
  CloseChallengeDocument,
  PublishChallengeDocument,
  RequestChallengeDocument,
} from '../challenge.documents';
import { closesText } from '../challengeDates';
import { CHALLENGES_PATH } from '../challengeUrls';
import { ChallengeDialog } from './ChallengeDialog';

export interface RequestChallengePanelProps {
  /** An innovation request the viewer's company posted. */
  requestId: string;
  title: string;
  responseDeadline: string;
}

const STATUS_WORDS = { DRAFT: 'Draft', PUBLISHED: 'Published', CLOSED: 'Closed' } as const;

/**
 * On the poster's innovation request: "Publish as challenge", or its challenge with edit, publish
 * and close. Nothing for anyone else (the query answers null for a request that is not theirs).
 */
export function RequestChallengePanel({ requestId, title, responseDeadline }: RequestChallengePanelProps) {
  const client = useApolloClient();
  const { data } = useQuery(RequestChallengeDocument, { variables: { requestId } });
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<UserError[]>([]);
  const state = data?.requestChallenge;
  if (!state || (!state.canCreate && !state.challenge)) return null;
  const challenge = state.challenge ? getFragmentData(ChallengeEditFieldsFragment, state.challenge) : null;

  async function change(action: 'publish' | 'close', id: string) {
    setBusy(true);
    const outcome = await sendOutcome(async () =>
      action === 'publish'
        ? (await client.mutate({ mutation: PublishChallengeDocument, variables: { id } })).data?.publishChallenge
        : (await client.mutate({ mutation: CloseChallengeDocument, variables: { id } })).data?.closeChallenge,
    );
    setErrors('errors' in outcome ? outcome.errors : []);
    setBusy(false);
  }

  return (
    <Box as="section" aria-label="Challenge" borderWidth="1px" rounded="md" p={4} bg="bg.muted">
      <Stack gap={3}>
        {errors.map((error) => (
          <ErrorAlert key={`${error.field ?? ''}${error.message}`} message={error.message} />
        ))}
        {challenge ? (
          <Flex gap={3} align="center" wrap="wrap" justify="space-between">
            <Stack gap={1} minW={0}>
              <Flex gap={2} align="center" wrap="wrap">
                <Text fontWeight="semibold">Challenge</Text>
                <Badge colorPalette={challenge.open ? 'green' : 'gray'}>{STATUS_WORDS[challenge.status]}</Badge>
              </Flex>
              <Text fontSize="sm" overflowWrap="anywhere">
                {`${challenge.headline} · ${closesText(challenge.deadline, challenge.open)}`}
              </Text>
              {challenge.status === 'PUBLISHED' ? (
                <AppLink to={CHALLENGES_PATH} fontSize="sm">
                  See it on Challenges
                </AppLink>
              ) : null}
            </Stack>
            <Flex gap={2} wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                Edit challenge
              </Button>
              {challenge.status === 'PUBLISHED' ? (
                <Button size="sm" variant="outline" loading={busy} onClick={() => void change('close', challenge.id)}>
                  Close challenge
                </Button>
              ) : (
                <Button size="sm" loading={busy} onClick={() => void change('publish', challenge.id)}>
                  Publish challenge
                </Button>
              )}
            </Flex>
          </Flex>
        ) : (
          <Flex gap={3} align="center" wrap="wrap" justify="space-between">
            <Text fontSize="sm" maxW="prose">
              Publish this request as an open innovation challenge: it is listed on Challenges with its prize or pilot,
              and companies apply by responding here.
            </Text>
            <Button size="sm" onClick={() => setEditing(true)}>
              Publish as challenge
            </Button>
          </Flex>
        )}
      </Stack>
      {editing ? (
        <ChallengeDialog
          requestId={requestId}
          challenge={state.challenge ?? undefined}
          defaults={{ headline: title, deadline: responseDeadline }}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Box>
  );
}
