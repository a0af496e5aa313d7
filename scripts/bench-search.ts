// Benchmark of company search at scale: loads N deterministic companies (the seed:scale set) into a
// throw-away PGlite database and, when TEST_DATABASE_URL is set, a throw-away PostgreSQL database,
// then times a fixed mix of searches through the api's HTTP route, in process (app.inject: query
// validation, caller resolution, search, facets, page load, serialisation; no socket), signed in as
// sponsor.admin@demo.test. Prints p50/p95 per kind and database for each search index (SEARCH_INDEX):
// memory "repeated" as the api runs (a text's matches are kept until a company changes; the mix
// repeats its texts, as a user refining a search does), memory "cold" with nothing kept, and postgres
// (keeps nothing: all SQL), and the company list (GET /v1/companies: the same index, no facets); then
// the three side by side with ratios, and where the time goes.
// Usage: npm run bench:search [-- --companies 100000 --runs 100]
//        npm run bench:search -- --database-url postgres://… (only that PostgreSQL database, kept:
//        loaded up to --companies on the first run, reused after; for trying a change quickly)
import './lib/require-node.mjs';
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchAppDeps, onThrowawayDatabases } from './bench-databases.js';
import { createApp } from '../api/src/app.js';
import { systemClock } from '../api/src/clock.js';
import { type Database, openDatabase } from '../api/src/db/database.js';
import { migrate } from '../api/src/db/migrate.js';
import { loadCompanyDtos } from '../api/src/modules/company/company.dto.js';
import { runSearch, textMatchSet } from '../api/src/modules/search/search.engine.js';
import type { SearchIndexKind } from '../api/src/modules/search/search.index.js';
import { searchInPostgres } from '../api/src/modules/search/search.postgres.js';
import { searchCommandFrom } from '../api/src/modules/search/search.service.js';
import { createSearchSnapshots } from '../api/src/modules/search/search.snapshot.js';
import { descriptionExcerpts, matchText } from '../api/src/modules/search/search.text.js';
import { runScaleSeed, runSeed } from '../api/src/seed/seed.js';
import { createTestTokens } from '../api/src/testing/tokens.js';
import { COMPANY_LIST, ids, LIST_SORTS, mix, queryOf } from './bench-search.mix.js';

const { values: options } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '100' },
    'database-url': { type: 'string' },
  },
});
const companies = Number(options.companies);
const runs = Number(options.runs);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number): string => value.toFixed(1).padStart(8);
const oneDecimal = (value: number): string => value.toFixed(1);
const median = (times: number[]): number => percentile(times.sort(byNumber), 50);
const byNumber = (a: number, b: number): number => a - b;
const load = (): string => loadavg().map(oneDecimal).join(' ');

