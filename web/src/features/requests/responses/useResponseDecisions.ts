import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { UserError } from '../../../ui/useMutationForm';
import { changeRefusals, RESPONSE_CHANGE_OPTIONS, type MaskedChange } from './responseFields';

export const ResponseGridShortlistDocument = graphql(`
  mutation ResponseGridShortlist($requestId: ID!, $responseId: ID!) {
    shortlistResponse(requestId: $requestId, responseId: $responseId) {
      ...ResponseChange_payload
    }
  }
`);

export const ResponseGridUnshortlistDocument = graphql(`
  mutation ResponseGridUnshortlist($requestId: ID!, $responseId: ID!) {
    unshortlistResponse(requestId: $requestId, responseId: $responseId) {
      ...ResponseChange_payload
    }
  }
`);

export const ResponseGridRateDocument = graphql(`
  mutation ResponseGridRate($requestId: ID!, $responseId: ID!, $rating: Int) {
    rateResponse(requestId: $requestId, responseId: $responseId, rating: $rating) {
      ...ResponseChange_payload
    }
  }
`);

export const ResponseGridDeclineDocument = graphql(`
  mutation ResponseGridDecline($input: DeclineResponseInput!) {
    declineResponse(input: $input) {
      ...ResponseChange_payload
    }
  }
`);

export const ResponseGridAwardDocument = graphql(`
  mutation ResponseGridAward($requestId: ID!, $responseId: ID!) {
    awardResponse(requestId: $requestId, responseId: $responseId) {
      ...ResponseChange_payload
    }
  }
`);

/**
 * The poster's decisions on the grid's responses. Each answers its refusals (shown above the grid,
 * or in the decline dialog at its field); a decline or an award changes the request, the counts and
 * other rows, so those are read again (RESPONSE_CHANGE_OPTIONS).
 */
export function useResponseDecisions(requestId: string) {
  const [shortlist] = useMutation(ResponseGridShortlistDocument);
  const [unshortlist] = useMutation(ResponseGridUnshortlistDocument);
  // A rating moves the row when the grid is sorted by rating: the grid is read again.
  const [rate] = useMutation(ResponseGridRateDocument, { refetchQueries: ['ResponseGrid'] });
  const [decline, declining] = useMutation(ResponseGridDeclineDocument, RESPONSE_CHANGE_OPTIONS);
  const [award, awarding] = useMutation(ResponseGridAwardDocument, RESPONSE_CHANGE_OPTIONS);
  const [errors, setErrors] = useState<UserError[]>([]);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function run(responseId: string, change: () => Promise<MaskedChange>): Promise<UserError[]> {
    setPendingId(responseId);
    setErrors([]);
    const refused = await changeRefusals(change);
    setPendingId(null);
    return refused;
  }
  const show = async (found: Promise<UserError[]>) => setErrors(await found);
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
