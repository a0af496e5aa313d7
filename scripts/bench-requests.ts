// Benchmark of requests at scale (issue 15, point 10): loads the demo data, the requests scale set
// (seed:scale's 20,000 requests with 100,000 responses) and 5,000 companies a publish matches into
// a throw-away PGlite database and, when TEST_DATABASE_URL is set, a throw-away PostgreSQL
// database, runs ANALYZE, then times through the api's routes in process (app.inject), signed in
// as sponsor.admin@demo.test (Helixa, Innovator): (a) the /v1/requests list with its filters,
// (b) one request with its responses grid (the set's request with the most responses), (c) the
// publish of a request matching 5,000 companies, and the fan-out the job queue then runs.
// A case whose route answers 404 (its feature not merged yet) is skipped with a message.
// Usage: npm run bench:requests [-- --requests 20000 --responses 100000 --runs 100 --publishes 5]
//        npm run bench:requests -- --database-url postgres://… (only that database, kept)
import './lib/require-node.mjs';
import { parseArgs } from 'node:util';
import { createApp } from '../api/src/app.js';
import type { Database } from '../api/src/db/database.js';
import { createJobDispatcher } from '../api/src/jobs/job-sender.js';
import { createTestTokens } from '../api/src/testing/tokens.js';
import { benchAppDeps, benchOnDatabases } from './bench-databases.js';
import { benchPublish, loadData, MATCHING_COMPANIES } from './bench-requests.data.js';
import { type Kind, load, report, timed, timeKinds, verdict } from './bench-timing.js';

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    responses: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '100' },
    publishes: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
  },
});
const counts = { requests: Number(options.requests), responses: Number(options.responses) };
const runs = Number(options.runs);
const publishes = Number(options.publishes);
if (![counts.requests, counts.responses, runs, publishes].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'Usage: npm run bench:requests -- [--requests N] [--responses M] [--runs R] [--publishes P] [--database-url URL]',
  );
  process.exit(2);
}
const LIST_TARGET_MS = 30;
const PUBLISH_TARGET_MS = 200;
const SPONSOR = 'sponsor.admin@demo.test';
const COLLEAGUE = 'sponsor.member@demo.test';

type App = Awaited<ReturnType<typeof createApp>>;

