import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { dataDir, runtime } from './runtime.js';
import { freePort } from '../../scripts/lib/ports.mjs';

/**
 * Another bff replica beside the product under test (same api, identity and session secret),
 * started with extra settings, e.g. MAINTENANCE_PASSWORD. Returns its URL and a stop function.
 */
export async function startSecondBff(
  extraEnv: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { apiUrl, identity } = runtime();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = resolve(import.meta.dirname, '../..');
  const child: ChildProcess = spawn(process.execPath, [resolve(root, 'bff/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...identity,
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      DATA_DIR: dataDir(),
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`second bff did not start at ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolveStop) => {
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}
