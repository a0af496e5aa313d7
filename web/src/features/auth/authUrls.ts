export const CONFIRMATION_MFA_PATH = '/confirmation-mfa';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** Reads the login notice from untyped router state. */
export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice ? state.notice : null;
}