/** The list's and the grid's kinds, each as the web's screens call them; cases whose route answers 404 are left out. */
async function kindsFor(app: App, tokens: Record<'sponsor' | 'colleague', string>, heavy: number): Promise<Kind[]> {
  const get = async (url: string, token?: string) => {
    const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (res.statusCode !== 200)
      throw Object.assign(new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`), { status: res.statusCode });
    return res;
  };
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const areas = [1, 2, 3].map(String);
  const reference = await app.inject({ method: 'GET', url: '/v1/reference-items?kind=THERAPEUTIC_AREAS&kind=REGIONS' });
  const items =
    reference.statusCode === 200 ? (reference.json() as { id: number; kind: string; parentId: number | null }[]) : [];
  const ids = (kind: string) => items.filter((r) => r.kind === kind && r.parentId === null).map((r) => String(r.id));
  const ta = ids('THERAPEUTIC_AREAS').length > 0 ? ids('THERAPEUTIC_AREAS') : areas;
  const regions = ids('REGIONS').length > 0 ? ids('REGIONS') : areas;
  const words = ['oncology', 'monitoring', 'sites', 'remote', 'regulatory', 'feasibility'];
  const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const list = (query: string, token: string | undefined = tokens.sponsor) =>
    get(`/v1/requests?size=20&${query}`, token);
  const candidates: Kind[] = [
    ['list ALL (open, newest first)', (i) => timed(() => list(`page=${i % 5}`))],
    ['list ALL, kind SITE', (i) => timed(() => list(`kind=SITE&page=${i % 3}`))],
    ['list ALL, therapeutic area', (i) => timed(() => list(`therapeuticAreaIds=${at(ta, i)}`))],
    ['list ALL, region', (i) => timed(() => list(`regionIds=${at(regions, i)}`))],
    ['list ALL, deadline in 30 days', () => timed(() => list(`deadlineFrom=${day(0)}&deadlineTo=${day(30)}`))],
    ['list ALL, text search', (i) => timed(() => list(`q=${at(words, i)}`))],
    [
      'list ALL, kind + area + text',
      (i) => timed(() => list(`kind=SERVICE&therapeuticAreaIds=${at(ta, i)}&q=${at(words, i)}`)),
    ],
    ['list ALL, by deadline', () => timed(() => list('sort=responseDeadline,ASC'))],
    ['list MY', (i) => timed(() => list(`scope=MY&page=${i % 3}`))],
    ['list COLLEAGUES', (i) => timed(() => list(`scope=COLLEAGUES&page=${i % 3}`, tokens.colleague))],
    ['list, visitor', (i) => timed(() => list(`page=${i % 3}`, undefined))],
    ['request detail', () => timed(() => get(`/v1/requests/${heavy}`, tokens.sponsor))],
    [
      'responses grid (newest)',
      (i) => timed(() => get(`/v1/requests/${heavy}/responses?size=20&page=${i % 10}`, tokens.sponsor)),
    ],
    [
      'responses grid by price',
      () => timed(() => get(`/v1/requests/${heavy}/responses?size=20&sort=price,ASC`, tokens.sponsor)),
    ],
    [
      'request page (detail + grid)',
      () =>
        timed(() =>
          Promise.all([
            get(`/v1/requests/${heavy}`, tokens.sponsor),
            get(`/v1/requests/${heavy}/responses?size=20`, tokens.sponsor),
          ]),
        ),
    ],
  ];
  const kinds: Kind[] = [];
  for (const kind of candidates) {
    try {
      await kind[1](0);
      kinds.push(kind);
    } catch (error) {
      const status = (error as { status?: number }).status;
      console.log(
        status === 404
          ? `skipped: ${kind[0]} — its route answers 404 (not merged yet?)`
          : `skipped: ${kind[0]} — ${(error as Error).message}`,
      );
    }
  }
  return kinds;
}

async function benchDatabase(label: string, database: Database, server: boolean): Promise<void> {
  console.log(`\n${label}`);
  const { heavyRequestId } = await loadData(database, counts);
  const tokens = createTestTokens();
  const token = (email: string) => tokens.sign({ sub: `bench-${email}`, email });
  const jobs = createJobDispatcher();
  const app = await createApp({ ...benchAppDeps(database.db, tokens.verifier), jobs });
  try {
    const kinds = await kindsFor(app, { sponsor: token(SPONSOR), colleague: token(COLLEAGUE) }, heavyRequestId);
    if (kinds.length > 0) {
      const stats = await timeKinds(kinds, runs);
      if (server) verdict(stats, LIST_TARGET_MS);
    }
    const publish = await benchPublish(database, app, jobs, token(SPONSOR), publishes);
    console.log(
      `\npublish of a request matching ${MATCHING_COMPANIES.toLocaleString('en')} companies (${publish.route}); notified ${publish.notified.join(', ')}`,
    );
    const stats = report(
      ['publish (the call)', 'fan-out, publish answer → DONE', 'fan-out, the job itself'],
      [publish.publish, publish.fanOutWall, publish.fanOutJob],
      'step',
    );
    verdict(new Map([...stats].slice(0, 1)), PUBLISH_TARGET_MS, server ? 'on PostgreSQL' : 'on PGlite');
  } finally {
    await app.close();
  }
}

console.log(
  `bench:requests — ${counts.requests.toLocaleString('en')} requests, ${counts.responses.toLocaleString('en')} responses, ` +
    `${runs} runs per kind, ${publishes} publishes, Node ${process.version}, load average ${load()}`,
);
console.log('measured: GET /v1/requests… and the publish through the api routes in process (app.inject), signed in');

await benchOnDatabases('bench-requests', options['database-url'], benchDatabase);
console.log(`\nload average at the end: ${load()}`);
