import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Company single sign-on (docs/company-sso.md): the api words every refusal. */
export const companySsoErrors = {
  codes: ['SSO_DOMAIN_TAKEN', 'SSO_DOMAIN_NOT_VERIFIED', 'SSO_REQUIRED'],
  userFixable: ['SSO_DOMAIN_TAKEN', 'SSO_DOMAIN_NOT_VERIFIED', 'SSO_REQUIRED'],
  catalogue: {
    SsoDomainTaken: {
      code: 'SSO_DOMAIN_TAKEN',
      message: 'This domain is already verified by another company.',
      upstreamMessage: true,
    },
    SsoDomainNotVerified: {
      code: 'SSO_DOMAIN_NOT_VERIFIED',
      message: 'We could not find the TXT record at this domain yet. DNS changes can take a while; try again later.',
      upstreamMessage: true,
    },
    SsoDomainNotClaimed: {
      code: 'NOT_FOUND',
      message: 'This domain is not claimed by your company.',
      upstreamMessage: true,
    },
    SsoNotConfigured: {
      code: 'NOT_FOUND',
      message: 'Your company has not connected an identity provider.',
      upstreamMessage: true,
    },
    SsoIssuerInvalid: {
      code: 'BAD_USER_INPUT',
      message: 'Enter the provider’s issuer URL (https).',
      upstreamMessage: true,
    },
    SsoRequired: {
      code: 'SSO_REQUIRED',
      message:
        'Your company signs you in through its own identity provider: use “Continue with” your company on the sign-in page.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
