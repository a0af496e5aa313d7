import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import type { SocialSignInOutcomeQuery } from '../../__generated__/graphql';
import { messagesOf, sendOutcome } from '../../ui/useMutationForm';
import { hasSocialOutcome, SOCIAL_OUTCOME_PARAM } from './socialSignIn';

export const SocialSignInOutcomeDocument = graphql(`
  query SocialSignInOutcome {
    socialSignIn {
      provider
      status
      email
      firstName
      lastName
      message
      code
    }
  }
`);

export const DismissSocialSignInDocument = graphql(`
  mutation DismissSocialSignIn {
    dismissSocialSignIn {
      success
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** What the bff kept of this browser's last social sign-in that did not end in a session. */
export type SocialSignInOutcome = NonNullable<SocialSignInOutcomeQuery['socialSignIn']>;

export interface SocialSignInState {
  /** The outcome to show, or null (none, not asked for, or still loading). */
  outcome: SocialSignInOutcome | null;
  /** Forgets the outcome here and at the bff; resolves to the messages of a refusal, or null. */
  dismiss: () => Promise<string[] | null>;
  dismissing: boolean;
}

/**
 * The outcome of a social sign-in the bff sent the browser back with (`?social=1`). Asked only
 * then: a plain /login makes no request. A failure to read it shows nothing: the password form
 * and the buttons are still there.
 */
export function useSocialSignIn(): SocialSignInState {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = hasSocialOutcome(searchParams);
  const { data } = useQuery(SocialSignInOutcomeDocument, { skip: !asked });
  const [dismissMutation, { loading }] = useMutation(DismissSocialSignInDocument, {
    // Every reader of the outcome (the page and its form) drops it at once.
    update: (cache, result) => {
      if (result.data?.dismissSocialSignIn.success)
        cache.writeQuery({ query: SocialSignInOutcomeDocument, data: { socialSignIn: null } });
    },
  });

  async function dismiss(): Promise<string[] | null> {
    const outcome = await sendOutcome(
      async () => (await dismissMutation()).data?.dismissSocialSignIn,
      (payload) => payload.success,
    );
    if ('errors' in outcome) return messagesOf(outcome.errors);
    // A reload must not ask again for what was just forgotten.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SOCIAL_OUTCOME_PARAM);
        return next;
      },
      { replace: true },
    );
    return null;
  }

  return { outcome: asked ? (data?.socialSignIn ?? null) : null, dismiss, dismissing: loading };
}
