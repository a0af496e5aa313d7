// Benchmark of watchlists at scale (issue 27, point 8) on PostgreSQL: the demo data and seed:scale's
// 100,000 companies and watchlist set (20,000 users, 1,000,000 entries), then, through the api's
// routes in process (app.inject: validation, caller, SQL, DTOs, serialisation; no socket), signed
// in as many different users: (1) a folder page as the bff builds it (GET /v2/watchlists/folders/
// :id/companies?size=20, then GET /v1/companies/by-ids for the page's profiles), (2) the watched
// flags of a search page of 10 results (GET /v2/watchlists/watched, one call), (3) a 10,000-row CSV
// export (POST /v2/watchlists/folders/:id/export) in rows a second. Prints p50 / p95 and a table
// of the targets with PASS or FAIL.
// The database is kept: tb_bench_watchlists on TEST_DATABASE_URL's server (created and loaded on
// the first run, reused after; --fresh reloads it), or the one --database-url names (e.g. one
// seed:scale loaded). PGlite is left out: the targets are PostgreSQL's.
// Usage: TEST_DATABASE_URL=postgres://… npm run bench:watchlists [-- --runs 300 --exports 5 --fresh]
//        npm run bench:watchlists -- --database-url postgres://… [--companies N --watchers N --entries N]
import './lib/require-node.mjs';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { createApp } from '../api/src/app.js';
import { type Database, openDatabase } from '../api/src/db/database.js';
import { createTestTokens, type TestTokens } from '../api/src/testing/tokens.js';
import { benchAppDeps } from './bench-databases.js';
import { EXPORT_ROWS, EXPORTER, loadData, samples } from './bench-watchlists.data.js';
import { type Kind, load, percentile, timed, timeKinds } from './bench-timing.js';

const { values: options } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    watchers: { type: 'string', default: '20000' },
    entries: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '300' },
    exports: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});
const counts = {
  companies: Number(options.companies),
  watchers: Number(options.watchers),
  entries: Number(options.entries),
};
const runs = Number(options.runs);
const exportRuns = Number(options.exports);
const serverUrl = options['database-url'] ?? process.env.TEST_DATABASE_URL;
if (![...Object.values(counts), runs, exportRuns].every((v) => Number.isInteger(v) && v > 0) || !serverUrl) {
  console.error(
    'Usage: TEST_DATABASE_URL=postgres://… npm run bench:watchlists -- [--runs R ≥ 200] [--exports E] [--fresh]\n' +
      '       npm run bench:watchlists -- --database-url postgres://… [--companies N] [--watchers N] [--entries N]',
  );
  process.exit(2);
}
const TARGET_MS = 20;
const TARGET_ROWS_PER_SECOND = 20_000;
const KEPT_DATABASE = 'tb_bench_watchlists';

type App = Awaited<ReturnType<typeof createApp>>;

