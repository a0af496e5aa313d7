// The product as `npm start` runs it (scripts/start.mjs: identity emulator, api, bff), spawned on
// free ports with a given data folder: what the benchmarks, Lighthouse and the e2e tests that
// break their own product start. Readiness and stopping are the caller's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './ports.mjs';

/**
 * Client budgets no load can spend (bff/src/limits): for runs that send thousands of operations a
 * minute as one persona (benchmarks, the crash-recovery load), which measure something else.
 */
export const UNLIMITED_BUDGETS = Object.fromEntries(
  ['KEY', 'USER', 'ANONYMOUS'].flatMap((kind) => [
    [`RATE_LIMIT_${kind}_OPERATIONS`, '1000000000'],
    [`RATE_LIMIT_${kind}_COST`, '1000000000'],
  ]),
);

export async function spawnProduct(root, dataDir, { env = {}, stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  const [port, apiPort, identityPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      IDENTITY_PORT: String(identityPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
  return {
    child,
    bffUrl: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    identityUrl: `http://127.0.0.1:${identityPort}`,
  };
}
