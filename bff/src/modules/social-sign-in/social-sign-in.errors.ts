import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Social sign-in (docs/social-sign-in.md): the api words linking's refusals; the bff the flow's own. */
export const socialSignInErrors = {
  codes: [
    'SOCIAL_STATE_INVALID',
    'SOCIAL_RESPONSE_INVALID',
    'SOCIAL_CANCELLED',
    'SOCIAL_PROVIDER_UNAVAILABLE',
    'SOCIAL_EMAIL_UNVERIFIED',
    'SOCIAL_MFA_REQUIRED',
    'SIGN_IN_METHOD_TAKEN',
    'SIGN_IN_METHOD_EXISTS',
    'SIGN_IN_METHOD_LAST',
    'SIGN_IN_METHOD_MANAGED',
    'SSO_NOT_AVAILABLE',
    'SSO_NOT_A_MEMBER',
    'SSO_JOIN_REQUIRED',
    'SSO_EMAIL_OUTSIDE_DOMAINS',
  ],
  userFixable: [
    'SIGN_IN_METHOD_TAKEN',
    'SIGN_IN_METHOD_EXISTS',
    'SIGN_IN_METHOD_LAST',
    'SIGN_IN_METHOD_MANAGED',
    'SOCIAL_EMAIL_UNVERIFIED',
  ],
  catalogue: {
    SignInMethodTaken: {
      code: 'SIGN_IN_METHOD_TAKEN',
      message: 'This account is already linked to another Trialbridge account.',
      upstreamMessage: true,
    },
    SignInMethodExists: {
      code: 'SIGN_IN_METHOD_EXISTS',
      message: 'Another account of this provider is already linked to yours: unlink it first.',
      upstreamMessage: true,
    },
    SignInMethodLast: {
      code: 'SIGN_IN_METHOD_LAST',
      message: 'This is your only way to sign in, so it cannot be unlinked.',
      upstreamMessage: true,
    },
    SocialEmailUnverified: {
      code: 'SOCIAL_EMAIL_UNVERIFIED',
      message: 'Your provider has not verified this email address, so it cannot sign you in.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
