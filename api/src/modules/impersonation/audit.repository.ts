import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type PageResult, toPage } from '../../http/paging.js';
import { impersonationAudit } from './audit.table.js';

export interface ImpersonationAuditEntry {
  adminSub: string;
  adminEmail: string | null;
  targetUserId: number | null;
  method: string;
  path: string;
  statusCode: number;
}

export async function recordImpersonation(db: Executor, entry: ImpersonationAuditEntry, at: Date): Promise<void> {
  await db.insert(impersonationAudit).values({ ...entry, createdAt: at });
}

/** The trail, newest first, optionally for one target. */
export async function listImpersonationAudit(
  db: Executor,
  options: { targetUserId?: number | undefined; page: number; size: number },
) {
  const where =
    options.targetUserId === undefined ? undefined : eq(impersonationAudit.targetUserId, options.targetUserId);
  const rows = await db
    .select()
    .from(impersonationAudit)
    .where(where)
    .orderBy(desc(impersonationAudit.id))
    .limit(options.size)
    .offset(options.page * options.size);
  const [total] = await db.select({ value: count() }).from(impersonationAudit).where(where);
  const content = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return toPage(content, Number(total?.value ?? 0), options.page, options.size) satisfies PageResult<unknown>;
}