async function benchDatabase(label: string, database: Database): Promise<void> {
  const started = performance.now();
  await migrate(database);
  await runSeed(database.db, { mode: 'personas', clock: systemClock });
  // The scale companies with their looking-for lists, no conversations or requests.
  await runScaleSeed(
    database.db,
    { companies, threads: 0, requests: 0, watchers: 0 },
    { now: systemClock.now(), log: () => undefined, started: performance.now() },
  );
  // Fresh statistics, as autovacuum would leave them on a server (PGlite runs no autovacuum).
  await database.db.execute(sql`ANALYZE`);
  console.log(
    `\n${label}: ${companies.toLocaleString('en')} scale companies (+ 9 persona companies) loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const tokens = createTestTokens();
  const token = tokens.sign({ sub: 'bench-sponsor', email: 'sponsor.admin@demo.test' });
  const deps = benchAppDeps(database.db, tokens.verifier);
  const kinds = mix(await ids(database));
  const results: Stats[] = [];
  for (const [mode, setting] of [
    ['memory, repeated (text matches kept per snapshot, as the api runs)', {}],
    ['memory, cold (nothing kept: every search matches its text again)', { searchTextCacheEntries: 0 }],
    ['postgres (nothing kept: every search is SQL)', { searchIndex: 'postgres' as SearchIndexKind }],
  ] as const) {
    const app = await createApp({ ...deps, ...setting });
    try {
      results.push(await timeMix(app, token, kinds, mode));
    } finally {
      await app.close();
    }
  }
  compare(kinds, results);
  await phases(database, kinds);
}

/** p50, p95 and max ms per kind (and 'all kinds') of one index setting. */
type Stats = Map<string, [p50: number, p95: number, max: number]>;

async function timeMix(
  app: Awaited<ReturnType<typeof createApp>>,
  token: string,
  kinds: [string, string[]][],
  mode: string,
): Promise<Stats> {
  const get = async (url: string): Promise<number> => {
    const t = performance.now();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    const elapsed = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return elapsed;
  };
  const search = (query: string) => get(`/v1/companies/search?${query}`);
  const cold = performance.now();
  await search('page=0');
  const loads = mode.startsWith('memory') ? ' (loads the in-memory index)' : '';
  console.log(`\n${mode}\nfirst search${loads}: ${(performance.now() - cold).toFixed(0)} ms`);
  for (const [, queries] of kinds) for (const q of queries) for (let i = 0; i < 3; i += 1) await search(q);
  console.log(`${'kind'.padEnd(26)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}   runs`);
  const stats: Stats = new Map();
  const row = (kind: string, times: number[]) => {
    const [p50 = 0, p95 = 0, max = 0] = [50, 95, 100].map((p) => percentile(times.sort(byNumber), p));
    stats.set(kind, [p50, p95, max]);
    console.log(`${kind.padEnd(26)}${ms(p50)}${ms(p95)}${ms(max)}   ${times.length}`);
  };
  const all: number[] = [];
  for (const [kind, queries] of kinds) {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await search(queries[i % queries.length] ?? ''));
    all.push(...times);
    row(kind, times);
  }
  row('all kinds', all);
  // The company list reads the same index for its page and total, and shows no facets.
  const list: number[] = [];
  for (let i = 0; i < runs; i += 1)
    list.push(await get(`/v1/companies?page=${(i * 37) % 500}&sort=${LIST_SORTS[i % LIST_SORTS.length] ?? ''}`));
  row(COMPANY_LIST, list);
  return stats;
}

/** The three settings side by side (p50 / p95) and how many times slower postgres is at p95. */
function compare(kinds: [string, string[]][], [repeated, cold, postgres]: Stats[]): void {
  const pair = (s: Stats | undefined, kind: string) =>
    `${(s?.get(kind)?.[0] ?? 0).toFixed(1).padStart(7)} /${(s?.get(kind)?.[1] ?? 0).toFixed(1).padStart(7)}`;
  const ratio = (s: Stats | undefined, kind: string) =>
    `${((postgres?.get(kind)?.[1] ?? 0) / (s?.get(kind)?.[1] || 1)).toFixed(1).padStart(7)}×`;
  const heads = ['memory repeated', 'memory cold', 'postgres'].map((head) => head.padStart(16)).join('   ');
  console.log(`\n${'p50 / p95 ms'.padEnd(26)}${heads}       postgres p95 ÷ memory p95`);
  console.log(`${''.padEnd(87)}${'repeated'.padStart(8)}  ${'cold'.padStart(8)}`);
  for (const kind of [...kinds.map(([k]) => k), 'all kinds', COMPANY_LIST])
    console.log(
      `${kind.padEnd(26)}${pair(repeated, kind)}   ${pair(cold, kind)}   ${pair(postgres, kind)}       ${ratio(repeated, kind)}  ${ratio(cold, kind)}`,
    );
}

/**
 * The same queries step by step, nothing kept (p50 of 20 runs each): text SQL, the memory index's
 * pass, the postgres index's statement (page, total and facets), page load.
 */
async function phases(database: Database, kinds: [string, string[]][]): Promise<void> {
  const snapshot = await createSearchSnapshots(database.db).current();
  console.log(`\nwhere the time goes, cold (p50 ms)  text SQL  in-memory  postgres SQL  page load`);
  for (const [kind, queries] of kinds) {
    const steps: number[][] = [[], [], [], []];
    const time = async <T>(step: number, work: () => T | Promise<T>): Promise<T> => {
      const t = performance.now();
      const result = await work();
      steps[step]?.push(performance.now() - t);
      return result;
    };
    for (let i = 0; i < 20; i += 1) {
      const command = searchCommandFrom(queryOf(queries[i % queries.length] ?? ''));
      const { text, sort } = command;
      // The steps of searchCompanies (search.service.ts) with either index, without the matcher's cache.
      const matches = await time(0, () => (text ? matchText(database.db, text, sort.field === 'relevance') : null));
      const query = { ...command, partners: null };
      const textMatches = matches ? textMatchSet(snapshot.columns, matches.ids) : null;
      const result = await time(1, () => runSearch(snapshot, { ...query, textMatches }));
      await time(2, () => searchInPostgres(database.db, query, matches?.ids ?? null, null));
      await time(3, () =>
        Promise.all([
          loadCompanyDtos(database.db, result.ids, null),
          matches ? descriptionExcerpts(database.db, text, matches.mode, result.ids) : null,
        ]),
      );
    }
    const p50 = (step: number) => ms(median(steps[step] ?? []));
    console.log(`${kind.padEnd(34)}${p50(0)}   ${p50(1)}      ${p50(2)}   ${p50(3)}`);
  }
}

console.log(
  `bench:search — ${companies.toLocaleString('en')} companies, ${runs} runs per kind, Node ${process.version}, load average ${load()}`,
);
console.log(
  'measured: GET /v1/companies/search (and the company list, GET /v1/companies) through the api routes in process (app.inject), signed in',
);

/** Opens the database, benches it, closes it. */
async function benchIn(label: string, options: Parameters<typeof openDatabase>[0]): Promise<void> {
  const database = await openDatabase(options);
  try {
    await benchDatabase(label, database);
  } finally {
    await database.close();
  }
}

const existing = options['database-url'];
if (existing) {
  await benchIn(`PostgreSQL at ${new URL(existing).pathname.slice(1)} (kept)`, { databaseUrl: existing });
  process.exit(0);
}

await onThrowawayDatabases('bench-search', (label, target) => benchIn(label, target));
console.log(`\nload average at the end: ${load()}`);
