import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { type BillingDeps, planInForce } from '../subscription/index.js';
import { companies } from '../company/index.js';
import {
  activeMemberIds,
  lockAuthorAndCheckFlood,
  messageThreads,
  monthStartUtc,
  publishSent,
  requiredText,
  writeMessage,
} from '../messaging/index.js';
import { excerpt, notify, publishNotified } from '../notification/index.js';
import { acceptsResponses, requestResponses, type RequestRow } from '../requests/index.js';
import { lockVisibleRequest, type Member } from './proposals.access.js';
import {
  alreadyResponded,
  EXPLORER_MONTHLY_RESPONSES,
  explorerResponsesLimit,
  notAcceptingResponses,
  ownRequest,
  responseDeclined,
  responsesSubscriptionRequired,
} from './proposals.limits.js';
import type { RespondBody } from './proposals.schemas.js';
import { countRequestsRespondedSince } from './responses.repository.js';

/** The app path of a request's page: notifications link there. */
export const requestPath = (requestId: number) => `/requests/${requestId}`;

/** "$12,500": whole US dollars as people read them. */
export const formatDollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

interface ResponseText {
  message: string;
  timeline: string;
  price: number | null;
}

function responseText(body: RespondBody): ResponseText {
  return {
    message: requiredText('message', body.message),
    timeline: requiredText('timeline', body.timeline),
    price: body.price ?? null,
  };
}

/** The thread's first message: the proposal, then its timeline and price. */
function firstMessage(text: ResponseText): string {
  const lines = [`Timeline: ${text.timeline}`];
  if (text.price !== null) lines.push(`Price: ${formatDollars(text.price)}`);
  return `${text.message}\n\n${lines.join('\n')}`;
}

/** A thread's subject: at most 200 characters (messaging's limit), cut on a character boundary. */
function subjectFor(title: string): string {
  const chars = [...`Response: ${title}`];
  return chars.length <= 200 ? chars.join('') : `${chars.slice(0, 199).join('')}…`;
}

/** Refuses a response to anything the member may not respond to, in the order people understand. */
function assertOpenFor(request: RequestRow, member: Member, now: Date): void {
  if (request.companyId === member.companyId) throw ownRequest();
  if (!acceptsResponses(request, now)) throw notAcceptingResponses();
}

/**
 * A company's response: one per company, while the request accepts responses, within Explorer's
 * monthly count. In one transaction it opens the thread to the poster's company (messaging's own
 * send code, its notification replaced by NEW_RESPONSE so the poster hears once) and notifies the
 * poster company's members; live events go out after commit.
 */
export async function respond(
  deps: AppDeps,
  billing: BillingDeps,
  member: Member,
  requestId: number,
  body: RespondBody,
) {
  const text = responseText(body);
  const plan = await planInForce(billing, member);
  const done = await deps.db.transaction(async (tx) => {
    const request = await lockVisibleRequest(tx, member, requestId);
    if (plan === 'NONE') throw responsesSubscriptionRequired();
    const now = deps.clock.now();
    assertOpenFor(request, member, now);
    const [existing] = await tx
      .select({ id: requestResponses.id })
      .from(requestResponses)
      .where(and(eq(requestResponses.requestId, requestId), eq(requestResponses.companyId, member.companyId)));
    if (existing) throw alreadyResponded();
    await lockAuthorAndCheckFlood(tx, member.id, now);
    if (plan === 'EXPLORER') {
      const used = await countRequestsRespondedSince(tx, member.id, monthStartUtc(now));
      if (used >= EXPLORER_MONTHLY_RESPONSES) throw explorerResponsesLimit();
    }
    const [thread] = await tx
      .insert(messageThreads)
      .values({
        subject: subjectFor(request.title),
        createdByUserId: member.id,
        fromCompanyId: member.companyId,
        toCompanyId: request.companyId,
        aboutKind: 'REQUEST',
        aboutId: request.id,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning();
    if (!thread) throw new Error('thread insert returned nothing');
    const sent = await writeMessage(tx, thread, member, firstMessage(text), now, true, { notifyReaders: false });
    const [row] = await tx
      .insert(requestResponses)
      .values({
        requestId,
        companyId: member.companyId,
        createdByUserId: member.id,
        ...text,
        threadId: thread.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: requestResponses.id });
    if (!row) throw new Error('response insert returned nothing');
    const notified = await notifyNewResponse(tx, request, member.companyId, text.message, now);
    return { sent, notified };
  });
  publishSent(deps, done.sent);
  publishNotified(deps.events, done.notified);
}

async function notifyNewResponse(tx: Executor, request: RequestRow, responderId: number, message: string, now: Date) {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, responderId));
  const members = await activeMemberIds(tx, request.companyId);
  return notify(
    tx,
    members.map((userId) => ({
      userId,
      kind: 'NEW_RESPONSE',
      title: `${company?.name ?? 'A company'} responded to your request: ${request.title}`,
      body: excerpt(message),
      link: requestPath(request.id),
      subjectKind: 'REQUEST',
      subjectId: request.id,
    })),
    now,
  );
}

/** The member's company's response to a request it may see, locked; 404 when there is none. */
async function lockOwnResponse(tx: Executor, member: Member, requestId: number, now: Date) {
  const request = await lockVisibleRequest(tx, member, requestId);
  const [row] = await tx
    .select()
    .from(requestResponses)
    .where(and(eq(requestResponses.requestId, requestId), eq(requestResponses.companyId, member.companyId)));
  if (!row) throw notFound();
  if (!acceptsResponses(request, now)) throw notAcceptingResponses();
  if (row.status === 'DECLINED') throw responseDeclined();
  return row;
}

/** New text for the company's own response, while the request accepts responses. */
export async function updateResponse(deps: AppDeps, member: Member, requestId: number, body: RespondBody) {
  const text = responseText(body);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await lockOwnResponse(tx, member, requestId, now);
    await tx
      .update(requestResponses)
      .set({ ...text, updatedAt: now })
      .where(eq(requestResponses.id, row.id));
  });
}

/** Withdraws the company's own response (its thread stays); the company may respond again. */
export async function withdrawResponse(deps: AppDeps, member: Member, requestId: number) {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnResponse(tx, member, requestId, deps.clock.now());
    await tx.delete(requestResponses).where(eq(requestResponses.id, row.id));
  });
}
