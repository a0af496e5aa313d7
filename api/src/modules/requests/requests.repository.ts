import { and, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { pageWindow, parseSort } from '../../http/paging.js';
import { type RequestViewer, visibleTo } from './requests.access.js';
import type { RequestListQuery } from './requests.schemas.js';
import { requests } from './requests.table.js';

/** Who lists or reads requests, and how much of them they may see. */
export interface RequestReader extends RequestViewer {
  /** Null for visitors. */
  userId: number | null;
  /** Visitors and users without a plan: other companies' requests as teasers (open public ones only). */
  limited: boolean;
  /** An admin acting as the user: reads, never changes. */
  impersonating: boolean;
}

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

const openPublic = sql`(${requests.status} = 'OPEN' and ${requests.visibility} = 'PUBLIC')`;

/** The scope's rows (spec §3's ALL / MY / COLLEAGUES), and the statuses it lists by default. */
function scopeCondition(
  reader: RequestReader,
  scope: RequestListQuery['scope'],
): { where: SQL; defaultStatus: boolean } {
  const me = reader.userId;
  if (me === null || reader.companyId === null) return { where: openPublic, defaultStatus: false };
  if (scope === 'MY') return { where: eq(requests.createdByUserId, me), defaultStatus: false };
  if (scope === 'COLLEAGUES') {
    const where = and(eq(requests.companyId, reader.companyId), ne(requests.createdByUserId, me));
    return { where: where ?? sql`false`, defaultStatus: false };
  }
  if (reader.limited) return { where: openPublic, defaultStatus: false };
  // ALL: what the viewer may see, less other people's drafts (a colleague's draft is theirs to finish).
  return {
    where: sql`(${visibleTo(reader)} and (${requests.status} <> 'DRAFT' or ${requests.createdByUserId} = ${me}))`,
    defaultStatus: true,
  };
}

/** The filters of `GET /requests` as one condition. */
export function listCondition(reader: RequestReader, query: RequestListQuery): SQL {
  const scope = scopeCondition(reader, query.scope ?? 'ALL');
  const conditions: (SQL | undefined)[] = [scope.where];
  const statuses =
    query.status && query.status.length > 0 ? query.status : scope.defaultStatus ? ['OPEN' as const] : [];
  if (statuses.length > 0) conditions.push(inArray(requests.status, statuses));
  if (query.kind && query.kind.length > 0) conditions.push(inArray(requests.kind, query.kind));
  for (const ids of [query.therapeuticAreaIds, query.regionIds]) {
    if (ids && ids.length > 0) conditions.push(sql`${requests.referenceIds} && ${intArray(ids)}`);
  }
  if (query.deadlineFrom) conditions.push(gte(requests.responseDeadline, query.deadlineFrom));
  if (query.deadlineTo) conditions.push(lte(requests.responseDeadline, query.deadlineTo));
  const q = query.q?.trim();
  if (q) conditions.push(sql`${requests.searchVector} @@ websearch_to_tsquery('english', ${q})`);
  return and(...conditions) ?? sql`true`;
}

// Newest published first; drafts (no publication yet) come first under DESC (PostgreSQL puts nulls
// first there), newest first by id. The plain column lets the (status, visibility, published_at)
// index hand the public list its page in order instead of sorting every open request.
const SORTS = {
  publishedAt: requests.publishedAt,
  responseDeadline: requests.responseDeadline,
};

/** One page of request ids for the list, and how many there are in all. */
export async function listRequestIds(
  db: Executor,
  reader: RequestReader,
  query: RequestListQuery,
): Promise<{ ids: number[]; total: number; page: number; size: number }> {
  const { page, size, offset } = pageWindow({ ...query, size: query.size ?? 20 });
  const where = listCondition(reader, query);
  const order = parseSort(query.sort, SORTS, ['publishedAt,DESC']);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: requests.id })
      .from(requests)
      .where(where)
      .orderBy(...order, desc(requests.id))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(total?.n ?? 0), page, size };
}

/** Keeps `companies.has_published_requests` true exactly when the company has an OPEN PUBLIC request. */
export async function refreshPublishedRequestsFlag(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE companies c SET has_published_requests = x.has
    FROM (SELECT exists(
      SELECT 1 FROM requests r WHERE r.company_id = ${companyId} AND r.status = 'OPEN' AND r.visibility = 'PUBLIC'
    ) AS has) x
    WHERE c.id = ${companyId} AND c.has_published_requests IS DISTINCT FROM x.has`);
}
