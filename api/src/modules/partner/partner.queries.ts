import { and, asc, desc, eq, exists, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { pageWindow, parseSort, type PageResult, toPage } from '../../http/paging.js';
import { companies, companyRoles } from '../company/index.js';
import { users } from '../user/index.js';
import {
  contractedPartnerLabels,
  contractedPartnerNotes,
  contractedPartnerRatings,
  contractedPartners,
} from './partner.table.js';
import type { ContractedPartner, PartnerListFilter, RatingSummary } from './partner.types.js';

const cp = contractedPartners;
const r = contractedPartnerRatings;

/** Averages per criterion of one company's ratings, per partner. */
function ratingAverages(db: Executor, companyId: number) {
  const avg = (column: AnyPgColumn, name: string) => sql<number | null>`avg(${column})::float8`.as(name);
  return db
    .select({
      partnerCompanyId: r.partnerCompanyId,
      quality: avg(r.quality, 'quality'),
      timeliness: avg(r.timeliness, 'timeliness'),
      communication: avg(r.communication, 'communication'),
      value: avg(r.value, 'value'),
      overall: sql<
        number | null
      >`avg((${r.quality} + ${r.timeliness} + ${r.communication} + ${r.value})::float8 / 4)`.as('overall'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(r)
    .where(eq(r.companyId, companyId))
    .groupBy(r.partnerCompanyId)
    .as('ra');
}

function noteCounts(db: Executor, companyId: number) {
  const n = contractedPartnerNotes;
  return db
    .select({ partnerCompanyId: n.partnerCompanyId, count: sql<number>`count(*)::int`.as('note_count') })
    .from(n)
    .where(eq(n.companyId, companyId))
    .groupBy(n.partnerCompanyId)
    .as('nc');
}

const round = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

/** The base query of partners with their averages (filtered by `where` over cp, companies). */
async function selectPartners(
  db: Executor,
  companyId: number,
  where: SQL | undefined,
  order: SQL[],
  window?: { size: number; offset: number },
): Promise<ContractedPartner[]> {
  const ra = ratingAverages(db, companyId);
  const nc = noteCounts(db, companyId);
  const query = db
    .select({
      companyId: companies.id,
      name: companies.name,
      alias: companies.alias,
      logoUrl: companies.logoUrl,
      type: companyRoles.type,
      addedAt: cp.createdAt,
      addedById: users.id,
      addedByFirst: users.firstName,
      addedByLast: users.lastName,
      quality: ra.quality,
      timeliness: ra.timeliness,
      communication: ra.communication,
      value: ra.value,
      overall: ra.overall,
      count: ra.count,
      noteCount: nc.count,
    })
    .from(cp)
    .innerJoin(companies, eq(companies.id, cp.partnerCompanyId))
    .innerJoin(companyRoles, eq(companyRoles.id, companies.roleId))
    .leftJoin(users, eq(users.id, cp.addedBy))
    .leftJoin(ra, eq(ra.partnerCompanyId, cp.partnerCompanyId))
    .leftJoin(nc, eq(nc.partnerCompanyId, cp.partnerCompanyId))
    .where(and(eq(cp.companyId, companyId), where))
    .orderBy(...order)
    .$dynamic();
  const rows = await (window ? query.limit(window.size).offset(window.offset) : query);
  const labels = await labelsOf(
    db,
    companyId,
    rows.map((row) => row.companyId),
  );
  return rows.map((row) => {
    const rating: RatingSummary = {
      quality: round(row.quality),
      timeliness: round(row.timeliness),
      communication: round(row.communication),
      value: round(row.value),
      overall: round(row.overall),
      count: row.count ?? 0,
    };
    return {
      companyId: row.companyId,
      name: row.name,
      alias: row.alias,
      logoUrl: row.logoUrl,
      type: row.type,
      labels: labels.get(row.companyId) ?? [],
      rating,
      noteCount: row.noteCount ?? 0,
      addedAt: row.addedAt.toISOString(),
      addedBy:
        row.addedById === null
          ? null
          : { userId: row.addedById, firstName: row.addedByFirst ?? '', lastName: row.addedByLast ?? '' },
    };
  });
}

/** The labels of some of a company's partners, each list by name. */
export async function labelsOf(db: Executor, companyId: number, partnerIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (partnerIds.length === 0) return out;
  const l = contractedPartnerLabels;
  const rows = await db
    .select({ partnerCompanyId: l.partnerCompanyId, label: l.label })
    .from(l)
    .where(and(eq(l.companyId, companyId), inArray(l.partnerCompanyId, partnerIds)))
    .orderBy(asc(sql`lower(${l.label})`));
  for (const row of rows) out.set(row.partnerCompanyId, [...(out.get(row.partnerCompanyId) ?? []), row.label]);
  return out;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of a company's partners: name words, a label, sorted by name, addedAt or rating. */
export async function partnerPage(
  db: Executor,
  companyId: number,
  filter: PartnerListFilter,
): Promise<PageResult<ContractedPartner>> {
  const { page, size, offset } = pageWindow(filter);
  const words = filter.q?.trim();
  const label = filter.label?.trim();
  const l = contractedPartnerLabels;
  const where = and(
    words ? ilike(companies.name, `%${escapeLike(words)}%`) : undefined,
    label
      ? exists(
          db
            .select({ one: sql`1` })
            .from(l)
            .where(
              and(
                eq(l.companyId, cp.companyId),
                eq(l.partnerCompanyId, cp.partnerCompanyId),
                sql`lower(${l.label}) = lower(${label})`,
              ),
            ),
        )
      : undefined,
  );
  const ra = ratingAverages(db, companyId);
  const order = [
    ...parseSort(
      filter.sort,
      { name: sql`lower(${companies.name})`, addedAt: cp.createdAt, rating: sql`coalesce(${ra.overall}, 0)` },
      ['name,ASC'],
    ),
    asc(companies.id),
  ];
  // The rating sort reads the averages' alias: the base query joins the same subquery as "ra".
  const [content, [total]] = await Promise.all([
    selectPartners(db, companyId, where, order, { size, offset }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cp)
      .innerJoin(companies, eq(companies.id, cp.partnerCompanyId))
      .where(and(eq(cp.companyId, companyId), where)),
  ]);
  return toPage(content, total?.n ?? 0, page, size);
}

/** One partner of a company, or undefined when it is not one. */
export async function findPartner(
  db: Executor,
  companyId: number,
  partnerCompanyId: number,
): Promise<ContractedPartner | undefined> {
  const [row] = await selectPartners(db, companyId, eq(cp.partnerCompanyId, partnerCompanyId), [desc(cp.createdAt)]);
  return row;
}
