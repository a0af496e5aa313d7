import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitForHttp } from '../../scripts/lib/ports.mjs';
import { spawnProduct } from '../../scripts/lib/product-process.mjs';

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
 * with a throw-away data folder and any extra environment), for tests that break it or need it
 * set up differently (a fixed clock): the shared one stays untouched.
 */
export async function startOwnProduct(options: { env?: Record<string, string> } = {}): Promise<OwnProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trialbridge-own-'));
  const { child, bffUrl, apiUrl } = await spawnProduct(resolve(import.meta.dirname, '../..'), dataDir, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ?? {},
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const product: OwnProduct = {
    bffUrl,
    apiUrl,
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
      waitForHttp(`${bffUrl}/readyz`, 240_000),
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
