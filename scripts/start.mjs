// Starts the whole product on 127.0.0.1: the identity emulator (unless a real Cognito pool is
// configured), the REST api and the bff, which serves the web app. Prints one URL. The api and the
// bff are restarted when they crash; Ctrl+C or SIGTERM stops everything.
// Expects a build (`npm start` runs `npm run build` first).
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPortFree, pickPort, waitForHttp } from './lib/ports.mjs';
import { supervise } from './lib/supervisor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 4000);
const dataDir = resolve(root, env.DATA_DIR ?? '.data');
const children = [];
let stopping = false;

function log(message) {
  process.stdout.write(`[start] ${message}\n`);
}

function spawnChild(name, script, childEnv) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn', ...childEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

// A child that exits on its own is restarted with backoff (scripts/lib/supervisor.mjs); `probe`
// is the url that answers once it serves. Resolves when it first does.
function run(name, script, childEnv, probe, timeoutMs) {
  const supervisor = supervise({
    name,
    spawn: () => spawnChild(name, script, childEnv),
    ready: (signal) => waitForHttp(probe, timeoutMs, signal),
    log,
    onReady: writeRuntime,
    onGiveUp: (message) => {
      log(`${message}. Stopping the product: see the ${name}'s output above.`);
      void shutdown(1);
    },
  });
  children.push({ name, stop: supervisor.stop, pid: () => supervisor.pid });
  return supervisor.started;
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of [...children].reverse()) await child.stop();
  process.exit(code);
}

// Where each part runs and the children's process ids, for tools that drive a running product
// (e2e, benchmarks, the crash test). Rewritten whenever a child (re)starts.
const runtime = {};
function writeRuntime() {
  if (!runtime.url) return;
  const pids = {
    start: process.pid,
    ...Object.fromEntries(children.filter((c) => c.pid).map((c) => [c.name, c.pid()])),
  };
  writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify({ ...runtime, pids }, null, 2));
}

// The emulator sends no mail: it prints each confirmation code (sign-up, password reset) in a
// box. Those boxes are the only output of it worth showing.
let inCodeBox = false;
let previousLine = '';
function printCodeDeliveries(text) {
  for (const line of text.split('\n')) {
    if (line.includes('Confirmation Code Delivery')) {
      inCodeBox = true;
      process.stdout.write(`[identity] ${previousLine}\n`);
    }
    if (inCodeBox) process.stdout.write(`[identity] ${line}\n`);
    if (inCodeBox && line.includes('╰')) inCodeBox = false;
    previousLine = line;
  }
}

async function startIdentity() {
  if (env.COGNITO_USER_POOL_ID) {
    log(`using the Cognito user pool ${env.COGNITO_USER_POOL_ID}`);
    return {};
  }
  // The api's package owns the emulator helpers; its build is in api/dist.
  const { startIdentityEmulator, ensureIdentityPool } = await import('@trialbridge/api');
  const identityDir = join(dataDir, 'identity');
  const identityPort = await pickPort(env.IDENTITY_PORT, 9229, host);
  const emulator = await startIdentityEmulator({
    dataDir: identityDir,
    port: identityPort,
    host,
    code: env.IDENTITY_FIXED_CODE,
    onOutput: printCodeDeliveries,
  });
  children.push({ name: 'identity', stop: () => emulator.stop() });
  const identity = await ensureIdentityPool({ endpoint: emulator.endpoint, region: 'local', dataDir: identityDir });
  log(`identity emulator at ${emulator.endpoint} (data in ${identityDir})`);
  return {
    COGNITO_REGION: identity.region,
    COGNITO_USER_POOL_ID: identity.userPoolId,
    COGNITO_CLIENT_ID: identity.clientId,
    COGNITO_ENDPOINT: identity.endpoint,
    COGNITO_ISSUER: identity.issuer,
  };
}

async function main() {
  if (!(await isPortFree(port, host))) {
    log(`port ${port} on ${host} is in use: set PORT to a free port, e.g. PORT=4100 npm start`);
    process.exit(1);
  }
  mkdirSync(dataDir, { recursive: true });
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const url = `http://${host}:${port}`;
  const publicUrl = env.PUBLIC_URL ?? url;
  const identityEnv = await startIdentity();
  const apiPort = await pickPort(env.API_PORT, 4010, host);
  const apiUrl = env.API_URL ?? `http://${host}:${apiPort}`;
  if (!env.API_URL) {
    log('api starting (the first start migrates and loads the demo data)…');
    const apiEnv = { ...identityEnv, PORT: String(apiPort), HOST: host, DATA_DIR: dataDir, PUBLIC_URL: publicUrl };
    // With the emulator, company single sign-on reads domains' TXT records from a simulated DNS file
    // (docs/company-sso.md); with a real pool, the machine's resolver unless SSO_DNS_TXT_FILE says otherwise.
    if (identityEnv.COGNITO_ENDPOINT && !env.SSO_DNS_TXT_FILE)
      apiEnv.SSO_DNS_TXT_FILE = join(dataDir, 'simulated-dns.json');
    await run('api', 'api/dist/server.js', apiEnv, `${apiUrl}/readyz`, 180_000);
  }
  log(`api at ${apiUrl} (OpenAPI: ${apiUrl}/v1/openapi.json)`);

  const bffEnv = {
    ...identityEnv,
    PORT: String(port),
    HOST: host,
    API_URL: apiUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
  };
  // The bff's /healthz, not /readyz: a restarted bff serves (UPSTREAM_UNAVAILABLE) even while the api is down.
  await run('bff', 'bff/dist/server.js', bffEnv, `${url}/healthz`, 60_000);
  await waitForHttp(`${url}/readyz`, 60_000);
  Object.assign(runtime, { url, apiUrl, identity: identityEnv });
  writeRuntime();
  log(`GraphQL at ${url}/graphql`);
  process.stdout.write(
    `\n  Trialbridge is running at ${url}\n\n  Demo accounts are listed in README.md. Press Ctrl+C to stop.\n\n`,
  );
}

main().catch((error) => {
  log(`failed to start: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
