import { ApiError } from '../../errors.js';
import type { SocialProvider } from '../user/index.js';

const LABELS: Record<SocialProvider, string> = { GOOGLE: 'Google', MICROSOFT: 'Microsoft', LINKEDIN: 'LinkedIn' };
export const providerLabel = (provider: SocialProvider): string => LABELS[provider];

/** The refusals of linking and unlinking, in the user's words (the bff passes them on). */
export const notFederated = (): ApiError =>
  new ApiError(400, 'NotFederatedIdentity', 'This sign-in did not come from Google, Microsoft or LinkedIn.');
export const unknownProvider = (): ApiError =>
  new ApiError(400, 'UnknownIdentityProvider', 'This identity provider cannot be linked to a Trialbridge account.');
export const emailUnverified = (provider: SocialProvider): ApiError =>
  new ApiError(
    400,
    'SocialEmailUnverified',
    `${providerLabel(provider)} has not verified this email address, so it cannot sign you in. Verify it with ${providerLabel(provider)}, or sign in with your password.`,
  );
export const identityTaken = (provider: SocialProvider): ApiError =>
  new ApiError(
    409,
    'SignInMethodTaken',
    `This ${providerLabel(provider)} account is already linked to another Trialbridge account.`,
  );
export const providerTaken = (provider: SocialProvider): ApiError =>
  new ApiError(
    409,
    'SignInMethodExists',
    `Another ${providerLabel(provider)} account is already linked to yours: unlink it first.`,
  );
export const lastWayIn = (): ApiError =>
  new ApiError(409, 'SignInMethodLast', 'This is your only way to sign in, so it cannot be unlinked.');
