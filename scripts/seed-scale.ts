// Loads N deterministic scale companies into the configured database: PGlite under DATA_DIR
// (default .data), or PostgreSQL when DATABASE_URL is set. Migrates and runs the normal seed first
// (so persona ids stay 1-9), then inserts in batched transactions; running it again resumes.
// Usage: npm run seed:scale -- 100000
import { systemClock } from '../api/src/clock.js';
import { resolveDataDir } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { migrate, withStartupLock } from '../api/src/db/migrate.js';
import { seedScaleCompanies } from '../api/src/seed/scale.seed.js';
import { runSeed } from '../api/src/seed/seed.js';

const total = Number(process.argv[2] ?? '100000');
if (!Number.isInteger(total) || total < 1 || total > 5_000_000) {
  console.error('Usage: npm run seed:scale -- <number of companies, 1 to 5,000,000>');
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
} finally {
  await database.close();
}
