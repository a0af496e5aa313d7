// Benchmark of the overload guards (issue 25, point 7): the built product (identity emulator, api,
// bff as separate processes) on free ports, on PGlite and then on a throw-away PostgreSQL
// database, loaded through the bff by 100 clients for 20 s on the company search (the web's
// SearchPage) and on the inbox (InboxThreads), each client on its own keep-alive connection
// (scripts/lib/overload-clients.mjs, node:http: the generator's CPU is printed, a few % of a core
// at these rates). Two kinds of clients:
// - impolite (the default): a refused client sends again at once, the worst case;
// - polite (--polite): a refused client waits the 503's Retry-After (capped at 5 s) before its next
//   operation, as the web app does (web/src/app/busyRetryLink.ts), and an operation refused three
//   times counts as given up (the web shows an error after its two retries).
//   --clients polite,impolite runs both, alternating, on the same products.
// Prints per scenario: answered operations a second (throughput: non-503 answers without errors),
// p50 / p99 / max of the answered ones, how many took over 2 s (or got no answer in 15 s, or were
// still unanswered after 2 s when a round ended), the 503 refusals (the slowest, and any over 1 s
// or without Retry-After), other errors, for polite clients the 99th percentile of an operation's
// whole time (first try to answer, waits included: what a user waits) and how many gave up, and
// the load generator's CPU (100% is one core).
// --baseline also starts, beside it, the product with the limits as they were before the adaptive
// limiter (bff: 64 at once, 128 queued for up to 1 s; api: no guard), loads the two in alternating
// rounds (--rounds, default one per 5 s) and prints after/before ratios. --env NAME=value
// (repeatable) changes the adaptive side's settings, to try other limits.
// Usage: npm run build && npm run bench:overload [-- --polite | --clients polite,impolite]
//        [-- --duration 20 --connections 100 --only search,inbox --databases pglite,postgres
//        --baseline --rounds 4 --env GRAPHQL_MIN_CONCURRENT=8]
// Results: docs/graphql-limits.md (Overload).
// PostgreSQL: a database is created (and dropped) on the server of TEST_DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/test.
import './lib/require-node.mjs';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { graphql, load, signInThroughBff, startProduct, webDocument } from './lib/bench-product.mjs';
import { formatRow, HEADER, loadScenario, summarise } from './lib/overload-load.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '100' },
    only: { type: 'string', default: 'search,inbox' },
    databases: { type: 'string', default: 'pglite,postgres' },
    baseline: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    polite: { type: 'boolean', default: false },
    clients: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
  },
});
// Which clients load the product: impolite (a refused one sends again at once: the worst case,
// the default), polite (it waits the refusal's Retry-After, as the web app does), or both.
const clientKinds = (options.clients ?? (options.polite ? 'polite' : 'impolite')).split(',');
for (const kind of clientKinds) {
  if (kind !== 'polite' && kind !== 'impolite') throw new Error(`--clients takes polite and impolite, not ${kind}`);
}
const duration = Number(options.duration);
const connections = Number(options.connections);
// With --baseline, the modes alternate in rounds (one per 5 s by default): on this shared machine
// a before run and an after run minutes apart differed by more than the change.
const rounds = Number(options.rounds ?? (options.baseline ? Math.max(1, Math.round(duration / 5)) : 1));
/** The pause between two runs. */
const SETTLE_MS = 1_000;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The limits before the adaptive limiter: the bff's fixed limit and queue as they were, no api guard. */
const BEFORE = {
  GRAPHQL_CONCURRENCY: 'fixed',
  GRAPHQL_MAX_CONCURRENT: '64',
  GRAPHQL_MAX_QUEUED: '128',
  GRAPHQL_MAX_WAIT_MS: '1000',
  API_CONCURRENCY: 'off',
};
/**
 * The product's defaults (the adaptive guards, docs/graphql-limits.md): nothing set, so the bench
 * measures what ships; --env changes them.
 */
const AFTER = {};
// --env NAME=value (repeatable) changes the "after" side's settings: to try other limits.
for (const setting of options.env) {
  const at = setting.indexOf('=');
  if (at < 1) throw new Error(`--env takes NAME=value, not ${setting}`);
  AFTER[setting.slice(0, at)] = setting.slice(at + 1);
}
const modes = options.baseline
  ? [
      ['before', BEFORE],
      ['after', AFTER],
    ]
  : [['after', AFTER]];

