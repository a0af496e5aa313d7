import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { JoinRequestDecision } from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/LoadStates';
import { fullName } from '../../../shared/user/userLabels';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { JoinRequestRow, JoinRequestRowFragment } from './JoinRequestRow';

// The card loads its own list: only company admins see it, and its loading and errors must not
// hold up or break the rest of the dashboard.
export const JoinRequestsCardQueryDocument = graphql(`
  query JoinRequestsCard {
    joinRequests {
      id
      ...JoinRequestRow_request
    }
  }
`);

export const JoinRequestsCardDecideDocument = graphql(`
  mutation JoinRequestsCardDecide($userId: ID!, $decision: JoinRequestDecision!) {
    decideJoinRequest(userId: $userId, decision: $decision) {
      pending {
        id
        ...JoinRequestRow_request
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface JoinRequestsCardProps {
  companyName: string;
  /** After an approval or a decline (e.g. the members list reads itself again). */
  onDecided?: () => void;
}

const DONE_MESSAGES: Record<JoinRequestDecision, (name: string) => string> = {
  APPROVE: (name) => `${name} has joined and can now sign in.`,
  DECLINE: (name) => `The request from ${name} was declined.`,
};

/** "Requests to join <company>": people waiting for a company admin's approval. */
export function JoinRequestsCard({ companyName, onDecided }: JoinRequestsCardProps) {
  const { data, error, refetch } = useQuery(JoinRequestsCardQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [decide] = useMutation(JoinRequestsCardDecideDocument, {
    // The answer is the list still waiting: it replaces the cached one.
    update: (cache, { data: answer }) => {
      const payload = answer?.decideJoinRequest;
      if (payload && payload.errors.length === 0)
        cache.writeQuery({ query: JoinRequestsCardQueryDocument, data: { joinRequests: payload.pending } });
    },
  });
  const [deciding, setDeciding] = useState<{ userId: string; decision: JoinRequestDecision } | null>(null);
  const feedback = useFormFeedback();

  async function handleDecide(userId: string, name: string, decision: JoinRequestDecision) {
    setDeciding({ userId, decision });
    const outcome = await feedback.run(
      async () => (await decide({ variables: { userId, decision } })).data?.decideJoinRequest,
      { done: DONE_MESSAGES[decision](name) },
    );
    setDeciding(null);
    if ('ok' in outcome) onDecided?.();
  }

  const requests = data?.joinRequests;
  return (
    <SectionCard title={`Requests to join ${companyName}`}>
      <Stack gap={4}>
        <ErrorAlerts messages={feedback.errors} />
        <Box role="status" aria-live="polite" color="fg.muted" _empty={{ display: 'none' }}>
          {feedback.notice}
        </Box>
        {!requests && error ? (
          <LoadError
            error={error}
            title="We couldn't load the requests."
            size="sm"
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : !requests ? (
          <Stack gap={3} aria-busy="true" aria-label="Loading requests">
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : requests.length === 0 ? (
          <Text color="fg.muted">No one is waiting to join.</Text>
        ) : (
          <Box as="ul" listStyleType="none">
            {requests.map((request) => {
              const { user } = getFragmentData(JoinRequestRowFragment, request);
              return (
                <JoinRequestRow
                  key={request.id}
                  request={request}
                  deciding={deciding?.userId === user.id ? deciding.decision : null}
                  disabled={deciding !== null}
                  onDecide={(decision) => void handleDecide(user.id, fullName(user), decision)}
                />
              );
            })}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
