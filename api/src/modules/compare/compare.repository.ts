import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type ApiError, validation } from '../../errors.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';
import { compareListItems } from './compare.table.js';

export interface CompareListDto {
  companyIds: number[];
  capacity: number;
}

/** A user-fixable refusal (400 naming `companyId`), so clients show it next to the action. */
export const compareListFull = (capacity: number): ApiError =>
  validation('companyId', `Your compare list already holds ${capacity} companies. Remove one to add another.`);

/** The user's list in the order companies were added (inactive companies are left out). */
export async function findCompareList(db: Executor, userId: number, capacity: number): Promise<CompareListDto> {
  const rows = await db
    .select({ id: compareListItems.companyId })
    .from(compareListItems)
    .innerJoin(companies, eq(companies.id, compareListItems.companyId))
    .where(and(eq(compareListItems.userId, userId), eq(companies.active, true)))
    .orderBy(asc(compareListItems.addedAt), asc(compareListItems.companyId));
  return { companyIds: rows.map((r) => r.id), capacity };
}

/**
 * Adds a company (a company already there changes nothing) while the list holds fewer than
 * `capacity`. The user's row is locked first, so two adds at once cannot both take the last place.
 */
export async function addToCompareList(
  db: Executor,
  userId: number,
  companyId: number,
  at: Date,
  capacity: number,
): Promise<'added' | 'present' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const present = await tx
      .select({ id: compareListItems.companyId })
      .from(compareListItems)
      .where(and(eq(compareListItems.userId, userId), eq(compareListItems.companyId, companyId)));
    if (present.length > 0) return 'present';
    const [held] = await tx
      .select({ value: count() })
      .from(compareListItems)
      .innerJoin(companies, eq(companies.id, compareListItems.companyId))
      .where(and(eq(compareListItems.userId, userId), eq(companies.active, true)));
    if (Number(held?.value ?? 0) >= capacity) return 'full';
    await tx.insert(compareListItems).values({ userId, companyId, addedAt: at });
    return 'added';
  });
}

export async function removeFromCompareList(db: Executor, userId: number, companyId: number): Promise<void> {
  await db
    .delete(compareListItems)
    .where(and(eq(compareListItems.userId, userId), eq(compareListItems.companyId, companyId)));
}

export async function clearCompareList(db: Executor, userId: number): Promise<void> {
  await db.delete(compareListItems).where(eq(compareListItems.userId, userId));
}
