import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../__generated__';
import type { FragmentType } from '../../__generated__';
import { useFormFeedback } from '../../ui/useMutationForm';
import { ChallengeFormFragment } from './authChallenge';
import type { ConfirmationMfaLocationState } from './authChallenge';
import { CONFIRMATION_MFA_PATH } from './authUrls';
import { useCompleteSignIn } from './useCompleteSignIn';

/** What a sign-in step (the password, a challenge's answer) answers: the viewer, the next challenge, or refusals. */
export const SignInStepFragment = graphql(`
  fragment SignInStep_payload on SignInPayload {
    viewer {
      needsImpersonationTarget
    }
    challenge {
      ...ChallengeForm_challenge
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export interface SignInStepOptions {
  returnTo: string | null;
  /** Replace the current history entry with the challenge screen (a challenge answered by another). */
  replace?: boolean;
  /** Before the next challenge shows. */
  onChallenge?: () => void;
}

/**
 * Sends a sign-in step and goes where its answer leads: the challenge screen (with the challenge
 * in router state, so a reload shows the same step), or the next page once signed in; refusals
 * stay on the form.
 */
export function useSignInStep({ returnTo, replace = false, onChallenge }: SignInStepOptions) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const feedback = useFormFeedback();
  const [submitting, setSubmitting] = useState(false);

  async function step(send: () => Promise<FragmentType<typeof SignInStepFragment> | null | undefined>) {
    setSubmitting(true);
    const outcome = await feedback.run(async () => getFragmentData(SignInStepFragment, await send()), {
      accept: (payload) => Boolean(payload.challenge || payload.viewer),
    });
    if ('ok' in outcome && outcome.ok.challenge) {
      const state: ConfirmationMfaLocationState = {
        challenge: getFragmentData(ChallengeFormFragment, outcome.ok.challenge),
        returnTo,
      };
      onChallenge?.();
      await navigate(CONFIRMATION_MFA_PATH, { replace, state });
    } else if ('ok' in outcome && outcome.ok.viewer) await completeSignIn(outcome.ok.viewer, returnTo);
    setSubmitting(false);
  }

  return { step, submitting, errors: feedback.errors, setErrors: feedback.setErrors };
}