/** The kept database's URL on TEST_DATABASE_URL's server, created (or, with --fresh, recreated) when needed. */
async function keptDatabase(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (options.fresh) await admin.query(`DROP DATABASE IF EXISTS ${KEPT_DATABASE} WITH (FORCE)`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEPT_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${KEPT_DATABASE}`);
  } finally {
    await admin.end();
  }
  const kept = new URL(url);
  kept.pathname = `/${KEPT_DATABASE}`;
  return kept.toString();
}

function client(app: App, tokens: TestTokens) {
  const tokenOf = new Map<string, string>();
  // The sub is the same on every run, so the first call's link of identity and user holds after it.
  const token = (email: string) =>
    tokenOf.get(email) ?? tokenOf.set(email, tokens.sign({ sub: `bench-${email}`, email })).get(email) ?? '';
  const call = async <T>(email: string, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token(email)}`, ...headers } });
    if (res.statusCode !== 200)
      throw Object.assign(new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`), {
        status: res.statusCode,
      });
    return { json: () => res.json<T>(), res };
  };
  return { call };
}

/** The page and flag kinds, every run a different sample (user, folder, page; user, companies). */
async function kindsFor(app: App, tokens: TestTokens, database: Database): Promise<Kind[]> {
  const { call } = client(app, tokens);
  const { pages, flags } = await samples(database, runs + 10);
  // Each user's first call links their identity (a write, once per user): made here, untimed.
  for (const email of new Set([...pages, ...flags].map((s) => s.email)))
    await call(email, 'GET', '/v2/watchlists/folders');
  const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const folderPage = async ({ email, folderId, page }: (typeof pages)[number]) => {
    const entries = await call<{ content: { companyId: number }[] }>(
      email,
      'GET',
      `/v2/watchlists/folders/${folderId}/companies?page=${page}&size=20&sort=addedAt,DESC`,
    );
    const ids = entries.json().content.map((entry) => entry.companyId);
    // The bff's companyById loader: the page's profiles in one call.
    if (ids.length > 0) await call(email, 'GET', `/v1/companies/by-ids?${ids.map((id) => `ids=${id}`).join('&')}`);
  };
  return [
    ['folder page (20 + their profiles)', (i) => timed(() => folderPage(at(pages, i)))],
    [
      'watched flags of 10 results',
      (i) => {
        const { email, companyIds } = at(flags, i);
        return timed(() =>
          call(email, 'GET', `/v2/watchlists/watched?${companyIds.map((id) => `companyIds=${id}`).join('&')}`),
        );
      },
    ],
    ['folder list (no target)', (i) => timed(() => call(at(pages, i).email, 'GET', '/v2/watchlists/folders'))],
  ];
}

/**
 * Exports of the 10,000-company folder, in rows a second (the whole CSV read; the verdict takes
 * the median run). The exporter's company has 25,000 export rows a month, so its export log is
 * emptied before each run: fine in this benchmark's database (with --database-url, that
 * database's log of Helixa's exports goes too).
 */
async function timeExports(
  app: App,
  tokens: TestTokens,
  database: Database,
  folderId: number,
): Promise<number[] | string> {
  const { call } = client(app, tokens);
  const rates: number[] = [];
  for (let run = 0; run <= exportRuns; run += 1) {
    await database.db.execute(
      sql`DELETE FROM data_exports WHERE company_id = (SELECT company_id FROM users WHERE email = ${EXPORTER})`,
    );
    let rows = 0;
    try {
      const ms = await timed(async () => {
        const { res } = await call(EXPORTER, 'POST', `/v2/watchlists/folders/${folderId}/export`, {
          'idempotency-key': `bench-export-${Date.now()}-${run}`,
        });
        rows = res.body.split('\n').filter((line) => line.length > 0).length - 1;
      });
      if (rows !== EXPORT_ROWS) return `the export answered ${rows} rows, not ${EXPORT_ROWS}`;
      if (run > 0) rates.push((rows / ms) * 1000); // run 0 warms up
    } catch (error) {
      const status = (error as { status?: number }).status;
      return status === 404 ? 'its route answers 404 (not merged yet?)' : (error as Error).message;
    }
  }
  return rates;
}

const pad = (text: string, width: number) => text.padEnd(width);
const verdictLine = (name: string, measured: string, target: string, pass: boolean) =>
  console.log(`${pad(name, 36)}${pad(measured, 42)}${pad(target, 22)}${pass ? 'PASS' : 'FAIL'}`);

async function bench(database: Database): Promise<void> {
  const { exportFolderId } = await loadData(database, counts);
  const tokens = createTestTokens();
  const app = await createApp(benchAppDeps(database.db, tokens.verifier));
  try {
    console.log(`\n${runs} runs a kind, round robin, after a warm-up; load average ${load()}`);
    const stats = await timeKinds(await kindsFor(app, tokens, database), runs);
    console.log(`\n${EXPORT_ROWS.toLocaleString('en')}-row CSV export, ${exportRuns} runs after a warm-up`);
    const rates = await timeExports(app, tokens, database, exportFolderId);
    console.log(`\n${pad('call', 36)}${pad('measured', 42)}${pad('target', 22)}verdict`);
    for (const name of ['folder page (20 + their profiles)', 'watched flags of 10 results']) {
      const [p50 = 0, p95 = 0] = stats.get(name) ?? [];
      verdictLine(name, `p50 ${p50.toFixed(1)} / p95 ${p95.toFixed(1)} ms`, `p95 ≤ ${TARGET_MS} ms`, p95 <= TARGET_MS);
    }
    if (typeof rates === 'string') console.log(`${pad('export of 10,000 rows', 36)}not measured: ${rates}`);
    else {
      const sorted = [...rates].sort((a, b) => a - b);
      const [median, slowest] = [percentile(sorted, 50), sorted[0] ?? 0];
      const rate = (v: number) => Math.round(v).toLocaleString('en');
      verdictLine(
        'export of 10,000 rows',
        `median ${rate(median)} / slowest ${rate(slowest)} rows/s`,
        `≥ ${rate(TARGET_ROWS_PER_SECOND)} rows/s`,
        median >= TARGET_ROWS_PER_SECOND,
      );
    }
  } finally {
    await app.close();
  }
}

console.log(
  `bench:watchlists — ${counts.companies.toLocaleString('en')} companies, ${counts.watchers.toLocaleString('en')} users with folders, ` +
    `${counts.entries.toLocaleString('en')} entries; Node ${process.version}, load average ${load()}`,
);
const url = options['database-url'] ?? (await keptDatabase(serverUrl));
console.log(`PostgreSQL at ${new URL(url).pathname.slice(1)} (kept: loaded where missing, reused after)`);
const database = await openDatabase({ databaseUrl: url });
try {
  await bench(database);
} finally {
  await database.close();
}
console.log(`\nload average at the end: ${load()}`);
