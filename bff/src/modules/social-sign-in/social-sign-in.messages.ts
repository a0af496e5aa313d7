import type { SocialProviderName } from './social-sign-in.api.js';

/** The pool's identity provider names (Cognito's `identity_provider`), by the platform's provider. */
export const POOL_PROVIDER_NAMES: Record<SocialProviderName, string> = {
  GOOGLE: 'Google',
  MICROSOFT: 'Microsoft',
  LINKEDIN: 'LinkedIn',
};

/** `/auth/social/google` and its siblings: the path segment of each provider. */
export const PROVIDER_BY_SEGMENT: Readonly<Record<string, SocialProviderName>> = {
  google: 'GOOGLE',
  microsoft: 'MICROSOFT',
  linkedin: 'LINKEDIN',
};

export type FlowFailure =
  | 'SOCIAL_STATE_INVALID'
  | 'SOCIAL_RESPONSE_INVALID'
  | 'SOCIAL_CANCELLED'
  | 'SOCIAL_PROVIDER_UNAVAILABLE'
  | 'SOCIAL_EMAIL_UNVERIFIED'
  | 'SOCIAL_MFA_REQUIRED'
  | 'SOCIAL_NOT_FOR_ADMINS'
  | 'SSO_NOT_AVAILABLE'
  | 'SSO_NOT_A_MEMBER'
  | 'SSO_JOIN_REQUIRED'
  | 'SSO_EMAIL_OUTSIDE_DOMAINS';

/** What a user reads when a social sign-in fails, in words that say what to do next. */
export function failureMessage(code: FlowFailure, name: string): string {
  switch (code) {
    case 'SOCIAL_STATE_INVALID':
      return `This sign-in with ${name} expired or was already used, so you were not signed in. Start again with “Continue with ${name}”.`;
    case 'SOCIAL_RESPONSE_INVALID':
      return `The answer from ${name} could not be verified, so you were not signed in. Start again with “Continue with ${name}”.`;
    case 'SOCIAL_CANCELLED':
      return `Sign-in with ${name} was cancelled. Try again, or sign in with your email and password.`;
    case 'SOCIAL_PROVIDER_UNAVAILABLE':
      return `${name} sign-in is not reachable right now. Try again in a few minutes, or sign in with your email and password.`;
    case 'SOCIAL_EMAIL_UNVERIFIED':
      return `${name} has not verified your email address, so it cannot sign you in. Verify it with ${name}, or sign in with your email and password.`;
    case 'SOCIAL_MFA_REQUIRED':
      return `Two-step verification is on for this account, and ${name} does not confirm it. Sign in with your email, password and authenticator code.`;
    case 'SOCIAL_NOT_FOR_ADMINS':
      return `Platform administrators sign in with their email, password and authenticator code only.`;
    case 'SSO_NOT_AVAILABLE':
      return 'This email does not sign in through a company identity provider. Sign in with your email and password.';
    case 'SSO_NOT_A_MEMBER':
      return `This email belongs to a Trialbridge account of another company, so ${name} cannot sign it in. Sign in with your email and password.`;
    case 'SSO_JOIN_REQUIRED':
      return `${name} has not set up accounts for new colleagues. Register with this email: a company admin approves your request to join.`;
    case 'SSO_EMAIL_OUTSIDE_DOMAINS':
      return `${name} signed you in with an email address outside the domains it has verified, so you were not signed in.`;
  }
}

/**
 * The same-origin path to return to, or null: one leading `/` (not `//` nor `/\`, which browsers
 * read as another host), no encoded slash in the path, no control characters, and never the
 * sign-in page itself.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const probe = 'https://return-to.invalid';
  let url: URL;
  try {
    url = new URL(value, probe);
  } catch {
    return null;
  }
  if (url.origin !== probe || url.pathname === '/login') return null;
  // Encoded slashes (`/%2F%2Fevil.example`) decode to another host wherever the path is decoded
  // before use (a router, a proxy's normalisation): no page of ours has them in its path.
  if (/%(2f|5c)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `social=1` added to its query: the page then asks for the outcome. */
export function withSocialFlag(path: string): string {
  const url = new URL(path, 'https://return-to.invalid');
  url.searchParams.set('social', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
