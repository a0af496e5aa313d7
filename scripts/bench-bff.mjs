// Benchmark: the bff's `viewer` query and the web's company search (SearchPage) against the direct
// REST calls they stand for, in one run. The search stands for two calls (the companies, then
// their review summaries): its REST side also runs the second one, and the pair's line for both
// calls adds the two calls' p50s and means. Starts the built product (identity emulator, api, bff as
// separate processes, as in production) on free ports with a throw-away data folder, signs in a
// persona both ways, then loads each endpoint with autocannon and prints p50/p99 latency and the
// bff/REST ratios, with one connection (latency without queueing) and with several (both
// saturate the single api process).
// --cpu-prof DIR: every process of the product writes a V8 CPU profile into DIR when it stops;
// `node scripts/cpu-profile-top.mjs DIR` prints the bff's top functions by self time.
// --rounds N (default: one round per 2 s of --duration) splits each run into N alternating runs
// of REST and bff, so a slow spell of the machine does not fall on one side only.
// Each pair also prints the bff process's CPU time per operation (from /proc: user + system over
// the pair's runs; the bff idles through the REST ones), a figure that other work on the machine
// moves far less than latency.
// --baseline DIR: another build of the bff (a copy of an earlier bff/dist, kept two folders below
// the repository so that its relative paths and packages resolve, e.g. node_modules/.bff-baseline
// with a node_modules link to bff/node_modules) runs beside this one, on the same api, identity
// and data with the same environment, as a third side of every pair: before/after in one run.
// Usage: npm run build && npm run bench:bff [-- --duration 10 --connections 1,10 --only viewer,search,recent --rounds 5 --baseline DIR]
import './lib/require-node.mjs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  descendantPid,
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
  startBaselineBff,
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
    baseline: { type: 'string' },
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

