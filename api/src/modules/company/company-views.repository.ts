import { countDistinct, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { PageResult } from '../../http/paging.js';
import { toPage } from '../../http/paging.js';
import { companies, type CompanyRoleType, companyRoles } from './company.table.js';
import { companyViews } from './company-views.table.js';

export interface CompanyViewDto {
  company: {
    id: number;
    name: string;
    alias: string;
    logoUrl: string | null;
    role: { id: number; name: string; type: CompanyRoleType };
  };
  viewedAt: string;
}

export async function recordCompanyView(db: Executor, userId: number, companyId: number, at: Date): Promise<void> {
  await db.insert(companyViews).values({ userId, companyId, viewedAt: at });
}

/** One row per company, at its latest view, newest first. */
export async function listCompanyViews(
  db: Executor,
  userId: number,
  page: number,
  size: number,
): Promise<PageResult<CompanyViewDto>> {
  const latest = db
    .select({ companyId: companyViews.companyId, viewedAt: max(companyViews.viewedAt).as('viewed_at') })
    .from(companyViews)
    .where(eq(companyViews.userId, userId))
    .groupBy(companyViews.companyId)
    .as('latest');
  const rows = await db
    .select({
      viewedAt: latest.viewedAt,
      company: { id: companies.id, name: companies.name, alias: companies.alias, logoUrl: companies.logoUrl },
      role: { id: companyRoles.id, name: companyRoles.name, type: companyRoles.type },
    })
    .from(latest)
    .innerJoin(companies, eq(companies.id, latest.companyId))
    .innerJoin(companyRoles, eq(companyRoles.id, companies.roleId))
    .orderBy(desc(latest.viewedAt), desc(companies.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ value: countDistinct(companyViews.companyId) })
    .from(companyViews)
    .where(eq(companyViews.userId, userId));
  const content = rows.map((r) => ({ company: { ...r.company, role: r.role }, viewedAt: toIso(r.viewedAt) }));
  return toPage(content, Number(total?.value ?? 0), page, size);
}

/** max() comes back as a Date from node-postgres but as a string from some drivers. */
function toIso(value: Date | string | null): string {
  return value === null ? '' : new Date(value).toISOString();
}
