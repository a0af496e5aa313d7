import type { ErrorCode } from '../../errors/error.codes.js';
import { PASSWORD_POLICY_MESSAGE, SIGN_IN_MESSAGES, type MappedIdentityError } from '../../errors/identity.errors.js';

/** An expected, user-fixable failure returned in a payload's `errors`. */
export interface UserErrorDto {
  code: ErrorCode;
  field: string | null;
  message: string;
}

export const userError = (code: ErrorCode, message: string, field: string | null = null): UserErrorDto => ({ code, field, message });

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
 * The password policy of the user pool, checked here too because the emulator enforces none:
 * 8+ characters with an uppercase letter, a lowercase letter, a digit and a symbol.
 */
export function passwordPolicy(value: string, field = 'newPassword'): UserErrorDto[] {
  const ok = value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
  return ok ? [] : [userError('INVALID_PASSWORD', PASSWORD_POLICY_MESSAGE, field)];
}

/** A new password: present, then strong enough. */
export const newPassword = (value: string, field = 'newPassword'): UserErrorDto[] => {
  const missing = required.password(value, field);
  return missing.length > 0 ? missing : passwordPolicy(value, field);
};

/** `a***@d***`: where a code went, without disclosing the address (Cognito's own style). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
