// What the bff benchmarks share: the built product started on free ports with a throw-away data
// folder, a persona signed in through the bff (session cookie) and at the identity emulator (ID
// token), and autocannon runs that fail loudly on any error answer.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { freePort, waitForHttp } from './ports.mjs';
import { spawnProduct, UNLIMITED_BUDGETS } from './product-process.mjs';

export const PERSONA = { email: 'sponsor.admin@demo.test', password: 'DemoPass!2026' };

export async function startProduct(root, dataDir, extraEnv = {}) {
  const env = { ...UNLIMITED_BUDGETS, ...extraEnv };
  const { child: product, bffUrl, apiUrl, identityUrl } = await spawnProduct(root, dataDir, { env });
  await waitForHttp(`${bffUrl}/readyz`, 240_000);
  return {
    product,
    bffUrl,
    apiUrl,
    identityUrl,
    async stop() {
      product.kill('SIGTERM');
      await new Promise((resolve) => product.once('exit', resolve));
    },
  };
}

/** The web's own query, printed from its generated document so a bench follows the page. */
export function webDocument(root, name) {
  const source = readFileSync(join(root, 'web/src/__generated__/graphql.ts'), 'utf8');
  const line = source.split('\n').find((l) => l.startsWith(`export const ${name}Document = `));
  if (!line) throw new Error(`${name}Document not found: run npm run build first`);
  return print(JSON.parse(line.slice(line.indexOf('= ') + 2, line.lastIndexOf(' as unknown as'))));
}

export async function graphql(url, query, headers = {}, variables = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: await response.json() };
}

export async function signInThroughBff(bffUrl) {
  const mutation = `mutation { signIn(input: { email: "${PERSONA.email}", password: "${PERSONA.password}" }) { viewer { user { id } } errors { message } } }`;
  const { response, body } = await graphql(`${bffUrl}/graphql`, mutation);
  const userId = body.data?.signIn?.viewer?.user?.id;
  if (!userId) throw new Error(`bff sign-in failed: ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId };
}

/** The persona's tokens straight from the identity emulator: `{ IdToken, AccessToken, … }`. */
export async function tokensFromIdentity(identityUrl, dataDir) {
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
      AuthParameters: { USERNAME: PERSONA.email, PASSWORD: PERSONA.password },
    }),
  );
  return result.AuthenticationResult;
}

export async function idTokenFromIdentity(identityUrl, dataDir) {
  return (await tokensFromIdentity(identityUrl, dataDir)).IdToken;
}

/**
 * One autocannon run: p50/p99 latency (ms, whole: autocannon's histogram), mean latency (ms, to
 * the hundredth: the figure that shows sub-millisecond differences) and requests per second; any
 * non-2xx stops the bench.
 */
export function load(title, request, connections, duration) {
  return new Promise((resolveRun, reject) => {
    autocannon({ duration, ...request, connections, title }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolveRun({
        title,
        p50: result.latency.p50,
        p99: result.latency.p99,
        mean: result.latency.average,
        rps: result.requests.average,
        total: result.requests.total,
        seconds: result.duration,
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The sides' loads in `rounds` alternating runs of `duration / rounds` s each, the side that goes
 * first rotating: this machine's slow spells, seconds long, then fall on every side alike instead
 * of on one side's whole run (single runs here moved a ratio by ±0.2 from one run to the next).
 * `sides` maps a key to `{ title, request }`; each answer is load's shape pooled over the rounds
 * (p50/p99 the rounds' median, mean weighted by requests, req/s over the whole time), plus
 * `perRound`, each round's result.
 */
export async function interleaved(sides, connections, duration, rounds = 1) {
  const keys = Object.keys(sides);
  const runs = Object.fromEntries(keys.map((key) => [key, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[(i + round) % keys.length];
      runs[key].push(await load(sides[key].title, sides[key].request, connections, duration / rounds));
    }
  }
  const pooled = (list) => {
    const total = list.reduce((sum, r) => sum + r.total, 0);
    const seconds = list.reduce((sum, r) => sum + r.seconds, 0);
    return {
      title: list[0].title,
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      mean: list.reduce((sum, r) => sum + r.mean * r.total, 0) / total,
      rps: total / seconds,
      total,
      seconds,
      perRound: list,
    };
  };
  return Object.fromEntries(keys.map((key) => [key, pooled(runs[key])]));
}

/** a/b's throughput ratio round by round: "median (min–max) over N rounds", or '' for one round. */
export function roundSpread(a, b) {
  if (a.perRound.length < 2) return '';
  const ratios = a.perRound.map((run, i) => run.rps / b.perRound[i].rps);
  const fmt = (x) => x.toFixed(2);
  return `; by round: median ${fmt(median(ratios))}× (${fmt(Math.min(...ratios))}–${fmt(Math.max(...ratios))}) over ${ratios.length} rounds`;
}

export const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');

export const row = (r) =>
  `${r.title.padEnd(52)} ${String(r.p50).padStart(7)} ${r.mean.toFixed(2).padStart(8)} ${String(r.p99).padStart(7)} ${r.rps.toFixed(0).padStart(8)} ${String(r.total).padStart(8)}`;

export const header = () =>
  `${'endpoint'.padEnd(52)} ${'p50 ms'.padStart(7)} ${'mean ms'.padStart(8)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(8)} ${'requests'.padStart(8)}`;

/** Resident memory of a process (MiB), from /proc; undefined where there is no /proc. */
export function residentMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of a process started (directly or not) under `ancestor` whose command line contains `marker`. */
export function descendantPid(ancestor, marker) {
  const parents = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const under = (pid) => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === ancestor) return true;
    return false;
  };
  for (const pid of parents.keys()) {
    if (!under(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) return pid;
    } catch {
      // Gone.
    }
  }
  return undefined;
}

/**
 * Another build of the bff (`--baseline DIR` of bench:bff and bench:gateways: a copy of an earlier
 * bff/dist) beside the running one, with its environment (api, identity, data folder, hence the
 * session secret) on a free port: before and after, side by side in one run. Resolves to its
 * process and its origin once it answers.
 */
export async function startBaselineBff(dir, bffPid) {
  const env = Object.fromEntries(
    readFileSync(`/proc/${bffPid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  const port = await freePort();
  const child = spawn(process.execPath, [join(resolve(dir), 'server.js')], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/readyz`, 120_000);
  return { child, url };
}
