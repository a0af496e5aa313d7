import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { mutationOutcome } from './mutationOutcome';
import type { UserErrorLike } from './responsesFormat';

export const ResponseGridShortlistDocument = graphql(`
  mutation ResponseGridShortlist($requestId: ID!, $responseId: ID!) {
    shortlistResponse(requestId: $requestId, responseId: $responseId) {
      response {
        id
        status
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const ResponseGridUnshortlistDocument = graphql(`
  mutation ResponseGridUnshortlist($requestId: ID!, $responseId: ID!) {
    unshortlistResponse(requestId: $requestId, responseId: $responseId) {
      response {
        id
        status
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const ResponseGridRateDocument = graphql(`
  mutation ResponseGridRate($requestId: ID!, $responseId: ID!, $rating: Int) {
    rateResponse(requestId: $requestId, responseId: $responseId, rating: $rating) {
      response {
        id
        posterRating
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const ResponseGridDeclineDocument = graphql(`
  mutation ResponseGridDecline($input: DeclineResponseInput!) {
    declineResponse(input: $input) {
      response {
        id
        status
        declineReason
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const ResponseGridAwardDocument = graphql(`
  mutation ResponseGridAward($requestId: ID!, $responseId: ID!) {
    awardResponse(requestId: $requestId, responseId: $responseId) {
      response {
        id
        status
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

type Payload = { errors: readonly UserErrorLike[]; response?: { id: string } | null } | undefined;

/**
 * The poster's decisions on the grid's responses. Each answers its refusals (shown above the grid,
 * or in the decline dialog at its field); an award changes every row, so the grid is read again.
 */
export function useResponseDecisions(requestId: string) {
  const refetchQueries = ['ResponseGrid', 'RequestResponsesSection'];
  const [shortlist] = useMutation(ResponseGridShortlistDocument);
  const [unshortlist] = useMutation(ResponseGridUnshortlistDocument);
  const [rate] = useMutation(ResponseGridRateDocument);
  const [decline, declining] = useMutation(ResponseGridDeclineDocument, { refetchQueries });
  const [award, awarding] = useMutation(ResponseGridAwardDocument, { refetchQueries });
  const [errors, setErrors] = useState<UserErrorLike[]>([]);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function run(responseId: string, change: () => Promise<Payload>): Promise<UserErrorLike[]> {
    setPendingId(responseId);
    setErrors([]);
    const outcome = await mutationOutcome(async () => {
      const payload = await change();
      return payload && { errors: payload.errors, value: payload.response };
    });
    setPendingId(null);
    return 'errors' in outcome ? outcome.errors : [];
  }
  const show = async (found: Promise<UserErrorLike[]>) => setErrors(await found);
  const ids = (responseId: string) => ({ requestId, responseId });

  return {
    errors,
    pendingId,
    declining: declining.loading,
    awarding: awarding.loading,
    toggleShortlist: (responseId: string, on: boolean) =>
      show(
        run(responseId, async () =>
          on
            ? (await shortlist({ variables: ids(responseId) })).data?.shortlistResponse
            : (await unshortlist({ variables: ids(responseId) })).data?.unshortlistResponse,
        ),
      ),
    rate: (responseId: string, rating: number | null) =>
      show(run(responseId, async () => (await rate({ variables: { ...ids(responseId), rating } })).data?.rateResponse)),
    /** Refusals come back for the dialog to show at its field. */
    decline: (responseId: string, reason: string) =>
      run(
        responseId,
        async () => (await decline({ variables: { input: { ...ids(responseId), reason } } })).data?.declineResponse,
      ),
    award: (responseId: string) =>
      show(run(responseId, async () => (await award({ variables: ids(responseId) })).data?.awardResponse)),
  };
}

export type ResponseDecisions = ReturnType<typeof useResponseDecisions>;
