import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { activeMemberIds } from '../messaging/index.js';
import { type NotificationInput, notify, publishNotified } from '../notification/index.js';
import {
  refreshPublishedRequestsFlag,
  type RequestResponseRow,
  requestResponses,
  type RequestRow,
  requests,
  type ResponseStatus,
} from '../requests/index.js';
import { loadOwnRequest, type Member } from './proposals.access.js';
import { awardNotAllowed, responseDecided, responseDeclined } from './proposals.limits.js';
import { requestPath } from './responses.service.js';

/** A decision on one response of the poster's own request, in a transaction with both rows locked. */
async function decide<T>(
  deps: AppDeps,
  member: Member,
  ids: { requestId: number; responseId: number },
  work: (tx: Executor, request: RequestRow, response: RequestResponseRow, now: Date) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const request = await loadOwnRequest(tx, member, ids.requestId, true);
    const [response] = await tx
      .select()
      .from(requestResponses)
      .where(and(eq(requestResponses.id, ids.responseId), eq(requestResponses.requestId, ids.requestId)))
      .for('update');
    if (!response) throw notFound();
    return work(tx, request, response, deps.clock.now());
  });
}

/** Shortlisting and declining change a response still in play, before the award. */
function assertUndecided(request: RequestRow, response: RequestResponseRow): void {
  if (request.status === 'AWARDED') throw responseDecided();
  if (response.status === 'DECLINED') throw responseDeclined();
}

const setStatus = (tx: Executor, id: number, status: ResponseStatus, now: Date, declineReason: string | null = null) =>
  tx.update(requestResponses).set({ status, declineReason, updatedAt: now }).where(eq(requestResponses.id, id));

/** Marks a response as a favourite (SHORTLISTED) or back to SUBMITTED. */
export async function setShortlisted(
  deps: AppDeps,
  member: Member,
  ids: { requestId: number; responseId: number },
  on: boolean,
) {
  await decide(deps, member, ids, async (tx, request, response, now) => {
    assertUndecided(request, response);
    await setStatus(tx, response.id, on ? 'SHORTLISTED' : 'SUBMITTED', now);
  });
}

/** The poster's private 1-5 score (null clears it); allowed whatever the status. */
export async function rateResponse(
  deps: AppDeps,
  member: Member,
  ids: { requestId: number; responseId: number },
  rating: number | null,
) {
  await decide(deps, member, ids, async (tx, _request, response) => {
    await tx.update(requestResponses).set({ posterRating: rating }).where(eq(requestResponses.id, response.id));
  });
}

interface Outcome {
  response: Pick<RequestResponseRow, 'companyId'>;
  title: string;
  body: string | null;
}

/** RESPONSE_OUTCOME to every active member of each responding company, in the transaction. */
async function notifyOutcomes(tx: Executor, request: RequestRow, outcomes: Outcome[], now: Date) {
  const items: NotificationInput[] = [];
  for (const outcome of outcomes) {
    for (const userId of await activeMemberIds(tx, outcome.response.companyId)) {
      items.push({
        userId,
        kind: 'RESPONSE_OUTCOME',
        title: outcome.title,
        body: outcome.body,
        link: requestPath(request.id),
        subjectKind: 'REQUEST',
        subjectId: request.id,
      });
    }
  }
  return notify(tx, items, now);
}

/** Declines a response with the reason its company is told. */
export async function declineResponse(
  deps: AppDeps,
  member: Member,
  ids: { requestId: number; responseId: number },
  reason: string,
) {
  const notified = await decide(deps, member, ids, async (tx, request, response, now) => {
    assertUndecided(request, response);
    await setStatus(tx, response.id, 'DECLINED', now, reason);
    const title = `Your response was declined: ${request.title}`;
    return notifyOutcomes(tx, request, [{ response, title, body: `Reason: ${reason}` }], now);
  });
  publishNotified(deps.events, notified);
}

/**
 * Awards a response of an OPEN or CLOSED request: it becomes AWARDED, every other response not
 * declined NOT_AWARDED, the request AWARDED (closed now); the poster's `has_published_requests`
 * is recomputed (the request left the open public ones). Every responder still in play is told.
 */
export async function awardResponse(deps: AppDeps, member: Member, ids: { requestId: number; responseId: number }) {
  const notified = await decide(deps, member, ids, async (tx, request, response, now) => {
    if (request.status !== 'OPEN' && request.status !== 'CLOSED') throw awardNotAllowed();
    if (response.status === 'DECLINED') throw responseDeclined();
    await setStatus(tx, response.id, 'AWARDED', now);
    const others = await tx
      .update(requestResponses)
      .set({ status: 'NOT_AWARDED', updatedAt: now })
      .where(
        and(
          eq(requestResponses.requestId, request.id),
          ne(requestResponses.id, response.id),
          ne(requestResponses.status, 'DECLINED'),
        ),
      )
      .returning({ companyId: requestResponses.companyId });
    await tx
      .update(requests)
      .set({ status: 'AWARDED', closedAt: now, updatedAt: now, version: sql`${requests.version} + 1` })
      .where(eq(requests.id, request.id));
    await refreshPublishedRequestsFlag(tx, request.companyId);
    return notifyOutcomes(
      tx,
      request,
      [
        {
          response,
          title: `Your response was selected: ${request.title}`,
          body: 'The poster awarded the request to your company.',
        },
        ...others.map((other) => ({
          response: other,
          title: `Your response was not selected: ${request.title}`,
          body: 'The poster awarded the request to another company.',
        })),
      ],
      now,
    );
  });
  publishNotified(deps.events, notified);
}