/** A process's CPU time so far (ms, user + system), from /proc; undefined where there is none. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the name and state).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'trialbridge-bench-'));
const profiling = options['cpu-prof']
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(options['cpu-prof'])}` }
  : {};
const product = await startProduct(root, dataDir, profiling);
let baseline;
try {
  const { bffUrl, apiUrl } = product;
  const bffPid = descendantPid(product.product.pid, 'bff/dist/server.js');
  if (options.baseline) baseline = await startBaselineBff(options.baseline, bffPid);
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
      // The page's second call, made by the bff once the companies are known: GET /v1/review-summaries.
      restAlso: (answer) => ({
        title: "REST GET /v1/review-summaries (the page's ids)",
        request: {
          url: `${apiUrl}/v1/review-summaries?${answer.content.map((result) => `companyIds=${result.company.id}`).join('&')}`,
          headers: bearer,
        },
      }),
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
    if (baseline) pair.baseline = { ...pair.bff, url: `${baseline.url}/graphql` };
    const { body } = await graphql(`${bffUrl}/graphql`, pair.query, { cookie }, pair.variables);
    if (!pair.check(body)) throw new Error(`${pair.name} check failed: ${JSON.stringify(body).slice(0, 500)}`);
    const rest = await fetch(pair.rest.url, { headers: pair.rest.headers });
    if (!rest.ok) throw new Error(`${pair.restTitle} answered ${rest.status}`);
    await load('warm-up', pair.rest, 4, 2);
    if (pair.restAlso) {
      pair.second = pair.restAlso(await rest.json());
      const second = await fetch(pair.second.request.url, { headers: pair.second.request.headers });
      if (!second.ok) throw new Error(`${pair.second.title} answered ${second.status}`);
      await load('warm-up', pair.second.request, 4, 2);
    }
    await load('warm-up', pair.bff, 4, 2);
    if (baseline) {
      const { body: old } = await graphql(`${baseline.url}/graphql`, pair.query, { cookie }, pair.variables);
      if (!pair.check(old)) throw new Error(`baseline ${pair.name} check failed: ${JSON.stringify(old).slice(0, 500)}`);
      await load('warm-up', pair.baseline, 4, 2);
    }
  }

  console.log(
    `\nbench:bff — ${duration} s per side in ${rounds} alternating round${rounds === 1 ? '' : 's'}, Node ${process.version}, product started by scripts/start.mjs (PGlite)`,
  );
  for (const connections of concurrencies) {
    for (const pair of pairs) {
      const cpuBefore = { bff: cpuMs(bffPid), baseline: baseline && cpuMs(baseline.child.pid) };
      const sides = {
        rest: { title: pair.restTitle, request: pair.rest },
        ...(pair.second ? { second: pair.second } : {}),
        bff: { title: pair.bffTitle, request: pair.bff },
        ...(baseline ? { baseline: { title: `baseline ${pair.bffTitle.slice(4)}`, request: pair.baseline } } : {}),
      };
      const {
        rest: restRun,
        second: secondRun,
        bff: bffRun,
        baseline: baselineRun,
      } = await interleaved(sides, connections, duration, rounds);
      // Each bff idles through the other sides' runs: its CPU time over all of them is its cost of its own operations.
      const bffCpuPerOperation = ((cpuMs(bffPid) ?? NaN) - (cpuBefore.bff ?? NaN)) / bffRun.total;
      const baselineCpuPerOperation =
        baseline && ((cpuMs(baseline.child.pid) ?? NaN) - (cpuBefore.baseline ?? NaN)) / baselineRun.total;
      console.log(`\n${pair.name}, ${connections} connection${connections === 1 ? '' : 's'}`);
      console.log(header());
      console.log(row(restRun));
      if (secondRun) console.log(row(secondRun));
      console.log(row(bffRun));
      if (baselineRun) console.log(row(baselineRun));
      console.log(
        `ratio bff/REST: p50 ${ratio(bffRun.p50, restRun.p50)}× (+${(bffRun.p50 - restRun.p50).toFixed(1)} ms; mean +${(bffRun.mean - restRun.mean).toFixed(2)} ms), p99 ${ratio(bffRun.p99, restRun.p99)}×, throughput ${ratio(bffRun.rps, restRun.rps)}×${roundSpread(bffRun, restRun)}`,
      );
      if (secondRun) {
        // The two calls one after the other, as a REST client showing the page makes them.
        const both = { p50: restRun.p50 + secondRun.p50, mean: restRun.mean + secondRun.mean };
        const line = (title, run) =>
          `ratio ${title}/REST both calls (p50s and means added: ${both.p50} ms, ${both.mean.toFixed(2)} ms): p50 ${ratio(run.p50, both.p50)}× (+${(run.p50 - both.p50).toFixed(1)} ms; mean +${(run.mean - both.mean).toFixed(2)} ms)`;
        console.log(line('bff', bffRun));
        if (baselineRun) console.log(line('baseline', baselineRun));
      }
      if (baselineRun) {
        console.log(
          `ratio baseline/REST: p50 ${ratio(baselineRun.p50, restRun.p50)}× (+${(baselineRun.p50 - restRun.p50).toFixed(1)} ms; mean +${(baselineRun.mean - restRun.mean).toFixed(2)} ms), throughput ${ratio(baselineRun.rps, restRun.rps)}×${roundSpread(baselineRun, restRun)}`,
        );
      }
      const µs = (ms) => `${(ms * 1000).toFixed(0)} µs`;
      console.log(
        `bff CPU per operation (user + system, /proc): ${µs(bffCpuPerOperation)}` +
          (baselineRun
            ? `; baseline ${µs(baselineCpuPerOperation)} (bff/baseline ${ratio(bffCpuPerOperation, baselineCpuPerOperation)}×)`
            : ''),
      );
    }
  }
  console.log('');
} finally {
  if (baseline) {
    baseline.child.kill('SIGTERM');
    await new Promise((resolveExit) =>
      baseline.child.exitCode === null ? baseline.child.once('exit', resolveExit) : resolveExit(),
    );
  }
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
