import { and, asc, between, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../user/index.js';
import { type ApiKeyRow, type ApiKeyScope, apiKeys, apiKeyUsage } from './api-keys.table.js';

export interface ApiKeyWithCreator {
  key: ApiKeyRow;
  createdByName: string;
}

const creatorName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Neither revoked nor past its expiry at `now`. */
const activeAt = (now: Date) =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/** The company's keys, newest first, with their creators' names. */
export async function listCompanyKeys(db: Db, companyId: number, id?: string): Promise<ApiKeyWithCreator[]> {
  return db
    .select({ key: apiKeys, createdByName: creatorName })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.companyId, companyId), id === undefined ? undefined : eq(apiKeys.id, id)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** The names of the company's active keys (for the unique-name rule and the limit). */
export async function activeKeyNames(db: Db, companyId: number, now: Date): Promise<string[]> {
  const rows = await db
    .select({ name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), activeAt(now)));
  return rows.map((row) => row.name);
}

export interface NewApiKey {
  companyId: number;
  createdByUserId: number;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  secretHash: string;
  expiresAt: Date | null;
}

export async function insertKey(db: Db, key: NewApiKey, now: Date): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...key, createdAt: now })
    .returning();
  if (!row) throw new Error('api key insert returned no row');
  return row;
}

/** Revokes a key of the company; a revoked one keeps its first revocation. False when no such key. */
export async function revokeKey(db: Db, companyId: number, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now})` })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export interface UsageRow {
  apiKeyId: string;
  day: string;
  requests: number;
  errors: number;
  cost: number;
}

/** The stored days of the keys' use between two UTC days (inclusive), in one query. */
export async function usageBetween(db: Db, keyIds: string[], from: string, to: string): Promise<UsageRow[]> {
  if (keyIds.length === 0) return [];
  return db
    .select()
    .from(apiKeyUsage)
    .where(and(inArray(apiKeyUsage.apiKeyId, keyIds), between(apiKeyUsage.day, from, to)))
    .orderBy(asc(apiKeyUsage.day));
}

/** Counts one operation on `day` in one upsert. */
export async function addUsage(
  db: Db,
  apiKeyId: string,
  day: string,
  outcome: { cost: number; error: boolean },
): Promise<void> {
  const errors = outcome.error ? 1 : 0;
  await db
    .insert(apiKeyUsage)
    .values({ apiKeyId, day, requests: 1, errors, cost: outcome.cost })
    .onConflictDoUpdate({
      target: [apiKeyUsage.apiKeyId, apiKeyUsage.day],
      set: {
        requests: sql`${apiKeyUsage.requests} + 1`,
        errors: sql`${apiKeyUsage.errors} + ${errors}`,
        cost: sql`${apiKeyUsage.cost} + ${outcome.cost}`,
      },
    });
}

/** Sets the key's last use to `minute`, writing only when it changed (like touchSession's throttle). */
export async function touchKey(db: Db, id: string, minute: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: minute })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), ne(apiKeys.lastUsedAt, minute))));
}
