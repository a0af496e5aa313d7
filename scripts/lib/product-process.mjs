// The product as `npm start` runs it (scripts/start.mjs: identity emulator, api, bff), spawned on
// free ports with a given data folder: what the benchmarks, Lighthouse and the e2e tests that
// break their own product start. Readiness and stopping are the caller's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './ports.mjs';

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
