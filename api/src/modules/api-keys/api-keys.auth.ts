import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/caller.js';
import type { Authenticator } from '../../auth/module-auth.js';
import { ApiError, forbidden } from '../../errors.js';
import type { ApiInstance, AuthMode } from '../../http/types.js';
import { preparedQuery } from '../../db/prepared.js';
import { companies } from '../company/index.js';
import { assertCanAct, type UserRow, users } from '../user/index.js';
import { type ApiKeyRow, apiKeys } from './api-keys.table.js';

/** Every key starts with this, so a bearer value is told from a JWT without parsing it. */
export const API_KEY_PREFIX = 'tbk_';

export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid: it was revoked, it expired, or it was never issued.',
  ownerUnusable: "This API key's owner can no longer use it. Ask a company admin for a new key.",
  readOnly: 'This API key is read-only: it cannot change anything.',
} as const;

export const apiKeyInvalid = (): ApiError => new ApiError(401, 'ApiKeyInvalid', API_KEY_MESSAGES.invalid);
export const apiKeyOwnerUnusable = (): ApiError =>
  new ApiError(401, 'ApiKeyOwnerUnusable', API_KEY_MESSAGES.ownerUnusable);
export const apiKeyReadOnly = (): ApiError => new ApiError(403, 'ApiKeyReadOnly', API_KEY_MESSAGES.readOnly);

export const isApiKey = (bearer: string): boolean => bearer.startsWith(API_KEY_PREFIX);

/**
 * The stored form of a key: SHA-256 (hex) of the whole key. A slow password hash is not needed:
 * a key is 240 random bits, not a guessable password, so a fast hash cannot be brute-forced and
 * keeps the lookup on every call to one indexed read.
 */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The key, its creator and the creator's company's active flag, in one query: it runs on every key call. */
const keyWithOwnerByHash = preparedQuery((db) =>
  db
    .select({ key: apiKeys, user: users, companyActive: companies.active })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(apiKeys.secretHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('api_key_with_owner_by_hash'),
);

/** A key is refused once revoked or past its expiry. */
export const keyUsable = (key: ApiKeyRow, now: Date): boolean =>
  key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());

/** The creator may still act for the key: active, approved, a company admin of the key's company. */
const ownerCanUse = (key: ApiKeyRow, user: UserRow): boolean =>
  user.active &&
  user.approvalStatus === 'APPROVED' &&
  user.role === 'COMPANY_ADMIN' &&
  user.companyId === key.companyId;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Authenticates a call made with a partner API key (the auth hook hands it over): the caller is
 * the key's creator, acting as themselves with the key's scope. No session is looked up (keys
 * have none) and a READ_ONLY key may only read. An inactive company is refused as for a person.
 */
export async function authenticateApiKey(
  app: ApiInstance,
  request: FastifyRequest,
  raw: string,
  mode: AuthMode,
): Promise<void> {
  const now = app.deps.clock.now();
  const [row] = await keyWithOwnerByHash(app.deps.db).execute({ hash: hashApiKey(raw) });
  if (!row || !keyUsable(row.key, now)) throw apiKeyInvalid();
  if (!ownerCanUse(row.key, row.user)) throw apiKeyOwnerUnusable();
  if (mode === 'admin' || mode === 'public') throw forbidden(); // public only gets here with a target header
  if (row.key.scope === 'READ_ONLY' && !SAFE_METHODS.has(request.method)) {
    if (request.routeOptions.config.readOnlySafe !== true) throw apiKeyReadOnly();
  }
  const caller: Caller = {
    // Keys carry no identity token; this stands in for one, naming the key (never a Cognito sub).
    token: { sub: `api-key:${row.key.id}`, email: null, emailVerified: false, groups: [], tokenUse: 'access' },
    isAdmin: false,
    user: row.user,
    companyActive: row.companyActive ?? true,
    impersonating: false,
    apiKey: { id: row.key.id, scope: row.key.scope },
  };
  request.caller = caller;
  assertCanAct(caller, { allowInactive: false });
}

/** Partner API keys as a credential of their own (auth.hooks.ts tries it before identity tokens). */
export const apiKeyAuthenticator: Authenticator = {
  accepts: isApiKey,
  authenticate: ({ app, request, bearer, mode }) => authenticateApiKey(app, request, bearer, mode),
};
