import { and, count, gte, isNull, lt, min, or, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { contactMessages, type ContactMessageRow } from './contact.table.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<ContactMessageRow> {
  const [created] = await db.insert(contactMessages).values(row).returning();
  if (!created) throw new Error('contact message not stored');
  return created;
}

/** How many messages match since `since`, and when the oldest of them was sent. */
export async function countSince(db: Db, since: Date, email?: string): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(contactMessages.createdAt) })
    .from(contactMessages)
    .where(
      email === undefined
        ? and(gte(contactMessages.createdAt, since), isNull(contactMessages.trappedReason))
        : and(gte(contactMessages.createdAt, since), eq(contactMessages.email, email)),
    );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function markMailed(
  db: Db,
  id: number,
  what: 'supportMailedAt' | 'acknowledgedAt',
  at: Date,
): Promise<void> {
  await db
    .update(contactMessages)
    .set({ [what]: at })
    .where(eq(contactMessages.id, id));
}

export async function countFailure(db: Db, id: number): Promise<void> {
  await db
    .update(contactMessages)
    .set({ failedAttempts: sql`${contactMessages.failedAttempts} + 1` })
    .where(eq(contactMessages.id, id));
}

/** Untrapped messages still missing a mail, created between the two instants, with attempts left. */
export async function undelivered(db: Db, from: Date, to: Date, maxAttempts: number): Promise<number[]> {
  const rows = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        isNull(contactMessages.trappedReason),
        or(isNull(contactMessages.supportMailedAt), isNull(contactMessages.acknowledgedAt)),
        gte(contactMessages.createdAt, from),
        lt(contactMessages.createdAt, to),
        lt(contactMessages.failedAttempts, maxAttempts),
      ),
    )
    .orderBy(contactMessages.id)
    .limit(100);
  return rows.map((row) => row.id);
}
