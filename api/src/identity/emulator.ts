import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { findFreePort } from './free-port.js';

export interface IdentityEmulator {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartIdentityEmulatorOptions {
  /** Working directory; cognito-local keeps its data in `<dataDir>/.cognito/`. */
  dataDir: string;
  /** Default: a free port. */
  port?: number;
  host?: string;
  /** Fixed confirmation codes and temporary passwords: tests only. */
  code?: string;
  /** Give up waiting for it after this long (default 20 s). */
  startTimeoutMs?: number;
  /** Receives everything the emulator prints (it "delivers" confirmation codes by printing them). */
  onOutput?: (text: string) => void;
}

function emulatorBin(): string {
  const pkg = createRequire(import.meta.url).resolve('cognito-local/package.json');
  return join(dirname(pkg), 'lib', 'bin', 'start.js');
}

/** Spawns the cognito-local emulator and resolves once its /health answers. */
export async function startIdentityEmulator(options: StartIdentityEmulatorOptions): Promise<IdentityEmulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await findFreePort(host));
  mkdirSync(options.dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: host };
  delete env.CODE;
  delete env.DEBUG;
  if (options.code) env.CODE = options.code;
  const child = spawn(process.execPath, [emulatorBin()], {
    cwd: options.dataDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-4000);
    options.onOutput?.(chunk.toString());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const endpoint = `http://${host}:${port}`;
  try {
    await waitUntilUp(child, `${endpoint}/health`, options.startTimeoutMs ?? 20_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`Identity emulator did not start: ${(error as Error).message}\n${output}`, { cause: error });
  }
  return { endpoint, port, stop: () => stopChild(child) };
}

async function waitUntilUp(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
