import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { idempotencyKeys, type IdempotencyRow } from './idempotency.table.js';

/** How long an answer is kept: a repeat within a day gets it (issue 25 asks for at least 24 h). */
export const KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * How long a first request may be handled before a repeat may take its claim over. Longer than
 * the bff's whole call (10 s): a live handler has answered or been given up on by then, so only
 * a claim whose process died is taken over.
 */
export const LEASE_MS = 15_000;

export interface ClaimRequest {
  owner: string;
  key: string;
  fingerprint: string;
}

/** A claim this request holds: its lease's end marks it as this request's (a take-over moves it). */
export interface HeldClaim extends ClaimRequest {
  leaseUntil: Date;
}

export type Claim =
  | { kind: 'claimed'; held: HeldClaim }
  | { kind: 'replay'; statusCode: number; contentType: string | null; body: string | null }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

/**
 * Claims a key in one statement, so two replicas racing for it cannot both win: a new key, one
 * past its day, or a pending claim whose lease ran out (its process died before answering) is
 * taken; anything else is read back and tells the repeat what to do.
 */
export async function claimKey(db: Db, request: ClaimRequest, now: Date): Promise<Claim> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const fresh = {
    ...request,
    state: 'pending' as const,
    leaseUntil,
    statusCode: null,
    contentType: null,
    body: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + KEEP_MS),
  };
  const at = sql`${now.toISOString()}::timestamptz`;
  const taken = await db
    .insert(idempotencyKeys)
    .values(fresh)
    .onConflictDoUpdate({
      target: [idempotencyKeys.owner, idempotencyKeys.key],
      set: fresh,
      setWhere: sql`${idempotencyKeys.expiresAt} <= ${at}
        or (${idempotencyKeys.state} = 'pending' and ${idempotencyKeys.leaseUntil} <= ${at}
            and ${idempotencyKeys.fingerprint} = ${request.fingerprint})`,
    })
    .returning({ owner: idempotencyKeys.owner });
  if (taken.length > 0) return { kind: 'claimed', held: { ...request, leaseUntil } };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, request.owner), eq(idempotencyKeys.key, request.key)));
  // Gone between the two statements (purged or released): a repeat may simply try again.
  if (!row) return { kind: 'in-progress' };
  return judge(row, request.fingerprint);
}

function judge(row: IdempotencyRow, fingerprint: string): Claim {
  if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (row.state === 'pending' || row.statusCode === null) return { kind: 'in-progress' };
  return { kind: 'replay', statusCode: row.statusCode, contentType: row.contentType, body: row.body };
}

export interface Outcome {
  statusCode: number;
  contentType: string | null;
  body: string | null;
}

const heldBy = (claim: HeldClaim) =>
  and(
    eq(idempotencyKeys.owner, claim.owner),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.state, 'pending'),
    eq(idempotencyKeys.leaseUntil, claim.leaseUntil),
  );

/**
 * Keeps the first answer for the key's day; false when the claim is no longer this request's (a
 * repeat took it over after the lease): its write must then roll back.
 */
export async function recordOutcome(db: Executor, claim: HeldClaim, outcome: Outcome): Promise<boolean> {
  const kept = await db
    .update(idempotencyKeys)
    .set({ state: 'done', ...outcome })
    .where(heldBy(claim))
    .returning({ key: idempotencyKeys.key });
  return kept.length > 0;
}

/** Forgets a claim whose request failed on the server's side (5xx): a repeat runs it again. */
export async function releaseClaim(db: Db, claim: HeldClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(heldBy(claim));
}

/** Deletes the keys past their day; the answer is how many. */
export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
