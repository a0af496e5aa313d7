import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { StartCardSetupInput } from '../../__generated__/graphql';
import { leaveAppFor } from '../../shared/leaveApp';
import { messagesOf, sendOutcome } from '../../ui/useMutationForm';

export const CardSetupStartDocument = graphql(`
  mutation CardSetupStart($input: StartCardSetupInput!) {
    startCardSetup(input: $input) {
      url
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * Opens the card page (spec §7's cards-management URL), which returns to `input.returnPath`.
 * Answers the messages to show when it could not; none while the browser is leaving.
 */
export function useCardSetup() {
  const [start] = useMutation(CardSetupStartDocument);
  return useCallback(
    async (input: StartCardSetupInput): Promise<string[]> => {
      const outcome = await sendOutcome(
        async () => (await start({ variables: { input } })).data?.startCardSetup,
        (payload) => Boolean(payload.url && leaveAppFor(payload.url)),
      );
      return 'errors' in outcome ? messagesOf(outcome.errors) : [];
    },
    [start],
  );
}
