import { SIGN_IN_MESSAGES, type MappedIdentityError } from '../../errors/identity.errors.js';
import { userError, type UserErrorDto } from '../../errors/user.errors.js';
import { policyMessage, type PasswordPolicy } from './auth.policy.js';

export { userError, type UserErrorDto };

export const fromIdentity = (mapped: MappedIdentityError, field: string | null = null): UserErrorDto =>
  userError(mapped.code, mapped.message, field);

const blank = (value: string): boolean => value.trim() === '';

/** Checks made before any identity call, with the sign-in service's own messages (spec §5, §8). */
export const required = {
  username: (value: string, field = 'email'): UserErrorDto[] =>
    blank(value) ? [userError('BAD_USER_INPUT', SIGN_IN_MESSAGES.usernameEmpty, field)] : [],
  password: (value: string, field = 'password'): UserErrorDto[] =>
    value === '' ? [userError('BAD_USER_INPUT', SIGN_IN_MESSAGES.passwordEmpty, field)] : [],
  code: (value: string, field = 'code'): UserErrorDto[] =>
    blank(value) ? [userError('BAD_USER_INPUT', SIGN_IN_MESSAGES.codeEmpty, field)] : [],
  challengeResponse: (value: string, field = 'answer'): UserErrorDto[] =>
    blank(value) ? [userError('BAD_USER_INPUT', SIGN_IN_MESSAGES.challengeEmpty, field)] : [],
};

/**
 * A new password: present, then meeting the api's password policy (the one definition of the
 * rules; the emulator enforces none, and real Cognito would not say which rule failed).
 */
export async function newPassword(
  policy: PasswordPolicy,
  value: string,
  field = 'newPassword',
): Promise<UserErrorDto[]> {
  const missing = required.password(value, field);
  if (missing.length > 0) return missing;
  const unmet = await policy.unmet(value);
  return unmet.length === 0 ? [] : [userError('INVALID_PASSWORD', policyMessage(unmet), field)];
}

/** `a***@d***`: where a code went, without disclosing the address (Cognito's own style). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
