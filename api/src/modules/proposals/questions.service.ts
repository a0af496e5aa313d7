import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { type BillingDeps, planInForce } from '../subscription/index.js';
import { companies } from '../company/index.js';
import { activeMemberIds, requiredText } from '../messaging/index.js';
import { excerpt, notify, publishNotified } from '../notification/index.js';
import {
  acceptsResponses,
  loadVisibleRequest,
  requestInvites,
  requestResponses,
  type RequestRow,
} from '../requests/index.js';
import { loadOwnRequest, lockVisibleRequest, type Member } from './proposals.access.js';
import {
  alreadyAnswered,
  notAcceptingQuestions,
  ownRequestQuestion,
  responsesSubscriptionRequired,
} from './proposals.limits.js';
import type { RequestQuestionDto } from './proposals.schemas.js';
import { requestQuestions } from './proposals.table.js';
import { requestPath } from './responses.service.js';

const q = requestQuestions;

/**
 * A request's questions for the viewer's company: the poster sees all of them with the asking
 * company; everyone else who sees the request sees the answered ones (public Q&A, asker hidden)
 * and their own company's still waiting for an answer.
 */
export async function listQuestions(db: Executor, member: Member, requestId: number): Promise<RequestQuestionDto[]> {
  const request = await loadVisibleRequest(db, member, requestId);
  const isPoster = request.companyId === member.companyId;
  const rows = await db
    .select({ question: q, companyName: companies.name, companyAlias: companies.alias })
    .from(q)
    .innerJoin(companies, eq(companies.id, q.askedByCompanyId))
    .where(
      and(
        eq(q.requestId, requestId),
        isPoster ? undefined : or(isNotNull(q.answer), eq(q.askedByCompanyId, member.companyId)),
      ),
    )
    .orderBy(asc(q.createdAt), asc(q.id));
  return rows.map(({ question: v, companyName, companyAlias }) => ({
    id: v.id,
    requestId: v.requestId,
    question: v.question,
    answer: v.answer,
    askedAt: v.createdAt.toISOString(),
    answeredAt: v.answeredAt?.toISOString() ?? null,
    askedByMyCompany: v.askedByCompanyId === member.companyId,
    askerCompany: isPoster ? { id: v.askedByCompanyId, name: companyName, alias: companyAlias } : null,
  }));
}

/** Questions still waiting for the poster's answer (the poster's workspace count). */
export async function countUnanswered(db: Executor, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(q)
    .where(and(eq(q.requestId, requestId), sql`${q.answer} is null`));
  return row?.n ?? 0;
}

/** A member of another company asks the poster, while the request accepts responses. */
export async function askQuestion(deps: AppDeps, billing: BillingDeps, member: Member, requestId: number, raw: string) {
  const text = requiredText('question', raw);
  const plan = await planInForce(billing, member);
  const done = await deps.db.transaction(async (tx) => {
    const request = await lockVisibleRequest(tx, member, requestId);
    if (plan === 'NONE') throw responsesSubscriptionRequired();
    if (request.companyId === member.companyId) throw ownRequestQuestion();
    const now = deps.clock.now();
    if (!acceptsResponses(request, now)) throw notAcceptingQuestions();
    const [row] = await tx
      .insert(q)
      .values({
        requestId,
        askedByCompanyId: member.companyId,
        askedByUserId: member.id,
        question: text,
        createdAt: now,
      })
      .returning({ id: q.id });
    if (!row) throw new Error('question insert returned nothing');
    const members = await activeMemberIds(tx, request.companyId);
    const notified = await notify(
      tx,
      members.map((userId) => ({
        userId,
        kind: 'REQUEST_QUESTION',
        title: `New question on your request: ${request.title}`,
        body: excerpt(text),
        link: requestPath(request.id),
        subjectKind: 'REQUEST',
        subjectId: request.id,
      })),
      now,
    );
    return { id: row.id, notified };
  });
  publishNotified(deps.events, done.notified);
  return done.id;
}

/** Companies told of an answer: the asker, every responder and every invited company (not the poster). */
async function answerAudience(tx: Executor, request: RequestRow, askerCompanyId: number): Promise<number[]> {
  // One after the other: a transaction's connection runs one query at a time (db/all-queries.ts).
  const responders = await tx
    .select({ id: requestResponses.companyId })
    .from(requestResponses)
    .where(eq(requestResponses.requestId, request.id));
  const invited = await tx
    .select({ id: requestInvites.companyId })
    .from(requestInvites)
    .where(eq(requestInvites.requestId, request.id));
  const ids = new Set([askerCompanyId, ...responders.map((r) => r.id), ...invited.map((r) => r.id)]);
  ids.delete(request.companyId);
  return [...ids];
}

/** The poster answers a question once; the answer is public to everyone who sees the request. */
export async function answerQuestion(
  deps: AppDeps,
  member: Member,
  ids: { requestId: number; questionId: number },
  raw: string,
) {
  const text = requiredText('answer', raw);
  const notified = await deps.db.transaction(async (tx) => {
    const request = await loadOwnRequest(tx, member, ids.requestId, true);
    const [question] = await tx
      .select()
      .from(q)
      .where(and(eq(q.id, ids.questionId), eq(q.requestId, ids.requestId)))
      .for('update');
    if (!question) throw notFound();
    if (question.answer !== null) throw alreadyAnswered();
    const now = deps.clock.now();
    await tx.update(q).set({ answer: text, answeredByUserId: member.id, answeredAt: now }).where(eq(q.id, question.id));
    const companyIds = await answerAudience(tx, request, question.askedByCompanyId);
    const memberIds = companyIds.length === 0 ? [] : await membersOf(tx, companyIds);
    return notify(
      tx,
      memberIds.map((userId) => ({
        userId,
        kind: 'QUESTION_ANSWERED',
        title: `A question on “${request.title}” was answered`,
        body: excerpt(`Q: ${question.question} A: ${text}`),
        link: requestPath(request.id),
        subjectKind: 'REQUEST',
        subjectId: request.id,
      })),
      now,
    );
  });
  publishNotified(deps.events, notified);
}

async function membersOf(tx: Executor, companyIds: number[]): Promise<number[]> {
  const all: number[] = [];
  // One company after another, on the transaction's one connection.
  for (const id of companyIds) all.push(...(await activeMemberIds(tx, id)));
  return all;
}
