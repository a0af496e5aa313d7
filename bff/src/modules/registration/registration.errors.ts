import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Registration's refusals (spec §4's steps): the api words those it decides. */
export const registrationErrors = {
  codes: [
    'NOT_BUSINESS_EMAIL',
    'INVALID_VERIFICATION_CODE',
    'COMPANY_DOMAIN_MISMATCH',
    'ERROR_CREATING_ACCOUNT',
    // The account exists, but signing it in needs another step: the client sends them to sign in.
    'SIGN_IN_REQUIRED',
  ],
  userFixable: ['NOT_BUSINESS_EMAIL', 'INVALID_VERIFICATION_CODE', 'COMPANY_DOMAIN_MISMATCH'],
  catalogue: {
    NotBusinessEmail: {
      code: 'NOT_BUSINESS_EMAIL',
      message: 'Please use your business email address.',
      upstreamMessage: true,
    },
    InvalidVerificationCode: {
      code: 'INVALID_VERIFICATION_CODE',
      message: 'The verification code is invalid or has expired.',
      upstreamMessage: true,
    },
    CompanyDomainMismatch: {
      code: 'COMPANY_DOMAIN_MISMATCH',
      message: 'To claim this company, use an email address at its own domain.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
