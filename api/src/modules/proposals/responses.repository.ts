import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { type PageResult, pageWindow, parseSort, toPage } from '../../http/paging.js';
import { companies, companyRoles } from '../company/index.js';
import { messageThreads } from '../messaging/index.js';
import { excerpt } from '../notification/index.js';
import { contractedPartners } from '../partner/index.js';
import { countries } from '../reference/index.js';
import type { RequestResponseDto, ResponsesQuery } from './proposals.schemas.js';
import { requestResponses } from '../requests/index.js';

const r = requestResponses;
const partner = alias(contractedPartners, 'partner');

/** Everything a grid row is made of, in one select (the poster's company decides the partner flag). */
const rowColumns = {
  response: r,
  companyName: companies.name,
  companyAlias: companies.alias,
  companyLogoUrl: companies.logoUrl,
  roleName: companyRoles.name,
  country: countries.name,
  isPartner: sql<boolean>`${partner.companyId} is not null`.mapWith(Boolean),
  // The list's total, read with its page (one query); 1 for a single row.
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

type Row = {
  response: typeof r.$inferSelect;
  companyName: string;
  companyAlias: string;
  companyLogoUrl: string | null;
  roleName: string;
  country: string | null;
  isPartner: boolean;
};

function selectRows(db: Executor, posterCompanyId: number) {
  return db
    .select(rowColumns)
    .from(r)
    .innerJoin(companies, eq(companies.id, r.companyId))
    .innerJoin(companyRoles, eq(companyRoles.id, companies.roleId))
    .leftJoin(countries, eq(countries.id, companies.hqCountryId))
    .leftJoin(partner, and(eq(partner.companyId, posterCompanyId), eq(partner.partnerCompanyId, r.companyId)));
}

/** A row as the api answers it; `forPoster` keeps the poster's private rating. */
function toDto(row: Row, forPoster: boolean): RequestResponseDto {
  const v = row.response;
  return {
    id: v.id,
    requestId: v.requestId,
    company: {
      id: v.companyId,
      name: row.companyName,
      alias: row.companyAlias,
      logoUrl: row.companyLogoUrl,
      roleName: row.roleName,
      country: row.country,
    },
    message: v.message,
    excerpt: excerpt(v.message),
    timeline: v.timeline,
    price: v.price,
    status: v.status,
    declineReason: v.declineReason,
    posterRating: forPoster ? v.posterRating : null,
    isContractedPartner: forPoster && row.isPartner,
    threadId: v.threadId,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

const SORTS: Record<string, SQL> = {
  createdAt: sql`${r.createdAt}`,
  price: sql`${r.price}`,
  rating: sql`${r.posterRating}`,
};

/**
 * One page of a request's responses for its poster: one query (rows, companies, roles, countries,
 * the partner flag and the total through a window count), ordered by the chosen key, nulls last,
 * then by id so pages never overlap.
 */
export async function listResponses(
  db: Executor,
  requestId: number,
  posterCompanyId: number,
  query: ResponsesQuery,
): Promise<PageResult<RequestResponseDto>> {
  const { page, size, offset } = pageWindow(query);
  const order = parseSort(query.sort, SORTS, ['createdAt,ASC']).map((o) => sql`${o} nulls last`);
  const rows = await selectRows(db, posterCompanyId)
    .where(eq(r.requestId, requestId))
    .orderBy(...order, r.id)
    .limit(size)
    .offset(offset);
  // Past the last page the window count is not there: count apart (rare).
  const total = rows[0]?.total ?? (page > 0 ? await countResponses(db, requestId) : 0);
  return toPage(
    rows.map((row) => toDto(row, true)),
    total,
    page,
    size,
  );
}

export async function countResponses(db: Executor, requestId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(r).where(eq(r.requestId, requestId));
  return Number(row?.n ?? 0);
}

/** One response as its own company or the poster sees it. */
export async function findResponseDto(
  db: Executor,
  where: { requestId: number; companyId?: number; responseId?: number },
  posterCompanyId: number,
  forPoster: boolean,
): Promise<RequestResponseDto | null> {
  const [row] = await selectRows(db, posterCompanyId)
    .where(
      and(
        eq(r.requestId, where.requestId),
        where.companyId === undefined ? undefined : eq(r.companyId, where.companyId),
        where.responseId === undefined ? undefined : eq(r.id, where.responseId),
      ),
    )
    .limit(1);
  return row ? toDto(row, forPoster) : null;
}

/** Requests the user responded to since `since` (Explorer's monthly responses): read from the
 * threads responses open, which stay when a response is withdrawn, so withdrawing gives none back. */
export async function countRequestsRespondedSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${messageThreads.aboutId})`.mapWith(Number) })
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.createdByUserId, userId),
        eq(messageThreads.aboutKind, 'REQUEST'),
        gte(messageThreads.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
