// Answers for the social sign-in outcome (`socialSignIn`) and its dismissal, for the tests of the
// pages that show it (/login, /register, My account › Security).
import type { MockLink } from '@apollo/client/testing';
import type { SocialProvider, SocialSignInStatus } from '../../../__generated__/graphql';
import { DismissSocialSignInDocument, SocialSignInOutcomeDocument } from '../useSocialSignIn';

export interface TestSocialSignIn {
  provider: SocialProvider;
  status: SocialSignInStatus;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  message?: string | null;
  code?: string | null;
}

/** `socialSignIn` answering `outcome` (null: none kept); `asked()` says whether it was requested. */
export function socialSignInMock(outcome: TestSocialSignIn | null) {
  let asked = false;
  const mock: MockLink.MockedResponse = {
    request: { query: SocialSignInOutcomeDocument },
    result: () => {
      asked = true;
      const socialSignIn = outcome && {
        __typename: 'SocialSignIn' as const,
        email: null,
        firstName: null,
        lastName: null,
        message: null,
        code: null,
        ...outcome,
      };
      return { data: { socialSignIn } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, asked: () => asked };
}

/** `dismissSocialSignIn` succeeding; `called()` says whether it was sent. */
export function dismissSocialSignInMock() {
  let called = false;
  const mock: MockLink.MockedResponse = {
    request: { query: DismissSocialSignInDocument },
    result: () => {
      called = true;
      return { data: { dismissSocialSignIn: { __typename: 'SuccessPayload' as const, success: true, errors: [] } } };
    },
  };
  return { mock, called: () => called };
}

/** A FAILED outcome as the bff words it. */
export const failedOutcome: TestSocialSignIn = {
  provider: 'GOOGLE',
  status: 'FAILED',
  message: 'The sign-in with Google expired or was tampered with. Please try again.',
  code: 'SOCIAL_STATE_INVALID',
};
