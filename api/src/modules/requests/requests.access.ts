import { and, eq, sql, type SQL } from 'drizzle-orm';
import { dayOf } from '../../clock.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { type RequestRow, requests } from './requests.table.js';

/** Who looks: a member's company, or nobody (a visitor). */
export interface RequestViewer {
  companyId: number | null;
}

/** The request of the outer query (`requests`) is invited for the viewer's company. */
export const invitedFor = (viewer: RequestViewer): SQL =>
  viewer.companyId === null
    ? sql`false`
    : sql`exists (select 1 from request_invites ri where ri.request_id = ${requests.id} and ri.company_id = ${viewer.companyId})`;

/** Posted by the viewer's company (its drafts included). */
export const ownedBy = (viewer: RequestViewer): SQL =>
  viewer.companyId === null ? sql`false` : sql`${requests.companyId} = ${viewer.companyId}`;

/**
 * Who sees a request: its own company always; others once published (never a draft), every member
 * for PUBLIC and only invited companies for INVITED. Anything else answers exactly like a missing id.
 */
export const visibleTo = (viewer: RequestViewer): SQL =>
  sql`(${ownedBy(viewer)} or (${requests.status} <> 'DRAFT' and (${requests.visibility} = 'PUBLIC' or ${invitedFor(viewer)})))`;

/** The request when the viewer may see it; otherwise 404, exactly like a missing one. */
export async function loadVisibleRequest(db: Executor, viewer: RequestViewer, requestId: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Responses and questions are accepted until the end of the deadline's day (UTC), while OPEN. */
export function acceptsResponses(request: Pick<RequestRow, 'status' | 'responseDeadline'>, now: Date): boolean {
  return request.status === 'OPEN' && request.responseDeadline >= dayOf(now);
}
