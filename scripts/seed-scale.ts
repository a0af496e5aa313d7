// Loads N deterministic scale companies into the configured database: PGlite under DATA_DIR
// (default .data), or PostgreSQL when DATABASE_URL is set. Migrates and runs the normal seed first
// (so persona ids stay 1-9), then inserts in batched transactions; running it again resumes.
// Then the messaging scale set among the users there (demo users and personas): threads and messages,
// resumable the same way. Then the requests scale set: requests of every kind and status with their
// responses (one per request and company), resumable the same way.
// Usage: npm run seed:scale -- 100000 [--threads 20000 --messages 200000] [--requests 20000 --responses 100000]
//   (--threads 0: no messages; --requests 0: no requests)
import { parseArgs } from 'node:util';
import { systemClock } from '../api/src/clock.js';
import { resolveDataDir } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { migrate, withStartupLock } from '../api/src/db/migrate.js';
import { seedScaleCompanies } from '../api/src/seed/scale.seed.js';
import { seedScaleMessaging } from '../api/src/seed/scale-messaging.js';
import { seedScaleRequests } from '../api/src/seed/scale-requests.js';
import { runSeed } from '../api/src/seed/seed.js';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    threads: { type: 'string', default: '20000' },
    messages: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '20000' },
    responses: { type: 'string', default: '100000' },
  },
});
const total = Number(positionals[0] ?? '100000');
const threads = Number(options.threads);
const messageTotal = Number(options.messages);
const requestTotal = Number(options.requests);
const responseTotal = Number(options.responses);
if (
  !Number.isInteger(total) ||
  total < 1 ||
  total > 5_000_000 ||
  !Number.isInteger(threads) ||
  threads < 0 ||
  threads > 1_000_000 ||
  !Number.isInteger(messageTotal) ||
  messageTotal < threads ||
  messageTotal > 10_000_000 ||
  !Number.isInteger(requestTotal) ||
  requestTotal < 0 ||
  requestTotal > 1_000_000 ||
  !Number.isInteger(responseTotal) ||
  responseTotal < 0 ||
  responseTotal > 10_000_000
) {
  console.error(
    'Usage: npm run seed:scale -- <companies, 1 to 5,000,000> [--threads 0 to 1,000,000] [--messages threads to 10,000,000] [--requests 0 to 1,000,000] [--responses 0 to 10,000,000]',
  );
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = resolveDataDir();
const demo = !['0', 'false', 'no', 'off'].includes((process.env.SEED_DEMO_DATA ?? 'true').trim().toLowerCase());

const database = await openDatabase({ databaseUrl, dataDir });
const started = performance.now();
try {
  await withStartupLock(database, async () => {
    await migrate(database);
    await runSeed(database.db, { mode: demo ? 'demo' : 'none', clock: systemClock });
  });
  console.log(
    `seed:scale → ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}/pglite`}: ${total.toLocaleString('en')} scale companies`,
  );
  let last = 0;
  const result = await seedScaleCompanies(database.db, total, {
    now: systemClock.now(),
    onProgress: (done) => {
      if (done - last >= 10_000 || done === total) {
        last = done;
        console.log(
          `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')}  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.inserted > 0
      ? `inserted ${result.inserted.toLocaleString('en')} (${result.existing.toLocaleString('en')} were there) in ${seconds} s`
      : `all ${total.toLocaleString('en')} were already there`,
  );
  if (threads > 0) await seedMessages(database, started);
  if (requestTotal > 0) await seedRequests(database, started);
} finally {
  await database.close();
}

/** Prints progress every 5,000 of `total` (and at the end). */
const progress =
  (total: number, what: string, started: number) =>
  (done: number): void => {
    if (done % 5000 === 0 || done === total)
      console.log(
        `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} ${what}  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
  };

async function seedMessages(database: Awaited<ReturnType<typeof openDatabase>>, started: number): Promise<void> {
  console.log(`messaging: ${threads.toLocaleString('en')} threads, ${messageTotal.toLocaleString('en')} messages`);
  const result = await seedScaleMessaging(database.db, {
    threads,
    messages: messageTotal,
    now: systemClock.now(),
    onProgress: progress(threads, 'threads', started),
  });
  console.log(
    result.inserted > 0
      ? `inserted ${result.inserted.toLocaleString('en')} threads (${result.existing.toLocaleString('en')} were there)`
      : `all ${threads.toLocaleString('en')} threads were already there`,
  );
}

async function seedRequests(database: Awaited<ReturnType<typeof openDatabase>>, started: number): Promise<void> {
  console.log(
    `requests: ${requestTotal.toLocaleString('en')} requests, ${responseTotal.toLocaleString('en')} responses`,
  );
  const result = await seedScaleRequests(database.db, {
    requests: requestTotal,
    responses: responseTotal,
    now: systemClock.now(),
    onProgress: progress(requestTotal, 'requests', started),
  });
  console.log(
    result.inserted > 0
      ? `inserted ${result.inserted.toLocaleString('en')} requests with ${result.responses.toLocaleString('en')} responses (${result.existing.toLocaleString('en')} requests were there)`
      : `all ${requestTotal.toLocaleString('en')} requests were already there`,
  );
}
