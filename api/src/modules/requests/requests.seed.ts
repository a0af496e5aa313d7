import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { companies } from '../company/index.js';
import { referenceLookup, type ReferenceRef } from '../reference/index.js';
import { seededPeople, type SeededPerson } from '../user/index.js';
import { requestInvites, requests } from './requests.table.js';
import { DEMO_REQUESTS, type DemoRequest } from './seed/requests.data.js';
import { seedScaleRequests } from './seed/scale-requests.js';

const day = (now: Date, days: number): string => addDays(now, days).toISOString().slice(0, 10);

/**
 * The persona companies' requests in every kind and state (draft, open, closed, awarded; public and
 * invited); their responses and questions are the proposals module's. Their matchmaking is DONE:
 * a demo database starts without a fan-out of old requests.
 */
async function seedDemoRequests(db: Executor, now: Date): Promise<void> {
  const { ref, country } = await referenceLookup(db);
  const person = await seededPeople(db, [...new Set(DEMO_REQUESTS.map((r) => r.by))]);
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
  }
}

async function insertRequest(
  db: Executor,
  demo: DemoRequest,
  poster: SeededPerson,
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

async function seedScale(
  db: Db,
  requests: number,
  responses: number,
  now: Date,
  log: (line: string) => void,
  started: number,
) {
  if (requests === 0) return;
  log(`requests: ${requests.toLocaleString('en')} requests, ${responses.toLocaleString('en')} responses`);
  const result = await seedScaleRequests(db, {
    requests,
    responses,
    now,
    onProgress: (done) => {
      if (done % 5000 === 0 || done === requests)
        log(
          `  ${done.toLocaleString('en')} / ${requests.toLocaleString('en')} requests  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
    },
  });
  log(
    result.inserted > 0
      ? `inserted ${result.inserted.toLocaleString('en')} requests with ${result.responses.toLocaleString('en')} responses (${result.existing.toLocaleString('en')} requests were there)`
      : `all ${requests.toLocaleString('en')} requests were already there`,
  );
}

/** The persona companies' demo requests; the scale set's requests with their responses. */
export const requestsSeed: ModuleSeed = {
  after: ['user'],
  demo: seedDemoRequests,
  scale: {
    options: {
      requests: { default: 20_000, min: 0, max: 1_000_000 },
      responses: { default: 100_000, min: 0, max: 10_000_000 },
    },
    run: (db, { requests = 0, responses = 0 }, { now, log, started }) =>
      seedScale(db, requests, responses, now, log, started),
  },
};
