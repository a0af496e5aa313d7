import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { insertSeedThreads, type SeedThread } from '../messaging/index.js';
import { DEMO_REQUESTS, type DemoResponse, requestResponses, requests } from '../requests/index.js';
import { seededPeople } from '../user/index.js';
import { requestQuestions } from './proposals.table.js';
import { seedGeneratedResponses } from './seed/generated-responses.js';

const HOUR = 3_600_000;

/** The first message of a response's thread: the proposal with its timeline and price lines. */
export function responseMessage(response: Pick<DemoResponse, 'message' | 'timeline' | 'price'>): string {
  const lines = [response.message, '', `Timeline: ${response.timeline}`];
  if (response.price !== null) lines.push(`Price: $${response.price.toLocaleString('en-US')}`);
  return lines.join('\n');
}

type ResponseRow = typeof requestResponses.$inferInsert;
type QuestionRow = typeof requestQuestions.$inferInsert;

/**
 * The demo requests' responses (each with the thread it opened with the poster, in every status)
 * and questions, answered and not: hours after each request's publication, as people would.
 * Written at once: the threads in one statement, then the responses and the questions.
 */
async function seedDemoResponses(db: Executor, now: Date): Promise<void> {
  const emails = DEMO_REQUESTS.flatMap((r) => [
    r.by,
    ...(r.responses ?? []).flatMap((x) => [x.by, ...(x.reply ? [x.reply[0]] : [])]),
    ...(r.questions ?? []).flatMap((q) => [q.by, ...(q.answer ? [q.answer[0]] : [])]),
  ]);
  const person = await seededPeople(db, [...new Set(emails)]);
  const posted = await db
    .select({ id: requests.id, companyId: requests.companyId, title: requests.title })
    .from(requests)
    .where(
      inArray(
        requests.title,
        DEMO_REQUESTS.map((r) => r.title),
      ),
    );
  const threads: SeedThread[] = [];
  const responses: ResponseRow[] = [];
  const questions: QuestionRow[] = [];
  for (const demo of DEMO_REQUESTS) {
    const poster = person(demo.by);
    const requestId = posted.find((r) => r.companyId === poster.companyId && r.title === demo.title)?.id;
    if (requestId === undefined) throw new Error(`Demo request ${demo.title} is missing`);
    const published = demo.publishedDays === null ? now : addDays(now, demo.publishedDays);
    let at = published.getTime() + 5 * HOUR;
    for (const response of demo.responses ?? []) {
      const author = person(response.by);
      const messages = [{ author, body: responseMessage(response), sentAt: new Date(at) }];
      if (response.reply)
        messages.push({ author: person(response.reply[0]), body: response.reply[1], sentAt: new Date(at + 3 * HOUR) });
      threads.push({
        subject: `Response: ${demo.title}`,
        toCompanyId: poster.companyId,
        about: { kind: 'REQUEST', id: requestId },
        messages,
      });
      responses.push({
        requestId,
        companyId: author.companyId,
        createdByUserId: author.id,
        message: response.message,
        timeline: response.timeline,
        price: response.price,
        status: response.status,
        declineReason: response.declineReason ?? null,
        posterRating: response.rating ?? null,
        createdAt: new Date(at),
        updatedAt: new Date(at + messages.length * 3 * HOUR),
      });
      at += 20 * HOUR;
    }
    for (const question of demo.questions ?? []) {
      const asker = person(question.by);
      const answerer = question.answer ? person(question.answer[0]) : null;
      questions.push({
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
  const threadIds = await insertSeedThreads(db, threads);
  await db.insert(requestResponses).values(responses.map((r, i) => ({ ...r, threadId: threadIds[i] ?? null })));
  if (questions.length > 0) await db.insert(requestQuestions).values(questions);
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
