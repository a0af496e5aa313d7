/** What the session cookies carry (encrypted): never sent to browser JavaScript. */
export interface SessionData {
  /**
   * The server-side session's secret (the api keeps its hash): sent as X-Session-Id with every
   * call, so a revoked or expired session is refused however old the cookie copy.
   */
  sessionId: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** When the tokens were obtained (ms since epoch, from the injected clock). */
  issuedAt: number;
  rememberMe: boolean;
  /** The email the session signed in with (the admin's own while impersonating). */
  email: string;
  /** The api user id of the signed-in person; null for admins (they act through a target). */
  userId: number | null;
  /** Member of the admin group (from the ID token's `cognito:groups`). */
  isAdmin: boolean;
  /** The user an admin acts as, or null. */
  impersonatedUserId: number | null;
  /**
   * The acting user's company role when last read from the api (null: not read since sign-in or
   * since impersonation changed). The permission check decides with it, without a call: the api
   * enforces the same roles itself, deactivation ends the session, and every read of the acting
   * user refreshes it.
   */
  actingRole: ActingRole | null;
}

export type ActingRole = 'MEMBER' | 'COMPANY_ADMIN';

/** A sign-in step in progress (kept in the `tb_challenge` cookie, 5 minutes). */
export interface PendingChallenge {
  /** The identity service's challenge name (SOFTWARE_TOKEN_MFA, ...). */
  name: string;
  /** The identity service's opaque session for the next answer. */
  session: string;
  /** The identity service's username for the answers (may differ from the email typed). */
  username: string;
  /** The email typed at sign-in (lockout bookkeeping, authenticator label). */
  email: string;
  rememberMe: boolean;
  /** ms since epoch after which the challenge is refused. */
  expiresAt: number;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isIdOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0);

/** Shape check of decrypted cookie contents (guards against old cookie layouts). */
export function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isString(v.sessionId) &&
    isString(v.idToken) &&
    isString(v.accessToken) &&
    isString(v.refreshToken) &&
    typeof v.issuedAt === 'number' &&
    typeof v.rememberMe === 'boolean' &&
    isString(v.email) &&
    isIdOrNull(v.userId) &&
    typeof v.isAdmin === 'boolean' &&
    isIdOrNull(v.impersonatedUserId) &&
    (v.actingRole === null || v.actingRole === 'MEMBER' || v.actingRole === 'COMPANY_ADMIN')
  );
}

export function isPendingChallenge(value: unknown): value is PendingChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isString(v.name) &&
    isString(v.session) &&
    isString(v.username) &&
    isString(v.email) &&
    typeof v.rememberMe === 'boolean' &&
    typeof v.expiresAt === 'number'
  );
}
