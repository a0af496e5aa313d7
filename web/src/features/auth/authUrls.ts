import type { AuthChallengeState } from './authChallenge';

export const LOGIN_PATH = '/login';
export const CONFIRMATION_MFA_PATH = '/confirmation-mfa';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** `/login`, optionally carrying the path to return to after sign-in. */
export function loginPath(returnTo?: string | null): string {
  if (!returnTo) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Router state of `/login`: a message explaining why the session ended (never persisted). */
export interface LoginLocationState {
  notice?: string;
}

/** Router state of `/confirmation-mfa`: the pending challenge and where to go afterwards. */
export interface ConfirmationMfaLocationState {
  challenge: AuthChallengeState;
  returnTo: string | null;
}

/** Reads the login notice from untyped router state. */
export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice ? state.notice : null;
}
