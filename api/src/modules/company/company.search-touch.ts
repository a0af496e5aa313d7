import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from './company.table.js';

/**
 * Tells company search that something it reads beside the company row changed (reviews' averages,
 * verified claims): rewriting the row restamps its search generation (migration 0005's trigger),
 * so the in-memory index reloads these companies after the caller's transaction commits. Nothing
 * the company shows changes, `updated_at` included.
 */
export async function touchCompaniesForSearch(db: Executor, companyIds: readonly number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await db
    .update(companies)
    .set({ searchGeneration: sql`${companies.searchGeneration}` })
    .where(inArray(companies.id, [...companyIds]));
}
