// Benchmark of the reports at scale (issue 31, point 4): loads the demo data and seed:scale's set
// (100,000 companies, 20,000 requests with 100,000 responses; no conversations, watchers, members
// or challenges: the reports do not read them) plus capability alerts (seed:scale has none) into
// a throw-away PGlite database and, when TEST_DATABASE_URL is set, a throw-away PostgreSQL
// database, runs ANALYZE, then times each report with its common filters through the api's
// routes in process (app.inject: validation, SQL, DTOs, serialisation; no socket), as a visitor
// (the reports are public). Prints p50 / p95 / max per kind and database, and whether each p95
// meets the target (50 ms on PostgreSQL).
// Usage: npm run bench:reports [-- --companies 100000 --requests 20000 --responses 100000 --alerts 20000 --runs 100]
//        npm run bench:reports -- --database-url postgres://… (only that PostgreSQL database, kept:
//        loaded on the first run, reused after; for trying an index quickly)
import './lib/require-node.mjs';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { createApp } from '../api/src/app.js';
import { systemClock } from '../api/src/clock.js';
import type { Database } from '../api/src/db/database.js';
import { migrate } from '../api/src/db/migrate.js';
import { runScaleSeed, runSeed } from '../api/src/seed/seed.js';
import { createTestTokens } from '../api/src/testing/tokens.js';
import { seedBenchAlerts } from './bench-reports.data.js';
import { benchAppDeps, benchOnDatabases } from './bench-databases.js';
import { type Kind, load, timed, timeKinds, verdict } from './bench-timing.js';

const { values: options } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '20000' },
    responses: { type: 'string', default: '100000' },
    alerts: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '100' },
    'database-url': { type: 'string' },
  },
});
const counts = {
  companies: Number(options.companies),
  requests: Number(options.requests),
  responses: Number(options.responses),
  alerts: Number(options.alerts),
};
const runs = Number(options.runs);
if (![...Object.values(counts), runs].every((n) => Number.isInteger(n) && n >= 0) || runs === 0) {
  console.error(
    'Usage: npm run bench:reports -- [--companies N] [--requests N] [--responses N] [--alerts N] [--runs R] [--database-url URL]',
  );
  process.exit(2);
}
const TARGET_MS = 50;

type App = Awaited<ReturnType<typeof createApp>>;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Loads the data set (resumed where a kept database holds part of it) and fresh statistics. */
async function loadData(database: Database): Promise<void> {
  const started = performance.now();
  await migrate(database);
  await runSeed(database.db, { mode: 'demo', clock: systemClock });
  // Only the sets the reports read: the other modules' scale options at 0.
  const others = { threads: 0, messages: 0, watchers: 0, entries: 0, members: 0, challenges: 0 };
  await runScaleSeed(
    database.db,
    { companies: counts.companies, requests: counts.requests, responses: counts.responses, ...others },
    { now: systemClock.now(), log: () => undefined, started },
  );
  await seedBenchAlerts(database.db, counts.alerts, systemClock.now());
  // Fresh statistics, as autovacuum would leave them on a server (PGlite runs no autovacuum).
  await database.db.execute(sql`ANALYZE`);
  const [row] = rowsOf<Record<string, number>>(
    await database.db.execute(sql`SELECT (SELECT count(*) FROM companies WHERE active)::int AS companies,
      (SELECT count(*) FROM requests)::int AS requests, (SELECT count(*) FROM request_responses)::int AS responses,
      (SELECT count(*) FROM capability_alerts)::int AS alerts`),
  );
  const n = (key: string) => (row?.[key] ?? 0).toLocaleString('en');
  console.log(
    `loaded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${n('companies')} active companies, ` +
      `${n('requests')} requests, ${n('responses')} responses, ${n('alerts')} capability alerts`,
  );
}

