import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { exportKeyReused, exportQuota } from './data-export.limits.js';
import { type DataExportKind, dataExports } from './data-export.table.js';

/** The calendar month (UTC) `now` falls in: the allowance counts the exports made in it. */
export function monthOf(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

export interface Allowance {
  monthlyRows: number;
  usedRows: number;
  remainingRows: number;
  /** When the next month's allowance starts (the first instant of next month, UTC). */
  resetsAt: Date;
}

/** Rows the company exported this month. */
async function usedRows(db: Executor, companyId: number, now: Date): Promise<number> {
  const { start, end } = monthOf(now);
  const [row] = await db
    .select({ rows: sql<number>`coalesce(sum(${dataExports.rows}), 0)::int` })
    .from(dataExports)
    .where(
      and(eq(dataExports.companyId, companyId), gte(dataExports.createdAt, start), lt(dataExports.createdAt, end)),
    );
  return Number(row?.rows ?? 0);
}

/** The company's allowance this month: what it has, used and has left. */
export async function allowanceOf(db: Executor, companyId: number, monthlyRows: number, now: Date): Promise<Allowance> {
  const used = await usedRows(db, companyId, now);
  return {
    monthlyRows,
    usedRows: used,
    remainingRows: Math.max(0, monthlyRows - used),
    resetsAt: monthOf(now).end,
  };
}

export interface ExportClaim {
  companyId: number;
  userId: number;
  kind: DataExportKind;
  subject: string;
  rows: number;
  /** The client's Idempotency-Key, when it sent one. */
  key: string | null;
  monthlyRows: number;
  now: Date;
}

/** Per company: two exports checking the allowance at once take turns (any fixed pair of keys). */
const EXPORT_LOCK = 7330;

/**
 * Records an export if the month's allowance has room for it, else refuses (403 ExportQuota) and
 * records nothing. The same key from the same user again is the same export: 'repeat', counted
 * once (another export under a used key is refused, 422, as the api's keyed writes are).
 */
export async function claimExport(db: Db, claim: ExportClaim): Promise<'recorded' | 'repeat'> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${EXPORT_LOCK}, ${claim.companyId})`);
      if (claim.key !== null && (await isRepeat(tx, claim))) return 'repeat';
      const allowance = await allowanceOf(tx, claim.companyId, claim.monthlyRows, claim.now);
      if (claim.rows > allowance.remainingRows) {
        throw exportQuota(claim.rows, allowance.remainingRows, claim.monthlyRows, allowance.resetsAt);
      }
      const { companyId, userId, kind, subject, rows, key, now } = claim;
      await tx
        .insert(dataExports)
        .values({ companyId, userId, kind, subject, rows, idempotencyKey: key, createdAt: now });
      return 'recorded';
    });
  } catch (error) {
    // The same key sent twice at once (the index settles it): the first one recorded it.
    if (isUniqueViolation(error) && (await isRepeat(db, claim))) return 'repeat';
    throw error;
  }
}

/** Whether the user already exported under this key: the same export (kind, subject, rows), else a refusal. */
async function isRepeat(db: Executor, claim: ExportClaim): Promise<boolean> {
  if (claim.key === null) return false;
  const [found] = await db
    .select({ kind: dataExports.kind, subject: dataExports.subject, rows: dataExports.rows })
    .from(dataExports)
    .where(and(eq(dataExports.userId, claim.userId), eq(dataExports.idempotencyKey, claim.key)));
  if (!found) return false;
  // Anything else is another export, not a retry: a key never streams more than it counted.
  if (found.kind !== claim.kind || found.subject !== claim.subject || found.rows !== claim.rows)
    throw exportKeyReused();
  return true;
}
