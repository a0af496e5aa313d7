import { validation } from '../errors.js';
import type { VerifiedToken } from './token-verifier.js';

export const IMPERSONATION_HEADER = 'x-impersonated-user-id';

/**
 * The acting user's row. Core code needs only its id and company; the module that identifies
 * callers (user) merges its full row type into this interface, so routes read every column.
 */
export interface CallerUser {
  id: number;
  companyId: number | null;
}

/** Who is calling: the verified token, and the user the request acts as. */
export interface Caller {
  token: VerifiedToken;
  /** Member of the admin group (COGNITO_ADMIN_GROUP). */
  isAdmin: boolean;
  /** The acting user: the token's own user, or the impersonation target. Null for admins acting as themselves. */
  user: CallerUser | null;
  /** Whether the acting user's company is active (true when there is no company). */
  companyActive: boolean;
  impersonating: boolean;
  /** Set when the call is made with a company's partner API key (docs/api-keys.md): its id and scope. */
  apiKey: { id: string; scope: 'READ_ONLY' | 'READ_WRITE' } | null;
}

/** A user with their company's active flag, read in one query (it runs on every request). */
export interface ActingUser {
  user: CallerUser;
  companyActive: boolean;
}

export function parseImpersonationTarget(raw: string | string[] | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value.trim())) {
    throw validation('X-Impersonated-User-Id', 'X-Impersonated-User-Id must be a user id');
  }
  return Number(value.trim());
}
