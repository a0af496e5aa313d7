// The servers of bench:documents' throughput part, each in a process of its own as in the product
// (scripts/bench-documents.ts forks this file): `api DATABASE_URL STORE_DIR` (the api, its files
// under STORE_DIR; it signs the bench's token itself) and `bff API_URL TOKEN` (the bff's document
// routes, only the session stubbed: a fixed caller); and the floor they are held to, with node's
// http alone: `bare DIR` (PUT: hashed and written to DIR/bare.bin, 1 MB writes; GET: that file)
// and `bare-proxy URL` (forwards to it, streamed both ways). Each answers `{ url, token? }` on the
// IPC channel once it listens, starts a CPU profile on 'profile' (when forked with a profile
// directory) and closes on 'close', writing `<role>.cpuprofile` there. Not run by hand.
import './lib/require-node.mjs';
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

export interface BenchServer {
  url: string;
  pid: number;
  token?: string;
  /** Starts the CPU profile (a no-op without a profile directory). */
  profile(): void;
  close(): Promise<void>;
}

const EMAIL = 'sponsor.admin@demo.test';

/** Forks this file as `role` with `args`; with `profileDir`, profile() records the CPU profile there. */
export function startServer(
  role: 'api' | 'bff' | 'bare' | 'bare-proxy',
  args: string[],
  profileDir?: string,
): Promise<BenchServer> {
  const child = fork(fileURLToPath(import.meta.url), [role, ...args], {
    execArgv: [...process.execArgv, ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, BENCH_PROFILE_DIR: profileDir ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench ${role} exited (${code})`)));
    child.once('message', (message) => {
      const { url, token } = message as { url: string; token?: string };
      resolve({
        url,
        pid: child.pid ?? 0,
        ...(token ? { token } : {}),
        profile: () => child.send('profile'),
        close: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send('close');
          }),
      });
    });
  });
}

/** Answers the parent's 'profile' and 'close' (after which `close` runs and the process exits). */
function control(close: () => Promise<void>): void {
  const dir = process.env.BENCH_PROFILE_DIR;
  const session = new Session();
  process.once('disconnect', () => process.exit(1)); // the bench died: no server left behind
  process.on('message', (message) => {
    if (message === 'profile' && dir) {
      session.connect();
      void session.post('Profiler.enable').then(() => session.post('Profiler.start'));
    } else if (message === 'close') {
      void (async () => {
        if (dir) {
          const { profile } = await session.post('Profiler.stop').catch(() => ({ profile: null }));
          if (profile) await writeFile(join(dir, `${process.argv[2]}.cpuprofile`), JSON.stringify(profile));
        }
        await close();
        process.exit(0);
      })();
    }
  });
}

async function api(databaseUrl: string, store: string): Promise<void> {
  const { createApp } = await import('../api/src/app.js');
  const { openDatabase } = await import('../api/src/db/database.js');
  const { createFsStorage } = await import('../api/src/modules/document/document.storage.js');
  const { createTestTokens } = await import('../api/src/testing/tokens.js');
  const { benchAppDeps } = await import('./bench-databases.js');
  const database = await openDatabase({ databaseUrl });
  const tokens = createTestTokens();
  const app = await createApp({
    ...benchAppDeps(database.db, tokens.verifier),
    documentStorage: createFsStorage(store),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ url, token: tokens.sign({ sub: `bench-${EMAIL}`, email: EMAIL }) });
  control(async () => {
    await app.close();
    await database.close();
  });
}

async function bff(apiUrl: string, token: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { registerDocumentRoutes } = await import('../bff/src/modules/document/document.routes.js');
  const { createRestTransport } = await import('../bff/src/rest/rest.transport.js');
  const transport = createRestTransport({ apiUrl });
  const caller = {
    source: 'cookie',
    token,
    accessToken: token,
    email: EMAIL,
    isAdmin: false,
    userId: null,
    impersonatedUserId: null,
    sessionId: null,
  };
  const session = { peekCaller: () => caller, end: () => undefined };
  // As bff/src/app.ts builds it (a body limit of 1 MB), without its logger, security hooks and cookies.
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  await registerDocumentRoutes(app, { sessions: { load: async () => session }, transport } as never);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ url });
  control(async () => {
    await app.close();
    transport.close();
  });
}

/** Listens on a free port, tells the parent, and closes when told. */
function serve(server: Server): void {
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  control(() => new Promise((done) => server.close(() => done())));
}

function bare(dir: string): void {
  const file = join(dir, 'bare.bin');
  serve(
    createServer((req, res) => {
      void (async () => {
        if (req.method === 'PUT') {
          const hash = createHash('sha256');
          req.on('data', (chunk: Buffer) => hash.update(chunk));
          await pipeline(req, createWriteStream(file, { highWaterMark: 1024 * 1024 }));
          hash.digest('hex');
          res.writeHead(204).end();
        } else {
          res.writeHead(200, { 'content-length': (await stat(file)).size });
          await pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), res);
        }
      })().catch(() => res.destroy());
    }),
  );
}

function bareProxy(target: string): void {
  const agent = new Agent({ keepAlive: true });
  serve(
    createServer((req, res) => {
      const headers = { ...req.headers, host: new URL(target).host };
      const upstream = httpRequest(target + (req.url ?? '/'), { method: req.method, headers, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.once('error', () => res.destroy());
      req.pipe(upstream);
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [role, first = '', second = ''] = process.argv.slice(2);
  if (role === 'api') await api(first, second);
  else if (role === 'bff') await bff(first, second);
  else if (role === 'bare') bare(first);
  else if (role === 'bare-proxy') bareProxy(first);
  else throw new Error(`bench-documents.servers: unknown role ${role}`);
}
