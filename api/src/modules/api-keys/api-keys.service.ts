import { randomBytes } from 'node:crypto';
import { dayOf } from '../../clock.js';
import { addDays, addYears } from '../../dates.js';
import type { Db } from '../../db/database.js';
import { ApiError, notFound, validation } from '../../errors.js';
import { API_KEY_PREFIX, hashApiKey, keyUsable } from './api-keys.auth.js';
import {
  activeKeyNames,
  addUsage,
  type ApiKeyWithCreator,
  insertKey,
  listCompanyKeys,
  revokeKey,
  touchKey,
  usageBetween,
} from './api-keys.repository.js';
import { API_KEY_LIMITS, type ApiKeyStatus } from './api-keys.schemas.js';
import type { ApiKeyScope } from './api-keys.table.js';

/** Characters of the key kept for display: `tbk_` and 4 more, never enough to use it. */
const PREFIX_LENGTH = 8;

/** A name over the limit, as the route's schema and the service word it. */
export const NAME_TOO_LONG = `Keep the name to ${API_KEY_LIMITS.name} characters.`;

export const apiKeyLimitReached = (): ApiError =>
  new ApiError(
    409,
    'ApiKeyLimit',
    `Your company already has ${API_KEY_LIMITS.activePerCompany} active API keys, the most it may have. Revoke one it no longer uses first.`,
  );

/** A new key: `tbk_` and 30 random bytes as base64url (40 characters, 240 bits). */
export const generateApiKey = (): string => API_KEY_PREFIX + randomBytes(30).toString('base64url');

function statusOf(key: ApiKeyWithCreator['key'], now: Date): ApiKeyStatus {
  if (key.revokedAt !== null) return 'REVOKED';
  return keyUsable(key, now) ? 'ACTIVE' : 'EXPIRED';
}

export function toApiKeyDto({ key, createdByName }: ApiKeyWithCreator, now: Date) {
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    prefix: key.prefix,
    status: statusOf(key, now),
    createdAt: key.createdAt.toISOString(),
    createdByName,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

export interface KeyManager {
  companyId: number;
  userId: number;
}

export async function listKeys(db: Db, manager: KeyManager, now: Date) {
  return (await listCompanyKeys(db, manager.companyId)).map((row) => toApiKeyDto(row, now));
}

async function findKey(db: Db, manager: KeyManager, id: string, now: Date) {
  const [row] = await listCompanyKeys(db, manager.companyId, id);
  if (!row) throw notFound();
  return toApiKeyDto(row, now);
}

function validExpiry(raw: string | null | undefined, now: Date): Date | null {
  if (raw === null || raw === undefined) return null;
  const expiresAt = new Date(raw);
  if (expiresAt.getTime() <= now.getTime()) throw validation('expiresAt', 'Choose an expiry date in the future.');
  const latest = addYears(now, API_KEY_LIMITS.expiryYears);
  if (expiresAt.getTime() > latest.getTime())
    throw validation('expiresAt', `Choose an expiry date at most ${API_KEY_LIMITS.expiryYears} years ahead.`);
  return expiresAt;
}

/** Creates a key; the answer's `secret` is the key itself, never stored nor shown again. */
export async function createKey(
  db: Db,
  manager: KeyManager,
  input: { name: string; scope: ApiKeyScope; expiresAt?: string | null },
  now: Date,
) {
  const name = input.name.trim();
  if (name.length === 0) throw validation('name', 'Enter a name for the key.');
  if (name.length > API_KEY_LIMITS.name) throw validation('name', NAME_TOO_LONG);
  const expiresAt = validExpiry(input.expiresAt, now);
  const active = await activeKeyNames(db, manager.companyId, now);
  if (active.some((other) => other.toLowerCase() === name.toLowerCase()))
    throw validation('name', `An active key is already named "${name}". Choose another name.`);
  if (active.length >= API_KEY_LIMITS.activePerCompany) throw apiKeyLimitReached();
  const secret = generateApiKey();
  const row = await insertKey(
    db,
    {
      companyId: manager.companyId,
      createdByUserId: manager.userId,
      name,
      scope: input.scope,
      prefix: secret.slice(0, PREFIX_LENGTH),
      secretHash: hashApiKey(secret),
      expiresAt,
    },
    now,
  );
  return { apiKey: await findKey(db, manager, row.id, now), secret };
}

/** Revokes a key of the company at once; revoking twice answers the same key. */
export async function revokeCompanyKey(db: Db, manager: KeyManager, id: string, now: Date) {
  if (!(await revokeKey(db, manager.companyId, id, now))) throw notFound();
  return findKey(db, manager, id, now);
}

/** The UTC days from `days - 1` days ago to today, oldest first. */
function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => dayOf(addDays(now, i - (days - 1))));
}

/** Every key's use per day (or one key's, when `id` is given), zero days filled, in one query. */
export async function companyUsage(db: Db, manager: KeyManager, days: number, now: Date, id?: string) {
  const keys = await listCompanyKeys(db, manager.companyId, id);
  if (id !== undefined && keys.length === 0) throw notFound();
  const window = lastDays(now, days);
  const rows = await usageBetween(
    db,
    keys.map((row) => row.key.id),
    window[0] ?? dayOf(now),
    dayOf(now),
  );
  const stored = new Map(rows.map((row) => [`${row.apiKeyId}/${row.day}`, row]));
  return keys.map(({ key }) => ({
    apiKeyId: key.id,
    days: window.map((day) => {
      const row = stored.get(`${key.id}/${day}`);
      return { day, requests: row?.requests ?? 0, errors: row?.errors ?? 0, cost: row?.cost ?? 0 };
    }),
  }));
}

/** The instant's minute: a key's last use is kept to the minute. */
export const minuteOf = (at: Date): Date => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** Counts one operation made with the key today (UTC) and marks its last use, to the minute. */
export async function recordUsage(db: Db, apiKeyId: string, outcome: { cost: number; error: boolean }, now: Date) {
  await addUsage(db, apiKeyId, dayOf(now), outcome);
  await touchKey(db, apiKeyId, minuteOf(now));
}
