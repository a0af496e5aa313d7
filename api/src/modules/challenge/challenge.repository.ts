import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { referenceItems } from '../reference/index.js';
import { requests } from '../requests/index.js';
import type { ChallengeDto, ChallengeListQuery } from './challenge.schemas.js';
import { type ChallengeRow, challenges } from './challenge.table.js';

/** Who reads challenges: a visitor (nulls), or a member with or without a plan in force. */
export interface ChallengeReader {
  userId: number | null;
  companyId: number | null;
  /** Visitors and users without a plan: the requests' own rule hides who posts from them. */
  limited: boolean;
  impersonating: boolean;
}

/** A challenge is listed once published (closed ones too) on a public request its company published. */
const listed = sql`(${challenges.status} <> 'DRAFT' and ${requests.visibility} = 'PUBLIC' and ${requests.status} <> 'DRAFT')`;

/** Taking applications on `today`: published, within its deadline, and its request still accepting responses. */
export const openOn = (today: string): SQL =>
  sql`(${challenges.status} = 'PUBLISHED' and ${challenges.deadline} >= ${today} and ${requests.status} = 'OPEN' and ${requests.responseDeadline} >= ${today})`;

/** The listed challenges a page shows, by deadline, with the total. */
export async function listChallengeRows(
  db: Executor,
  query: ChallengeListQuery,
  today: string,
): Promise<{ rows: ChallengeRow[]; total: number; page: number; size: number }> {
  const page = query.page ?? 0;
  const size = query.size ?? 12;
  const state = query.state ?? 'OPEN';
  const conditions: SQL[] = [listed];
  if (state === 'OPEN') conditions.push(openOn(today));
  if (state === 'CLOSED') conditions.push(sql`not ${openOn(today)}`);
  if (query.therapeuticAreaId !== undefined)
    conditions.push(sql`${query.therapeuticAreaId} = any(${requests.referenceIds})`);
  const where = and(...conditions);
  const descending = query.sort ? query.sort === 'deadline,DESC' : state !== 'OPEN';
  const order = descending
    ? [desc(challenges.deadline), desc(challenges.id)]
    : [asc(challenges.deadline), asc(challenges.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({ challenge: challenges })
      .from(challenges)
      .innerJoin(requests, eq(requests.id, challenges.requestId))
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(challenges).innerJoin(requests, eq(requests.id, challenges.requestId)).where(where),
  ]);
  return { rows: rows.map((r) => r.challenge), total: Number(totals[0]?.n ?? 0), page, size };
}

/** One challenge when the reader may see it: listed, or their own company's (drafts included). */
export async function findReadableChallenge(
  db: Executor,
  reader: ChallengeReader,
  id: number,
): Promise<ChallengeRow | undefined> {
  const own = reader.companyId === null ? sql`false` : sql`${requests.companyId} = ${reader.companyId}`;
  const [row] = await db
    .select({ challenge: challenges })
    .from(challenges)
    .innerJoin(requests, eq(requests.id, challenges.requestId))
    .where(and(eq(challenges.id, id), sql`(${listed} or ${own})`));
  return row?.challenge;
}

export async function challengeOfRequest(db: Executor, requestId: number): Promise<ChallengeRow | undefined> {
  const [row] = await db.select().from(challenges).where(eq(challenges.requestId, requestId));
  return row;
}

/** The DTOs of `rows`, in order: their requests, sponsors and therapeutic areas in one query each. */
export async function challengeDtos(
  db: Executor,
  reader: ChallengeReader,
  rows: readonly ChallengeRow[],
  today: string,
): Promise<ChallengeDto[]> {
  if (rows.length === 0) return [];
  const requestRows = await db
    .select({
      id: requests.id,
      companyId: requests.companyId,
      status: requests.status,
      responseDeadline: requests.responseDeadline,
      referenceIds: requests.referenceIds,
    })
    .from(requests)
    .where(
      inArray(
        requests.id,
        rows.map((r) => r.requestId),
      ),
    );
  const byRequest = new Map(requestRows.map((r) => [r.id, r]));
  const companyIds = [...new Set(requestRows.map((r) => r.companyId))];
  const referenceIds = [...new Set(requestRows.flatMap((r) => r.referenceIds))];
  const [companyRows, areaRows] = await allQueries(db, [
    () =>
      db
        .select({ id: companies.id, name: companies.name, alias: companies.alias })
        .from(companies)
        .where(inArray(companies.id, companyIds)),
    () =>
      referenceIds.length
        ? db
            .select({ id: referenceItems.id, name: referenceItems.name })
            .from(referenceItems)
            .where(and(inArray(referenceItems.id, referenceIds), eq(referenceItems.kind, 'THERAPEUTIC_AREAS')))
        : Promise.resolve([]),
  ]);
  const company = new Map(companyRows.map((c) => [c.id, c]));
  const area = new Map(areaRows.map((a) => [a.id, a]));
  return rows.flatMap((row) => {
    const request = byRequest.get(row.requestId);
    if (!request) return [];
    const own = request.companyId === reader.companyId;
    // The requests' rule (requests.dto.ts fullFor): members with a plan, and always the poster's own company.
    const showsPoster = own || !reader.limited;
    const open =
      row.status === 'PUBLISHED' &&
      row.deadline >= today &&
      request.status === 'OPEN' &&
      request.responseDeadline >= today;
    return [
      {
        id: row.id,
        requestId: row.requestId,
        headline: row.headline,
        problemSummary: row.problemSummary,
        prize: row.prize,
        deadline: row.deadline,
        howToApply: row.howToApply,
        status: row.status,
        open,
        sponsor: showsPoster ? (company.get(request.companyId) ?? null) : null,
        therapeuticAreas: request.referenceIds.flatMap((id) => area.get(id) ?? []),
        isOwnCompany: own,
        canEdit: own && !reader.impersonating,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        closedAt: row.closedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}
