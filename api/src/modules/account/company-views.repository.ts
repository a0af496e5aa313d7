import { and, countDistinct, desc, eq, max } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import type { PageResult } from '../../http/paging.js';
import { toPage } from '../../http/paging.js';
import { companies, type CompanyDto, type CompanyViewer, loadCompanyDtos } from '../company/index.js';
import { companyViews } from './company-views.table.js';

/** A viewed company, whole (the same DTO as /v1/companies/by-ids), at its latest view. */
export interface CompanyViewDto {
  company: CompanyDto;
  viewedAt: string;
}

export async function recordCompanyView(db: Executor, userId: number, companyId: number, at: Date): Promise<void> {
  await db.insert(companyViews).values({ userId, companyId, viewedAt: at });
}

/** Views of companies that are still active: the page and the total both count only these. */
const activeCompany = (companyId: AnyPgColumn) => and(eq(companies.id, companyId), eq(companies.active, true));

/**
 * One row per active company, at its latest view, newest first, each with its full DTO as the
 * viewer sees it: callers need no second request to show the companies or to drop inactive ones.
 */
export async function listCompanyViews(
  db: Executor,
  viewer: CompanyViewer,
  page: number,
  size: number,
): Promise<PageResult<CompanyViewDto>> {
  const latest = db
    .select({ companyId: companyViews.companyId, viewedAt: max(companyViews.viewedAt).as('viewed_at') })
    .from(companyViews)
    .where(eq(companyViews.userId, viewer.userId))
    .groupBy(companyViews.companyId)
    .as('latest');
  const [rows, [total]] = await Promise.all([
    db
      .select({ companyId: latest.companyId, viewedAt: latest.viewedAt })
      .from(latest)
      .innerJoin(companies, activeCompany(latest.companyId))
      .orderBy(desc(latest.viewedAt), desc(latest.companyId))
      .limit(size)
      .offset(page * size),
    db
      .select({ value: countDistinct(companyViews.companyId) })
      .from(companyViews)
      .innerJoin(companies, activeCompany(companyViews.companyId))
      .where(eq(companyViews.userId, viewer.userId)),
  ]);
  const ids = rows.map((row) => row.companyId);
  const dtos = new Map((await loadCompanyDtos(db, ids, viewer)).map((company) => [company.id, company]));
  // loadCompanyDtos reads active companies only: one deactivated since the page query drops out.
  const content = rows.flatMap((row) => {
    const company = dtos.get(row.companyId);
    return company ? [{ company, viewedAt: toIso(row.viewedAt) }] : [];
  });
  return toPage(content, Number(total?.value ?? 0), page, size);
}

/** max() comes back as a Date from node-postgres but as a string from some drivers. */
function toIso(value: Date | string | null): string {
  return value === null ? '' : new Date(value).toISOString();
}
