// Benchmark: the bff's `viewer` query and the web's company search (SearchPage) against the direct
// REST calls they stand for, in one run. Starts the built product (identity emulator, api, bff as
// separate processes, as in production) on free ports with a throw-away data folder, signs in a
// persona both ways, then loads each endpoint with autocannon and prints p50/p99 latency and the
// bff/REST ratios, with one connection (latency without queueing) and with several (both
// saturate the single api process).
// --cpu-prof DIR: every process of the product writes a V8 CPU profile into DIR when it stops;
// scripts/cpu-profile-top.mjs DIR prints the bff's top functions by self time.
// Usage: npm run build && npm run bench:bff [-- --duration 10 --connections 1,10 --only search]
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { freePort, waitForHttp } from './lib/ports.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const duration = Number(options.duration);
const concurrencies = options.connections.split(',').map(Number);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const email = 'sponsor.admin@demo.test';
const password = 'DemoPass!2026';
/** The web's own search query, printed from its generated document so the bench follows the page. */
function webDocument(name) {
  const source = readFileSync(join(root, 'web/src/__generated__/graphql.ts'), 'utf8');
  const line = source.split('\n').find((l) => l.startsWith(`export const ${name}Document = `));
  if (!line) throw new Error(`${name}Document not found: run npm run build first`);
  return print(JSON.parse(line.slice(line.indexOf('= ') + 2, line.lastIndexOf(' as unknown as'))));
}
const SEARCH_QUERY = webDocument('SearchPage');
const SEARCH_VARIABLES = { input: { searchString: 'bio', page: 0, size: 10 } };
const SEARCH_REST = '/v1/companies/search?searchString=bio&page=0&size=10&sort=relevance%2CDESC';
const VIEWER_QUERY =
  '{ viewer { user { id firstName lastName email role active jobTitle company { id name alias active role { id name type } } } } }';

async function startProduct(dataDir) {
  const [port, apiPort, identityPort] = [await freePort(), await freePort(), await freePort()];
  const product = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      IDENTITY_PORT: String(identityPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(options['cpu-prof'])}` } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, 240_000);
  return {
    product,
    bffUrl: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    identityUrl: `http://127.0.0.1:${identityPort}`,
  };
}

async function graphql(bffUrl, query, cookie, variables = {}) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: await response.json() };
}

async function signInThroughBff(bffUrl) {
  const mutation = `mutation { signIn(input: { email: "${email}", password: "${password}" }) { viewer { user { id } } errors { message } } }`;
  const { response, body } = await graphql(bffUrl, mutation);
  const userId = body.data?.signIn?.viewer?.user?.id;
  if (!userId) throw new Error(`bff sign-in failed: ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId };
}

async function idTokenFromIdentity(identityUrl, dataDir) {
  const { clientId } = JSON.parse(readFileSync(join(dataDir, 'identity', 'pool.json'), 'utf8'));
  const client = new CognitoIdentityProviderClient({
    region: 'local',
    endpoint: identityUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const result = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return result.AuthenticationResult.IdToken;
}

function load(title, request, connections) {
  return new Promise((resolveRun, reject) => {
    autocannon({ duration, ...request, connections, title }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolveRun({
        title,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
        total: result.requests.total,
      });
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'trialbridge-bench-'));
const { product, bffUrl, apiUrl, identityUrl } = await startProduct(dataDir);
try {
  const { cookie, userId } = await signInThroughBff(bffUrl);
  const idToken = await idTokenFromIdentity(identityUrl, dataDir);
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
      bff: gqlRequest(VIEWER_QUERY),
      check: (body) => body.data?.viewer?.user?.email === email,
      query: VIEWER_QUERY,
      variables: {},
    },
    {
      name: 'search',
      restTitle: 'REST GET /v1/companies/search?searchString=bio',
      rest: { url: `${apiUrl}${SEARCH_REST}`, headers: bearer },
      bffTitle: 'bff POST /graphql SearchPage (web query)',
      bff: gqlRequest(SEARCH_QUERY, SEARCH_VARIABLES),
      check: (body) => !body.errors && body.data?.searchCompanies?.items?.length > 0,
      query: SEARCH_QUERY,
      variables: SEARCH_VARIABLES,
    },
  ].filter((pair) => !options.only || options.only.split(',').includes(pair.name));
  for (const pair of pairs) {
    const { body } = await graphql(bffUrl, pair.query, cookie, pair.variables);
    if (!pair.check(body)) throw new Error(`${pair.name} check failed: ${JSON.stringify(body).slice(0, 500)}`);
    const rest = await fetch(pair.rest.url, { headers: pair.rest.headers });
    if (!rest.ok) throw new Error(`${pair.restTitle} answered ${rest.status}`);
    await load('warm-up', { ...pair.rest, duration: 2 }, 4);
    await load('warm-up', { ...pair.bff, duration: 2 }, 4);
  }

  const row = (r) =>
    `${r.title.padEnd(48)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${r.rps.toFixed(0).padStart(8)} ${String(r.total).padStart(8)}`;
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  console.log(
    `\nbench:bff — ${duration} s per run, Node ${process.version}, product started by scripts/start.mjs (PGlite)`,
  );
  for (const connections of concurrencies) {
    for (const pair of pairs) {
      const restRun = await load(pair.restTitle, pair.rest, connections);
      const bffRun = await load(pair.bffTitle, pair.bff, connections);
      console.log(`\n${pair.name}, ${connections} connection${connections === 1 ? '' : 's'}`);
      console.log(
        `${'endpoint'.padEnd(48)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)} ${'requests'.padStart(8)}`,
      );
      console.log(row(restRun));
      console.log(row(bffRun));
      console.log(
        `ratio bff/REST: p50 ${ratio(bffRun.p50, restRun.p50)}× (+${(bffRun.p50 - restRun.p50).toFixed(1)} ms), p99 ${ratio(bffRun.p99, restRun.p99)}×, throughput ${ratio(bffRun.rps, restRun.rps)}×`,
      );
    }
  }
  console.log('');
} finally {
  product.kill('SIGTERM');
  await new Promise((r) => product.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
