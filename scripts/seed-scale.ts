// Loads the scale data set into the configured database: PGlite under DATA_DIR (default .data),
// or PostgreSQL when DATABASE_URL is set. Migrates and runs the normal seed first (so persona ids
// stay 1-9), then every module's scale seed in seed order (companies, their looking-for lists,
// conversations, requests with responses), each in batched transactions; running it again resumes.
// The options are the modules' own (api/src/modules/<m>/<m>.seed.ts, `scale.options`).
// Usage: npm run seed:scale -- 100000 [--threads 20000 --messages 200000] [--requests 20000 --responses 100000]
//   (--threads 0: no messages; --requests 0: no requests)
import { parseArgs } from 'node:util';
import { systemClock } from '../api/src/clock.js';
import { resolveDataDir } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { migrate, withStartupLock } from '../api/src/db/migrate.js';
import { runScaleSeed, runSeed, scaleOptions } from '../api/src/seed/seed.js';

const declared = Object.entries(scaleOptions());
const { values: given, positionals } = parseArgs({
  allowPositionals: true,
  options: Object.fromEntries(
    declared.map(([name, option]) => [name, { type: 'string' as const, default: String(option.default) }]),
  ),
});
const positional = declared.find(([, option]) => option.positional)?.[0];
const values: Record<string, number> = Object.fromEntries(
  declared.map(([name]) => [name, Number(name === positional && positionals[0] ? positionals[0] : given[name])]),
);
const valid = declared.every(([name, option]) => {
  const value = values[name] ?? Number.NaN;
  const floor = option.atLeast ? Math.max(option.min, values[option.atLeast] ?? 0) : option.min;
  return Number.isInteger(value) && value >= floor && value <= option.max;
});
if (!valid) {
  const range = (o: { min: number; max: number; atLeast?: string }) =>
    `${o.atLeast ?? o.min.toLocaleString('en')} to ${o.max.toLocaleString('en')}`;
  console.error(
    `Usage: npm run seed:scale -- ${declared
      .map(([name, o]) => (name === positional ? `<${name}, ${range(o)}>` : `[--${name} ${range(o)}]`))
      .join(' ')}`,
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
  console.log(`seed:scale → ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}/pglite`}`);
  await runScaleSeed(database.db, values, { now: systemClock.now(), log: (line) => console.log(line), started });
} finally {
  await database.close();
}
