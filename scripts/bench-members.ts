// Benchmark of the members page (issue 29, point 5) on PostgreSQL: seed:scale's companies and its
// members set (one company with 5,000 members), then, through the api's routes in process
// (app.inject: validation, caller, SQL, DTOs, serialisation; no socket), signed in as that company's
// admin: (1) the members page's first page (GET /v1/members?size=20, the page's default), (2) a
// search within the company (GET /v1/members?search=<word>&size=20, a different word each run:
// last names, first names, parts of either). Prints p50 / p95 and the verdict against 30 ms p95.
// The database is made afresh on every run: tb_bench_members on TEST_DATABASE_URL's server.
// Usage: TEST_DATABASE_URL=postgres://… npm run bench:members [-- --runs 300 --companies 10000 --members 5000]
import './lib/require-node.mjs';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { createApp } from '../api/src/app.js';
import { systemClock } from '../api/src/clock.js';
import { type Database, openDatabase } from '../api/src/db/database.js';
import { migrate } from '../api/src/db/migrate.js';
import { scaleMembersCompany, SCALE_MEMBER_PREFIX } from '../api/src/modules/member/seed/scale-members.js';
import { runScaleSeed, runSeed, scaleOptions } from '../api/src/seed/seed.js';
import { FIRST_NAMES, LAST_NAMES } from '../api/src/seed/people-words.data.js';
import { createTestTokens } from '../api/src/testing/tokens.js';
import { benchAppDeps } from './bench-databases.js';
import { type Kind, load, timed, timeKinds, verdict } from './bench-timing.js';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    companies: { type: 'string', default: '10000' },
    members: { type: 'string', default: '5000' },
  },
});
const runs = Number(options.runs);
const companies = Number(options.companies);
const members = Number(options.members);
const serverUrl = process.env.TEST_DATABASE_URL;
if (![runs, companies, members].every((v) => Number.isInteger(v) && v > 0) || !serverUrl) {
  console.error(
    'Usage: TEST_DATABASE_URL=postgres://… npm run bench:members -- [--runs R] [--companies N] [--members M]',
  );
  process.exit(2);
}
const TARGET_MS = 30;
const DATABASE = 'tb_bench_members';

/** tb_bench_members on TEST_DATABASE_URL's server, dropped and made again. */
async function freshDatabase(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${DATABASE}`;
  return fresh.toString();
}

/** The personas, `companies` scale companies and the members set; every other scale set left out. */
async function loadData(database: Database): Promise<{ adminEmail: string; total: number }> {
  const started = performance.now();
  await migrate(database);
  await runSeed(database.db, { mode: 'personas', clock: systemClock });
  const values = Object.fromEntries(Object.keys(scaleOptions()).map((name) => [name, 0]));
  await runScaleSeed(
    database.db,
    { ...values, companies, members },
    { now: systemClock.now(), log: (line) => console.log(`  ${line}`), started },
  );
  await database.db.execute(sql`ANALYZE`);
  const company = await scaleMembersCompany(database.db);
  const [row] = (
    (await database.db.execute(
      sql`SELECT count(*)::int AS total, (SELECT count(*)::int FROM users) AS users FROM users WHERE company_id = ${company?.id ?? 0}`,
    )) as unknown as { rows: { total: number; users: number }[] }
  ).rows;
  console.log(
    `ready in ${((performance.now() - started) / 1000).toFixed(0)} s: company ${company?.id} has ${row?.total} people ` +
      `(${row?.users} users in all)`,
  );
  return { adminEmail: `${SCALE_MEMBER_PREFIX}0@${company?.domain}`, total: row?.total ?? 0 };
}

/** Search words, the same on every run: whole last and first names, and parts of them. */
function searchWords(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const last = LAST_NAMES[(i * 11) % LAST_NAMES.length] ?? 'Reed';
    const first = FIRST_NAMES[(i * 5) % FIRST_NAMES.length] ?? 'Alex';
    return [last, first, last.slice(0, 3), `${first} ${last.slice(0, 2)}`][i % 4] ?? last;
  });
}

async function bench(database: Database): Promise<void> {
  const { adminEmail, total } = await loadData(database);
  if (total < members) throw new Error(`the members set holds ${total} people, not ${members}`);
  const tokens = createTestTokens();
  const app = await createApp(benchAppDeps(database.db, tokens.verifier));
  const token = tokens.sign({ sub: `bench-${adminEmail}`, email: adminEmail });
  const call = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json<{ totalElements: number }>();
  };
  try {
    // The admin's first call links their identity (a write, once): made here, untimed.
    const first = await call('/v1/members?size=20');
    console.log(`first page: ${first.totalElements} members listed (join requests and sign-ups apart)`);
    const words = searchWords(runs + 10);
    const kinds: Kind[] = [
      ['members page, first page of 20', () => timed(() => call('/v1/members?size=20'))],
      [
        'search within 5,000 members',
        (i) => timed(() => call(`/v1/members?size=20&search=${encodeURIComponent(words[i % words.length] ?? 'a')}`)),
      ],
      ['deactivated filter (no target)', () => timed(() => call('/v1/members?size=20&status=DEACTIVATED'))],
    ];
    console.log(`\n${runs} runs a kind, round robin, after a warm-up; load average ${load()}`);
    const stats = await timeKinds(kinds, runs);
    stats.delete('deactivated filter (no target)');
    verdict(stats, TARGET_MS);
  } finally {
    await app.close();
  }
}

console.log(
  `bench:members — ${companies.toLocaleString('en')} scale companies, ${members.toLocaleString('en')} members in one; ` +
    `Node ${process.version}, load average ${load()}`,
);
const database = await openDatabase({ databaseUrl: await freshDatabase(serverUrl) });
console.log(`PostgreSQL at ${DATABASE} (made afresh)`);
try {
  await bench(database);
} finally {
  await database.close();
}
console.log(`\nload average at the end: ${load()}`);
