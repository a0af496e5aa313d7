import type { ErrorCode } from './error.codes.js';
import { catalogueEntry } from './error.catalogue.js';

/** The sign-in service's own messages (spec §8), exact. */
export const SIGN_IN_MESSAGES = {
  authenticationError: 'Authentication Error',
  emailEmpty: 'Email cannot be empty',
  phoneEmpty: 'Phone number cannot be empty',
  usernameEmpty: 'Username cannot be empty',
  passwordEmpty: 'Password cannot be empty',
  codeEmpty: 'Confirmation code cannot be empty',
  errorCreatingAccount: 'Error creating account',
  noValidMfa: 'No valid MFA method provided',
  invalidMfaType: 'Invalid MFA type',
  challengeEmpty: 'Challenge response cannot be empty',
  networkError: 'Network Error',
  deviceTracking: 'Device tracking has not been configured in this User Pool',
} as const;

/**
 * The identity service refused a new password without saying which rule it breaks (our own check
 * against the api's password policy names them; this is the fallback).
 */
export const PASSWORD_POLICY_MESSAGE = 'The password does not meet the password rules.';

/** A failure of the identity service, normalised from the SDK's exceptions. */
export interface IdentityFailure {
  /** The exception name (`NotAuthorizedException`, ...), or `NetworkError` when unreachable. */
  name: string;
  message: string;
}

export interface MappedIdentityError {
  code: ErrorCode;
  message: string;
  upstreamCode: string;
}

/**
 * What the identity call was doing: a wrong password on sign-in and a weak new password on a
 * password change are both `InvalidPasswordException` in the emulator.
 */
export type IdentityOperation = 'signIn' | 'password' | 'other';

const CREDENTIALS = catalogueEntry(110).message;
const ATTEMPT_LIMIT = catalogueEntry(115).message;
const DISABLED = catalogueEntry(112).message;

/** Maps an identity failure to the code and message the client sees. */
export function mapIdentityError(failure: IdentityFailure, operation: IdentityOperation): MappedIdentityError {
  const at = (code: ErrorCode, message: string): MappedIdentityError => ({ code, message, upstreamCode: failure.name });
  switch (failure.name) {
    case 'NetworkError':
      return at('UPSTREAM_UNAVAILABLE', SIGN_IN_MESSAGES.networkError);
    case 'NotAuthorizedException':
      // Cognito words a disabled account as a NotAuthorizedException.
      if (failure.message === DISABLED) return at('USER_INACTIVE', DISABLED);
      return at('INCORRECT_CREDENTIALS', CREDENTIALS);
    case 'UserNotFoundException':
      return at('INCORRECT_CREDENTIALS', CREDENTIALS);
    case 'InvalidPasswordException':
      // On sign-in the emulator means a wrong password; elsewhere Cognito means a weak new one
      // ("does not conform to policy"), while the emulator means a wrong current one.
      return operation !== 'signIn' && /conform|policy|long enough/i.test(failure.message)
        ? at('INVALID_PASSWORD', PASSWORD_POLICY_MESSAGE)
        : at('INCORRECT_CREDENTIALS', CREDENTIALS);
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return at('ATTEMPT_LIMIT_EXCEEDED', ATTEMPT_LIMIT);
    case 'PasswordResetRequiredException':
      return at('PASSWORD_RESET_REQUIRED', 'Your password must be reset. Use "Forgot password" to choose a new one.');
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return at('CODE_MISMATCH', 'The code is not correct. Please check it and try again.');
    case 'ExpiredCodeException':
      return at('EXPIRED_CODE', 'The code has expired. Please request a new one.');
    case 'UserNotConfirmedException':
      return at('USER_NOT_CONFIRMED', 'Please confirm your email address before signing in.');
    case 'UsernameExistsException':
      return at('USERNAME_EXISTS', catalogueEntry('UsernameExistsException').message);
    default:
      if (/device tracking/i.test(failure.message)) return at('AUTHENTICATION_ERROR', SIGN_IN_MESSAGES.deviceTracking);
      return at('AUTHENTICATION_ERROR', SIGN_IN_MESSAGES.authenticationError);
  }
}
