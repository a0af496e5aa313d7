import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { insertDemoThread } from '../messaging/index.js';
import { DEMO_REQUESTS, type DemoResponse, requestResponses, requests } from '../requests/index.js';
import { seededPeople, type SeededPerson } from '../user/index.js';
import { requestQuestions } from './proposals.table.js';
import { seedGeneratedResponses } from './seed/generated-responses.js';

const HOUR = 3_600_000;

/** The first message of a response's thread: the proposal with its timeline and price lines. */
export function responseMessage(response: Pick<DemoResponse, 'message' | 'timeline' | 'price'>): string {
  const lines = [response.message, '', `Timeline: ${response.timeline}`];
  if (response.price !== null) lines.push(`Price: $${response.price.toLocaleString('en-US')}`);
  return lines.join('\n');
}

/**
 * The demo requests' responses (each with the thread it opened with the poster, in every status)
 * and questions, answered and not: hours after each request's publication, as people would.
 */
async function seedDemoResponses(db: Executor, now: Date): Promise<void> {
  const emails = DEMO_REQUESTS.flatMap((r) => [
    r.by,
    ...(r.responses ?? []).flatMap((x) => [x.by, ...(x.reply ? [x.reply[0]] : [])]),
    ...(r.questions ?? []).flatMap((q) => [q.by, ...(q.answer ? [q.answer[0]] : [])]),
  ]);
  const person = await seededPeople(db, [...new Set(emails)]);
  for (const demo of DEMO_REQUESTS) {
    const poster = person(demo.by);
    const [request] = await db
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.companyId, poster.companyId), eq(requests.title, demo.title)));
    if (!request) throw new Error(`Demo request ${demo.title} is missing`);
    const requestId = request.id;
    const published = demo.publishedDays === null ? now : addDays(now, demo.publishedDays);
    let at = published.getTime() + 5 * HOUR;
    for (const response of demo.responses ?? []) {
      const author = person(response.by);
      const messages: [SeededPerson, string][] = [[author, responseMessage(response)]];
      if (response.reply) messages.push([person(response.reply[0]), response.reply[1]]);
      const thread = await insertDemoThread(db, {
        author,
        toCompanyId: poster.companyId,
        subject: `Response: ${demo.title}`,
        about: { kind: 'REQUEST', id: requestId },
        messages,
        at,
      });
      await db.insert(requestResponses).values({
        requestId,
        companyId: author.companyId,
        createdByUserId: author.id,
        message: response.message,
        timeline: response.timeline,
        price: response.price,
        status: response.status,
        declineReason: response.declineReason ?? null,
        posterRating: response.rating ?? null,
        threadId: thread.threadId,
        createdAt: new Date(at),
        updatedAt: new Date(thread.at),
      });
      at += 20 * HOUR;
    }
    for (const question of demo.questions ?? []) {
      const asker = person(question.by);
      const answerer = question.answer ? person(question.answer[0]) : null;
      await db.insert(requestQuestions).values({
        requestId,
        askedByCompanyId: asker.companyId,
        askedByUserId: asker.id,
        question: question.question,
        answer: question.answer?.[1] ?? null,
        answeredByUserId: answerer?.id ?? null,
        answeredAt: answerer ? new Date(at + 6 * HOUR) : null,
        createdAt: new Date(at),
      });
      at += 9 * HOUR;
    }
  }
}

/** The persona requests' responses and questions, then the generated requests' responses. */
async function seedDemoProposals(db: Executor, now: Date): Promise<void> {
  await seedDemoResponses(db, now);
  await seedGeneratedResponses(db, now);
}

/** The demo requests' responses and questions (after the plans, which say who may respond). */
export const proposalsSeed: ModuleSeed = {
  after: ['requests', 'messaging', 'matchmaking', 'subscription'],
  demo: seedDemoProposals,
};
