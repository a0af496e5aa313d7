import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Sign-in's own code (the identity service's failures are the platform's, errors/identity.errors.ts). */
export const authErrors = {
  // A challenge (MFA, new password) that outlived its sign-in: the client starts over. Past the
  // account's failure ceiling, a password without a second factor (identity/lockout.signin.ts).
  codes: ['CHALLENGE_EXPIRED', 'ACCOUNT_PROTECTED'],
} as const satisfies ErrorDeclarations;
