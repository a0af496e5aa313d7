import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { addDays } from '../dates.js';
import { companies } from '../modules/company/company.table.js';
import { requestQuestions, requestResponses } from '../modules/proposals/proposals.table.js';
import { countries, referenceItems } from '../modules/reference/reference.table.js';
import { requestInvites, requests } from '../modules/requests/requests.table.js';
import { type DemoPerson, demoPeople, insertDemoThread } from './messaging.seed.js';
import type { ReferenceRef } from './reference-names.js';
import { DEMO_REQUESTS, type DemoRequest, type DemoResponse } from './requests.data.js';

const HOUR = 3_600_000;
const day = (now: Date, days: number): string => addDays(now, days).toISOString().slice(0, 10);

/** Reference ids by kind and name, and country ids by ISO code, of this database. */
export async function referenceLookup(db: Executor): Promise<{
  ref: (r: ReferenceRef) => number;
  country: (code: string) => number;
}> {
  const refs = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const refId = new Map(refs.map((r) => [`${r.kind}/${r.name}`, r.id]));
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  return {
    ref: (r) => {
      const id = refId.get(`${r.kind}/${r.name}`);
      if (id === undefined) throw new Error(`No reference item ${r.kind}/${r.name}`);
      return id;
    },
    country: (code) => {
      const id = countryId.get(code);
      if (id === undefined) throw new Error(`No country ${code}`);
      return id;
    },
  };
}

/** The first message of a response's thread: the proposal with its timeline and price lines. */
export function responseMessage(response: Pick<DemoResponse, 'message' | 'timeline' | 'price'>): string {
  const lines = [response.message, '', `Timeline: ${response.timeline}`];
  if (response.price !== null) lines.push(`Price: $${response.price.toLocaleString('en-US')}`);
  return lines.join('\n');
}

/**
 * The persona companies' requests in every kind and state (draft, open, closed, awarded; public and
 * invited), with responses (each with the thread it opened), questions answered and not. Their
 * matchmaking is DONE: a demo database starts without a fan-out of old requests.
 */
export async function seedDemoRequests(db: Executor, now: Date): Promise<void> {
  const { ref, country } = await referenceLookup(db);
  const emails = DEMO_REQUESTS.flatMap((r) => [
    r.by,
    ...(r.responses ?? []).flatMap((x) => [x.by, ...(x.reply ? [x.reply[0]] : [])]),
    ...(r.questions ?? []).flatMap((q) => [q.by, ...(q.answer ? [q.answer[0]] : [])]),
  ]);
  const person = await demoPeople(db, [...new Set(emails)]);
  const invitedNames = [...new Set(DEMO_REQUESTS.flatMap((r) => r.invited ?? []))];
  const invitedRows =
    invitedNames.length > 0
      ? await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.name, invitedNames))
      : [];
  for (const demo of DEMO_REQUESTS) {
    const poster = person(demo.by);
    const requestId = await insertRequest(db, demo, poster, now, ref, country);
    const published = demo.publishedDays === null ? now : addDays(now, demo.publishedDays);
    const invited = invitedRows.filter((c) => demo.invited?.includes(c.name));
    if (invited.length > 0)
      await db
        .insert(requestInvites)
        .values(invited.map((c) => ({ requestId, companyId: c.id, invitedAt: published })));
    let at = published.getTime() + 5 * HOUR;
    for (const response of demo.responses ?? []) {
      const author = person(response.by);
      const messages: [DemoPerson, string][] = [[author, responseMessage(response)]];
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

async function insertRequest(
  db: Executor,
  demo: DemoRequest,
  poster: DemoPerson,
  now: Date,
  ref: (r: ReferenceRef) => number,
  country: (code: string) => number,
): Promise<number> {
  const published = demo.publishedDays === null ? null : addDays(now, demo.publishedDays);
  const created = addDays(now, (demo.publishedDays ?? -1) - 1);
  const [row] = await db
    .insert(requests)
    .values({
      kind: demo.kind,
      status: demo.status,
      visibility: demo.visibility,
      companyId: poster.companyId,
      createdByUserId: poster.id,
      title: demo.title,
      description: demo.description,
      responseDeadline: day(now, demo.deadlineDays),
      referenceIds: [...new Set(demo.references.map(ref))],
      countryIds: (demo.countries ?? []).map(country),
      phases: demo.phases ?? [],
      numberOfSites: demo.numberOfSites ?? null,
      enrolmentTarget: demo.enrolmentTarget ?? null,
      startDate: demo.startDays === undefined ? null : day(now, demo.startDays),
      timeline: demo.timeline ?? null,
      budgetMin: demo.budget?.[0] ?? null,
      budgetMax: demo.budget?.[1] ?? null,
      problem: demo.problem ?? null,
      stage: demo.stage ?? null,
      matchmaking: published ? 'DONE' : 'NONE',
      publishedAt: published,
      closedAt: demo.closedDays === undefined ? null : addDays(now, demo.closedDays),
      createdAt: created,
      updatedAt: published ?? created,
    })
    .returning({ id: requests.id });
  if (!row) throw new Error(`demo request ${demo.title} was not inserted`);
  return row.id;
}

/** The company's id by name (demo data refers to persona companies by name). */
export async function companyIdByName(db: Executor, name: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`Demo company ${name} is missing`);
  return row.id;
}
