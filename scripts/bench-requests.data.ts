// Data and the publish case of bench:requests (scripts/bench-requests.ts): the demo data, the
// requests scale set and 5,000 companies one published request matches; then publishes timed
// through the real route (or, until it is merged, the same commit and send) with the fan-out run
// by the real job queue (pg-boss on the same database).
import { sql } from 'drizzle-orm';
import type { createApp } from '../api/src/app.js';
import { systemClock } from '../api/src/clock.js';
import type { Database } from '../api/src/db/database.js';
import { migrate } from '../api/src/db/migrate.js';
import type { QueuedJob } from '../api/src/jobs/job.js';
import { startJobQueue } from '../api/src/jobs/job-queue.js';
import type { JobDispatcher } from '../api/src/jobs/job-sender.js';
import { matchmakingJobs } from '../api/src/modules/matchmaking/matchmaking.jobs.js';
import { insertManyCompanies, referenceIdsByName } from '../api/src/modules/matchmaking/matchmaking.testing.js';
import { announceRequestPublished, REQUEST_PUBLISHED_JOB } from '../api/src/modules/requests/requests.jobs.js';
import { requests } from '../api/src/modules/requests/requests.table.js';
import { ROLE_IDS } from '../api/src/modules/company/seed/roles.data.js';
import { seedScaleRequests } from '../api/src/modules/requests/seed/scale-requests.js';
import { runSeed } from '../api/src/seed/seed.js';

type App = Awaited<ReturnType<typeof createApp>>;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Companies a bench publish matches (CROs in the area and region below), one member each. */
export const MATCHING_COMPANIES = 5000;
const MATCH_PREFIX = 'Bench Match CRO';
const MATCH_AREA = ['THERAPEUTIC_AREAS', 'Ophthalmology'] as const;
const MATCH_REGION = ['REGIONS', 'North America'] as const;

/** Loads the data set (skipped where a kept database already holds it) and fresh statistics. */
export async function loadData(
  database: Database,
  counts: { requests: number; responses: number },
): Promise<{ heavyRequestId: number }> {
  const started = performance.now();
  await migrate(database);
  await runSeed(database.db, { mode: 'demo', clock: systemClock });
  let last = 0;
  await seedScaleRequests(database.db, {
    ...counts,
    now: systemClock.now(),
    onProgress: (done) => {
      if (done - last >= 5000 || done === counts.requests) {
        last = done;
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(`  ${done.toLocaleString('en')} / ${counts.requests.toLocaleString('en')} requests (${seconds} s)`);
      }
    },
  });
  const [present] = rowsOf<{ n: number }>(
    await database.db.execute(sql`SELECT count(*)::int AS n FROM companies WHERE name LIKE ${`${MATCH_PREFIX} %`}`),
  );
  if ((present?.n ?? 0) === 0) {
    const ref = await referenceIdsByName(database.db);
    await insertManyCompanies(database.db, {
      prefix: MATCH_PREFIX,
      count: MATCHING_COMPANIES,
      roleId: ROLE_IDS.cro,
      referenceIds: [ref(...MATCH_AREA), ref(...MATCH_REGION)],
    });
  }
  // Fresh statistics, as autovacuum would leave them on a server (PGlite runs no autovacuum).
  await database.db.execute(sql`ANALYZE`);
  const [row] = rowsOf<{ requests: number; responses: number; companies: number; heavy: number }>(
    await database.db.execute(sql`SELECT (SELECT count(*) FROM requests)::int AS requests,
      (SELECT count(*) FROM request_responses)::int AS responses, (SELECT count(*) FROM companies)::int AS companies,
      (SELECT id FROM requests WHERE title LIKE '% SR-000000') AS heavy`),
  );
  console.log(
    `loaded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${row?.requests.toLocaleString('en')} requests, ` +
      `${row?.responses.toLocaleString('en')} responses, ${row?.companies.toLocaleString('en')} companies`,
  );
  return { heavyRequestId: Number(row?.heavy ?? 0) };
}

