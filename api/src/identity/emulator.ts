import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/**
 * Node's arguments for the emulator's process (hosted/main): the compiled file in api/dist, plain
 * node; from the TypeScript sources (tests), the same file through tsx.
 */
function emulatorArgs(): string[] {
  const compiled = fileURLToPath(new URL('./hosted/main.js', import.meta.url));
  if (existsSync(compiled)) return [compiled];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, fileURLToPath(new URL('./hosted/main.ts', import.meta.url))];
}

/**
 * Spawns the identity emulator (cognito-local plus hosted sign-in with federation to local Google,
 * Microsoft and LinkedIn stand-ins: see hosted/main.ts) and resolves once its /health answers.
 */
export async function startIdentityEmulator(options: StartIdentityEmulatorOptions): Promise<IdentityEmulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await findFreePort(host));
  mkdirSync(options.dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: host };
  delete env.CODE;
  delete env.DEBUG;
  if (options.code) env.CODE = options.code;
  const child = spawn(process.execPath, emulatorArgs(), {
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