/** The kinds: each report with the filters its page offers (the web's defaults first). */
async function kindsFor(app: App, database: Database): Promise<Kind[]> {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const tops = rowsOf<{ id: number; kind: string }>(
    await database.db.execute(
      sql`SELECT id, kind::text AS kind FROM reference_items WHERE parent_id IS NULL AND kind::text IN ('THERAPEUTIC_AREAS', 'REGIONS') ORDER BY id`,
    ),
  );
  const roles = rowsOf<{ id: number }>(await database.db.execute(sql`SELECT id FROM company_roles ORDER BY id`));
  const of = (kind: string) => tops.filter((t) => t.kind === kind).map((t) => t.id);
  const [areas, regions, types] = [of('THERAPEUTIC_AREAS'), of('REGIONS'), roles.map((r) => r.id)];
  const at = (list: readonly number[], i: number): number => list[i % list.length] ?? 1;
  const kinds: Kind[] = [['index (GET /v1/reports: the four, defaults)', () => timed(() => get('/v1/reports'))]];
  const companies = (query: string) => get(`/v1/reports/companies-by-area-and-region?${query}`);
  kinds.push(
    ['companies: no filter', () => timed(() => companies(''))],
    ['companies: company type', (i) => timed(() => companies(`companyRoleId=${at(types, i)}`))],
    ['companies: area', (i) => timed(() => companies(`therapeuticAreaId=${at(areas, i)}`))],
    ['companies: region', (i) => timed(() => companies(`regionId=${at(regions, i)}`))],
    [
      'companies: type + area + region',
      (i) =>
        timed(() =>
          companies(`companyRoleId=${at(types, i)}&therapeuticAreaId=${at(areas, i)}&regionId=${at(regions, i + 1)}`),
        ),
    ],
  );
  for (const [code, name] of [
    ['request-activity', 'activity'],
    ['response-times', 'response times'],
    ['capability-by-service', 'capability'],
  ] as const) {
    const report = (query: string) => get(`/v1/reports/${code}?${query}`);
    kinds.push(
      [`${name}: 12 months (default)`, () => timed(() => report(''))],
      [`${name}: 24 months`, () => timed(() => report('months=24'))],
      [`${name}: 3 months`, () => timed(() => report('months=3'))],
      [`${name}: area`, (i) => timed(() => report(`therapeuticAreaId=${at(areas, i)}`))],
      [
        `${name}: 24 months, area + region`,
        (i) => timed(() => report(`months=24&therapeuticAreaId=${at(areas, i)}&regionId=${at(regions, i)}`)),
      ],
    );
  }
  return kinds;
}

/**
 * The price of freshness: a report right after a write, which makes the api read what the report
 * counts again (a touched request: every request and alert; a touched company: that company).
 */
function afterWriteKinds(app: App, database: Database): Kind[] {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  };
  const touch = (table: 'requests' | 'companies', i: number) =>
    database.db.execute(
      sql`UPDATE ${sql.raw(table)} SET updated_at = updated_at WHERE id = (SELECT min(id) + ${i % 50} FROM ${sql.raw(table)})`,
    );
  return [
    [
      'activity after a request write',
      async (i) => {
        await touch('requests', i);
        return timed(() => get('/v1/reports/request-activity'));
      },
    ],
    [
      'companies after a company write',
      async (i) => {
        await touch('companies', i);
        return timed(() => get('/v1/reports/companies-by-area-and-region'));
      },
    ],
  ];
}

async function benchDatabase(label: string, database: Database, server: boolean): Promise<void> {
  console.log(`\n${label}`);
  await loadData(database);
  const tokens = createTestTokens();
  const app = await createApp(benchAppDeps(database.db, tokens.verifier));
  try {
    const stats = await timeKinds(await kindsFor(app, database), runs);
    verdict(stats, TARGET_MS, server ? 'on PostgreSQL' : 'on PGlite');
    console.log('\nright after a write (what the report counts is read again; not held to the target):');
    await timeKinds(afterWriteKinds(app, database), Math.min(runs, 30));
  } finally {
    await app.close();
  }
}

console.log(
  `bench:reports — ${counts.companies.toLocaleString('en')} scale companies, ${counts.requests.toLocaleString('en')} requests, ` +
    `${counts.responses.toLocaleString('en')} responses, ${counts.alerts.toLocaleString('en')} alerts, ${runs} runs per kind, ` +
    `Node ${process.version}, load average ${load()}`,
);
console.log('measured: GET /v1/reports… through the api routes in process (app.inject), as a visitor');

await benchOnDatabases('bench-reports', options['database-url'], benchDatabase);
console.log(`\nload average at the end: ${load()}`);
