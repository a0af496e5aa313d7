import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/lib/ports.mjs';

export async function waitForOk(url: string, timeoutMs: number, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface OwnProduct {
  bffUrl: string;
  apiUrl: string;
  dataDir: string;
  /** The process ids scripts/start.mjs wrote into runtime.json (they change when a child restarts). */
  pids(): { start: number; api: number; bff: number };
  /** Everything the product printed so far. */
  output(): string;
  /** Stops the product (SIGTERM to scripts/start.mjs, which stops its children). */
  stop(): Promise<void>;
  /** Deletes its data folder. */
  remove(): void;
}

/**
 * A product of its own (identity emulator, api and bff through scripts/start.mjs, on free ports
 * with a throw-away data folder), for tests that break it: the shared one stays untouched.
 */
export async function startOwnProduct(): Promise<OwnProduct> {
  const [port, apiPort, identityPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'trialbridge-crash-'));
  const root = resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      IDENTITY_PORT: String(identityPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const bffUrl = `http://127.0.0.1:${port}`;
  const product: OwnProduct = {
    bffUrl,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    dataDir,
    pids: () => (JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { pids: never }).pids,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
  try {
    await Promise.race([
      waitForOk(`${bffUrl}/readyz`, 240_000),
      exited.then(() => {
        throw new Error(`the product stopped while starting:\n${output}`);
      }),
    ]);
    // runtime.json is written right after the bff is ready.
    await waitFor(() => product.pids().bff > 0, 10_000);
  } catch (error) {
    await product.stop();
    product.remove();
    throw error;
  }
  return product;
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
