import { describe, expect, it } from 'vitest';
import { mapIdentityError, PASSWORD_POLICY_MESSAGE, type IdentityOperation } from './identity.errors.js';

const CREDENTIALS = 'Incorrect username or password.';

// [exception name, exception message, operation, expected code, expected message]
const table: [string, string, IdentityOperation, string, string][] = [
  ['NotAuthorizedException', 'Incorrect username or password.', 'signIn', 'INCORRECT_CREDENTIALS', CREDENTIALS],
  ['NotAuthorizedException', 'User is disabled.', 'signIn', 'USER_INACTIVE', 'User is disabled.'],
  ['InvalidPasswordException', 'Invalid password', 'signIn', 'INCORRECT_CREDENTIALS', CREDENTIALS],
  [
    'InvalidPasswordException',
    'Password does not conform to policy: Password not long enough',
    'password',
    'INVALID_PASSWORD',
    PASSWORD_POLICY_MESSAGE,
  ],
  ['InvalidPasswordException', 'Invalid password', 'password', 'INCORRECT_CREDENTIALS', CREDENTIALS],
  ['UserNotFoundException', 'User does not exist.', 'signIn', 'INCORRECT_CREDENTIALS', CREDENTIALS],
  [
    'LimitExceededException',
    'Attempt limit exceeded',
    'other',
    'ATTEMPT_LIMIT_EXCEEDED',
    'Attempt limit exceeded, please try again after 60 minutes.',
  ],
  [
    'TooManyFailedAttemptsException',
    '',
    'signIn',
    'ATTEMPT_LIMIT_EXCEEDED',
    'Attempt limit exceeded, please try again after 60 minutes.',
  ],
  [
    'PasswordResetRequiredException',
    'Password reset required',
    'signIn',
    'PASSWORD_RESET_REQUIRED',
    'Your password must be reset. Use "Forgot password" to choose a new one.',
  ],
  [
    'CodeMismatchException',
    'Incorrect confirmation code',
    'other',
    'CODE_MISMATCH',
    'The code is not correct. Please check it and try again.',
  ],
  [
    'EnableSoftwareTokenMFAException',
    'Code mismatch',
    'other',
    'CODE_MISMATCH',
    'The code is not correct. Please check it and try again.',
  ],
  ['ExpiredCodeException', 'expired', 'other', 'EXPIRED_CODE', 'The code has expired. Please request a new one.'],
  [
    'UserNotConfirmedException',
    'User is not confirmed.',
    'signIn',
    'USER_NOT_CONFIRMED',
    'Please confirm your email address before signing in.',
  ],
  ['UsernameExistsException', 'User already exists', 'other', 'USERNAME_EXISTS', 'User with such email exists.'],
  ['NetworkError', 'connect ECONNREFUSED', 'signIn', 'UPSTREAM_UNAVAILABLE', 'Network Error'],
  [
    'InvalidParameterException',
    'Device tracking is off',
    'other',
    'AUTHENTICATION_ERROR',
    'Device tracking has not been configured in this User Pool',
  ],
  ['InternalErrorException', 'stack at x.js:1', 'signIn', 'AUTHENTICATION_ERROR', 'Authentication Error'],
];

describe('mapIdentityError', () => {
  it.each(table)(
    'maps %s (%s) on %s to %s when the identity service raises it',
    (name, message, operation, code, expected) => {
      expect(mapIdentityError({ name, message }, operation)).toEqual({ code, message: expected, upstreamCode: name });
    },
  );
});
