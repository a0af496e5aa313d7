import { ApiError } from '../../errors.js';

/** Registration's refusals, with the codes and messages of spec §8's catalogue. */
export const REGISTRATION_MESSAGES = {
  usernameExists: 'User with such email exists.',
  notBusinessEmail: 'Please use your business email address.',
  invalidVerificationCode: 'The verification code is incorrect or has expired.',
} as const;

export const usernameExists = (): ApiError =>
  new ApiError(409, 'UsernameExistsException', REGISTRATION_MESSAGES.usernameExists);
export const notBusinessEmail = (): ApiError =>
  new ApiError(400, 'NotBusinessEmail', REGISTRATION_MESSAGES.notBusinessEmail);
export const invalidVerificationCode = (): ApiError =>
  new ApiError(400, 'InvalidVerificationCode', REGISTRATION_MESSAGES.invalidVerificationCode);
