import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import type { SitemapProfilesDto } from './seo.schemas.js';

/**
 * A page of the profiles anyone may open (active companies, as the public preview answers), in
 * id order so pages do not shift as companies are added, with their count.
 */
export async function listSitemapProfiles(db: Executor, offset: number, limit: number): Promise<SitemapProfilesDto> {
  const [totals] = await db.select({ total: count() }).from(companies).where(eq(companies.active, true));
  const rows = await db
    .select({ alias: companies.alias, updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.active, true))
    .orderBy(asc(companies.id))
    .offset(offset)
    .limit(limit);
  return {
    total: totals?.total ?? 0,
    items: rows.map((row) => ({ alias: row.alias, updatedAt: row.updatedAt.toISOString() })),
  };
}