const SCENARIOS = [
  {
    name: 'search',
    query: webDocument(root, 'SearchPage'),
    variables: { input: { searchString: 'bio', page: 0, size: 10 } },
    check: (body) => body.data?.searchCompanies?.items?.length > 0,
  },
  {
    name: 'inbox',
    query: webDocument(root, 'InboxThreads'),
    variables: {
      input: { location: 'INBOX', folderId: null, search: null, unreadOnly: false, page: 0, size: 20 },
    },
    check: (body) => Array.isArray(body.data?.inboxThreads?.items),
  },
].filter((scenario) => options.only.split(',').includes(scenario.name));

/** A throw-away database on the PostgreSQL server, dropped by `drop()`. */
async function throwawayPostgres() {
  const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `tb_overload_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const version = (await admin.query('SHOW server_version')).rows[0]?.server_version;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    label: `PostgreSQL ${String(version).split(' ')[0]}`,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const pglite = async () => ({ env: {}, label: 'PGlite (embedded)', drop: async () => undefined });
const DATABASES = { pglite, postgres: throwawayPostgres };

/** One product per mode (before, after) on its own data folder and database, signed in. */
async function startProducts(databaseKind) {
  const products = [];
  try {
    for (const [mode, env] of modes) {
      const database = await DATABASES[databaseKind]();
      const dataDir = mkdtempSync(join(tmpdir(), 'trialbridge-overload-'));
      const product = await startProduct(root, dataDir, { ...database.env, ...env });
      products.push({ mode, label: database.label, product, dataDir, database });
      products.at(-1).cookie = (await signInThroughBff(product.bffUrl)).cookie;
    }
  } catch (error) {
    await stopProducts(products);
    throw error;
  }
  return products;
}

async function stopProducts(products) {
  for (const { product, dataDir, database } of products) {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** Each scenario on every product, in `rounds` alternating runs so a slow spell of the machine falls on both. */
async function benchScenarios(products) {
  const rows = [];
  for (const scenario of SCENARIOS) {
    const requests = [];
    for (const { product, cookie } of products) {
      // The previous scenario's cut-off work may still hold the limit: a refusal is waited out.
      let body;
      for (let attempt = 1; ; attempt++) {
        ({ body } = await graphql(`${product.bffUrl}/graphql`, scenario.query, { cookie }, scenario.variables));
        if (scenario.check(body)) break;
        const busy = body.errors?.some((error) => error.extensions?.code === 'SERVER_BUSY');
        if (!busy || attempt === 10) throw new Error(`${scenario.name}: ${JSON.stringify(body).slice(0, 400)}`);
        await new Promise((done) => setTimeout(done, 1_000));
      }
      const request = {
        url: `${product.bffUrl}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
      };
      await load('warm-up', request, 4, 3);
      requests.push(request);
    }
    const runs = clientKinds.map(() => products.map(() => []));
    const loads = clientKinds.map(() => products.map(() => []));
    for (let round = 0; round < rounds; round++) {
      for (const [k, kind] of clientKinds.entries()) {
        for (let i = 0; i < products.length; i++) {
          const which = (i + round) % products.length;
          const before = loadavg()[0];
          runs[k][which].push(await loadScenario(requests[which], connections, duration / rounds, kind === 'polite'));
          loads[k][which].push(before, loadavg()[0]);
          // The work the run left behind (operations its end cut off) drains before the next run.
          await new Promise((done) => setTimeout(done, SETTLE_MS));
        }
      }
    }
    for (const [k, kind] of clientKinds.entries()) {
      for (const [i, { mode, label }] of products.entries()) {
        const load = [Math.min(...loads[k][i]), Math.max(...loads[k][i])];
        rows.push({ title: `${label}, ${scenario.name}, ${mode}, ${kind}`, ...summarise(runs[k][i]), load });
        console.log(formatRow(rows.at(-1)));
      }
    }
  }
  return rows;
}

console.log(
  `bench:overload — ${connections} ${clientKinds.join(' and ')} clients for ${duration} s a scenario, mode and kind` +
    (rounds > 1 ? ` (${rounds} alternating rounds of ${duration / rounds} s)` : '') +
    `, through the bff, Node ${process.version}, load average at the start ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
);
console.log(HEADER);
const all = [];
for (const kind of options.databases.split(',')) {
  const products = await startProducts(kind);
  try {
    all.push(...(await benchScenarios(products)));
  } finally {
    await stopProducts(products);
  }
}
if (options.baseline) {
  console.log('\nafter / before: answered operations a second, p99, max');
  for (const after of all.filter((row) => row.title.includes(', after, '))) {
    const before = all.find((row) => row.title === after.title.replace(', after, ', ', before, '));
    const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
    console.log(
      `${after.title.replace(', after', '').padEnd(36)} ${ratio(after.rps, before.rps)} ${ratio(after.p99, before.p99)} ${ratio(after.max, before.max)}`,
    );
  }
}
