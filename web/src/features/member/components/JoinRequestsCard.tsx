import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { JoinRequestDecision } from '../../../__generated__/graphql';
import { errorMessages } from '../../../shared/errorMessages';
import { LoadError } from '../../../shared/ui/LoadStates';
import { fullName } from '../../../shared/user/userLabels';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
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
        code
        field
        message
      }
    }
  }
`);

export interface JoinRequestsCardProps {
  companyName: string;
}

const DONE_MESSAGES: Record<JoinRequestDecision, (name: string) => string> = {
  APPROVE: (name) => `${name} has joined and can now sign in.`,
  DECLINE: (name) => `The request from ${name} was declined.`,
};

/** "Requests to join <company>": people waiting for a company admin's approval. */
export function JoinRequestsCard({ companyName }: JoinRequestsCardProps) {
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
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  async function handleDecide(userId: string, name: string, decision: JoinRequestDecision) {
    setDeciding({ userId, decision });
    setErrors([]);
    setDone(null);
    try {
      const { data: answer } = await decide({ variables: { userId, decision } });
      const payloadErrors = answer?.decideJoinRequest.errors ?? [];
      if (payloadErrors.length > 0) setErrors(payloadErrors.map((item) => item.message));
      else setDone(DONE_MESSAGES[decision](name));
    } catch (caught) {
      setErrors(errorMessages(caught));
    } finally {
      setDeciding(null);
    }
  }

  const requests = data?.joinRequests;
  return (
    <SectionCard title={`Requests to join ${companyName}`}>
      <Stack gap={4}>
        {errors.map((message) => (
          <ErrorAlert key={message} message={message} />
        ))}
        <Box role="status" aria-live="polite" color="fg.muted" _empty={{ display: 'none' }}>
          {done}
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