/** A complete SITE draft of the poster in the matching area and region, ready to publish. */
async function insertDraft(database: Database, poster: { userId: number; companyId: number }, n: number) {
  const ref = await referenceIdsByName(database.db);
  const [us] = rowsOf<{ id: number }>(await database.db.execute(sql`SELECT id FROM countries WHERE code = 'US'`));
  const now = systemClock.now();
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const [row] = await database.db
    .insert(requests)
    .values({
      kind: 'SITE',
      status: 'DRAFT',
      companyId: poster.companyId,
      createdByUserId: poster.userId,
      title: `Benchmark publish ${n}: retina sites in North America`,
      description: 'Sites for a Phase 2 study in wet age-related macular degeneration.',
      responseDeadline: day(30),
      referenceIds: [ref(...MATCH_AREA), ref(...MATCH_REGION)],
      countryIds: us ? [Number(us.id)] : [],
      phases: ['PHASE_2'],
      numberOfSites: 10,
      enrolmentTarget: 120,
      startDate: day(60),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: requests.id });
  return row?.id ?? 0;
}

export interface PublishTimes {
  route: 'POST /v1/requests/{id}/publish' | 'simulated (route not merged yet)';
  publish: number[];
  /** From the publish's answer to matchmaking DONE (queue pick-up included). */
  fanOutWall: number[];
  /** The job's own run. */
  fanOutJob: number[];
  notified: number[];
}

/**
 * Publishes `runs` drafts of sponsor.admin's company, each matching the 5,000 companies, with the
 * real job queue running the fan-out; times the publish and the fan-out separately.
 */
export async function benchPublish(
  database: Database,
  app: App,
  jobSender: JobDispatcher,
  token: string,
  runs: number,
): Promise<PublishTimes> {
  const jobRuns: number[] = [];
  const jobs: QueuedJob[] = matchmakingJobs
    .filter((job) => job.name === REQUEST_PUBLISHED_JOB)
    .map((job) => ({
      ...job,
      run: async (a, data) => {
        const t = performance.now();
        await job.run(a, data);
        jobRuns.push(performance.now() - t);
      },
    }));
  const queue = await startJobQueue(database, jobs, app);
  jobSender.attach(queue);
  const [poster] = rowsOf<{ user_id: number; company_id: number }>(
    await database.db.execute(sql`SELECT id AS user_id, company_id FROM users WHERE email = 'sponsor.admin@demo.test'`),
  );
  const who = { userId: Number(poster?.user_id), companyId: Number(poster?.company_id) };
  const times: PublishTimes = {
    route: 'POST /v1/requests/{id}/publish',
    publish: [],
    fanOutWall: [],
    fanOutJob: [],
    notified: [],
  };
  try {
    for (let n = 0; n < runs; n += 1) {
      const id = await insertDraft(database, who, n);
      const t = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/v1/requests/${id}/publish`,
        headers: { authorization: `Bearer ${token}` },
        // The draft's version (optimistic concurrency): a fresh row's is 1.
        payload: { version: 1 },
      });
      if (res.statusCode === 404) {
        // The requests feature is not merged: the same commit (PENDING in the publishing transaction) and send.
        times.route = 'simulated (route not merged yet)';
        await database.db
          .update(requests)
          .set({ status: 'OPEN', matchmaking: 'PENDING', publishedAt: new Date(), updatedAt: new Date() })
          .where(sql`id = ${id}`);
        await announceRequestPublished(app, id);
      } else if (res.statusCode >= 300) throw new Error(`publish answered ${res.statusCode} ${res.body}`);
      const published = performance.now();
      times.publish.push(published - t);
      for (;;) {
        const [state] = rowsOf<{ m: string }>(
          await database.db.execute(sql`SELECT matchmaking AS m FROM requests WHERE id = ${id}`),
        );
        if (state?.m === 'DONE') break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      times.fanOutWall.push(performance.now() - published);
      const [told] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`SELECT count(*)::int AS n FROM notifications WHERE subject_kind = 'REQUEST' AND subject_id = ${id}`,
        ),
      );
      times.notified.push(told?.n ?? 0);
    }
  } finally {
    await queue.stop();
  }
  times.fanOutJob = jobRuns;
  return times;
}
