// Benchmark: the bff's `viewer` query and the web's company search (SearchPage) against the direct
// REST calls they stand for, in one run. Starts the built product (identity emulator, api, bff as
// separate processes, as in production) on free ports with a throw-away data folder, signs in a
// persona both ways, then loads each endpoint with autocannon and prints p50/p99 latency and the
// bff/REST ratios, with one connection (latency without queueing) and with several (both
// saturate the single api process).
// --cpu-prof DIR: every process of the product writes a V8 CPU profile into DIR when it stops;
// `node scripts/cpu-profile-top.mjs DIR` prints the bff's top functions by self time.
// --rounds N (default: one round per 2 s of --duration) splits each run into N alternating runs
// of REST and bff, so a slow spell of the machine does not fall on one side only.
// Usage: npm run build && npm run bench:bff [-- --duration 10 --connections 1,10 --only viewer,search,recent --rounds 5]
import './lib/require-node.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  graphql,
  header,
  idTokenFromIdentity,
  interleaved,
  load,
  PERSONA,
  ratio,
  roundSpread,
  row,
  signInThroughBff,
  startProduct,
  webDocument,
} from './lib/bench-product.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    rounds: { type: 'string' },
  },
});
const duration = Number(options.duration);
const concurrencies = options.connections.split(',').map(Number);
const rounds = Number(options.rounds ?? Math.max(1, Math.round(duration / 2)));
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VIEWER_QUERY =
  '{ viewer { user { id firstName lastName email role active jobTitle company { id name alias active role { id name type } } } } }';
const SEARCH_QUERY = webDocument(root, 'SearchPage');
const SEARCH_VARIABLES = { input: { searchString: 'bio', page: 0, size: 10 } };
const SEARCH_REST = '/v1/companies/search?searchString=bio&page=0&size=10&sort=relevance%2CDESC';

const dataDir = mkdtempSync(join(tmpdir(), 'trialbridge-bench-'));
const profiling = options['cpu-prof']
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(options['cpu-prof'])}` }
  : {};
const product = await startProduct(root, dataDir, profiling);
try {
  const { bffUrl, apiUrl } = product;
  const { cookie, userId } = await signInThroughBff(bffUrl);
  const idToken = await idTokenFromIdentity(product.identityUrl, dataDir);
  const bearer = { authorization: `Bearer ${idToken}` };
  const gqlRequest = (query, variables = {}) => ({
    url: `${bffUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const pairs = [
    {
      name: 'viewer',
      restTitle: `REST GET /v1/users/${userId}`,
      rest: { url: `${apiUrl}/v1/users/${userId}`, headers: bearer },
      bffTitle: 'bff POST /graphql { viewer { user } }',
      query: VIEWER_QUERY,
      variables: {},
      check: (body) => body.data?.viewer?.user?.email === PERSONA.email,
    },
    {
      name: 'search',
      restTitle: 'REST GET /v1/companies/search?searchString=bio',
      rest: { url: `${apiUrl}${SEARCH_REST}`, headers: bearer },
      bffTitle: 'bff POST /graphql SearchPage (the web query)',
      query: SEARCH_QUERY,
      variables: SEARCH_VARIABLES,
      check: (body) => !body.errors && body.data?.searchCompanies?.items?.length > 0,
    },
    {
      name: 'recent',
      restTitle: 'REST GET /v1/users/history/company-views',
      rest: { url: `${apiUrl}/v1/users/history/company-views?page=0&size=5`, headers: bearer },
      bffTitle: 'bff POST /graphql RecentlyViewedCompaniesCard',
      query: webDocument(root, 'RecentlyViewedCompaniesCard'),
      variables: {},
      check: (body) => !body.errors && body.data?.recentlyViewedCompanies?.items?.length > 0,
    },
  ].filter((pair) => !options.only || options.only.split(',').includes(pair.name));

  // The persona opens a few companies, so that "recently viewed" has records to show.
  const opened = await graphql(`${bffUrl}/graphql`, SEARCH_QUERY, { cookie }, SEARCH_VARIABLES);
  for (const item of opened.body.data?.searchCompanies?.items?.slice(0, 5) ?? []) {
    await graphql(`${bffUrl}/graphql`, `mutation { recordCompanyView(companyId: "${item.company.id}") }`, { cookie });
  }

  for (const pair of pairs) {
    pair.bff = gqlRequest(pair.query, pair.variables);
    const { body } = await graphql(`${bffUrl}/graphql`, pair.query, { cookie }, pair.variables);
    if (!pair.check(body)) throw new Error(`${pair.name} check failed: ${JSON.stringify(body).slice(0, 500)}`);
    const rest = await fetch(pair.rest.url, { headers: pair.rest.headers });
    if (!rest.ok) throw new Error(`${pair.restTitle} answered ${rest.status}`);
    await load('warm-up', pair.rest, 4, 2);
    await load('warm-up', pair.bff, 4, 2);
  }

  console.log(
    `\nbench:bff — ${duration} s per side in ${rounds} alternating round${rounds === 1 ? '' : 's'}, Node ${process.version}, product started by scripts/start.mjs (PGlite)`,
  );
  for (const connections of concurrencies) {
    for (const pair of pairs) {
      const { rest: restRun, bff: bffRun } = await interleaved(
        { rest: { title: pair.restTitle, request: pair.rest }, bff: { title: pair.bffTitle, request: pair.bff } },
        connections,
        duration,
        rounds,
      );
      console.log(`\n${pair.name}, ${connections} connection${connections === 1 ? '' : 's'}`);
      console.log(header());
      console.log(row(restRun));
      console.log(row(bffRun));
      console.log(
        `ratio bff/REST: p50 ${ratio(bffRun.p50, restRun.p50)}× (+${(bffRun.p50 - restRun.p50).toFixed(1)} ms; mean +${(bffRun.mean - restRun.mean).toFixed(2)} ms), p99 ${ratio(bffRun.p99, restRun.p99)}×, throughput ${ratio(bffRun.rps, restRun.rps)}×${roundSpread(bffRun, restRun)}`,
      );
    }
  }
  console.log('');
} finally {
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
