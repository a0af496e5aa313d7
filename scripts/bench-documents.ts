// Benchmark of documents (issue 28, point 8; docs/documents.md, "Benchmark"). (1) Throughput of a
// 20 MB file through the product's real path: start, the file itself as the body to the api's
// signed upload link → a file on disk, finish (an upload as the web app makes it), then the bff's
// download route ← the api ← disk, against a plain streamed copy of the same 20 MB on the same
// disk in the same run (target ≥ 0.5× the pipe). The api and the bff's document routes run in
// processes of their own, as in the product, beside a bare node:http server and proxy that move
// the same bytes, up through the proxy and straight to the server, and down through the proxy
// (the floors of two hops and one: no auth, type check or database; all in
// scripts/bench-documents.servers.ts); the client that times each step and the baseline is a
// process of its own too (scripts/bench-documents.client.ts, node's own modules only), which also
// reads the CPU time each server process spent per step. (2) p95 on PostgreSQL of a folder of 100
// documents (GET /v1/documents?folderId=…&size=100) and of the contracted-partner list of 50 with
// rating averages (GET /v1/contracted-partners?size=50), in process (app.inject), target ≤ 30 ms.
// Database: tb_bench_documents on TEST_DATABASE_URL's server, made afresh each run (personas
// seed, then direct inserts).
// Usage: TEST_DATABASE_URL=postgres://… npm run bench:documents [-- --rounds 5 --runs 200 --profile DIR]
// (--profile: the CPU profiles of the api and the bff processes over the measured rounds, into DIR;
// BENCH_SERVER_FLAGS='--trace-gc' passes node flags to the server processes).
import './lib/require-node.mjs';
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '../api/src/app.js';
import { systemClock } from '../api/src/clock.js';
import { repoRoot } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { migrate } from '../api/src/db/migrate.js';
import { createFsStorage } from '../api/src/modules/document/document.storage.js';
import { runSeed } from '../api/src/seed/seed.js';
import { createTestTokens } from '../api/src/testing/tokens.js';
import { benchAppDeps } from './bench-databases.js';
import { type ClientOptions, type CpuKey, FILE_BYTES, type Step } from './bench-documents.client.js';
import { startServer } from './bench-documents.servers.js';
import { type Kind, load, timeKinds, verdict } from './bench-timing.js';
import { insertCompanies } from '../api/src/modules/company/index.js';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '200' },
    profile: { type: 'string' },
  },
});
const rounds = Number(options.rounds);
const runs = Number(options.runs);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl || !(rounds > 0) || !(runs > 0)) {
  console.error(
    'Usage: TEST_DATABASE_URL=postgres://… npm run bench:documents -- [--rounds N] [--runs N] [--profile DIR]',
  );
  process.exit(2);
}
const MB = 1024 * 1024;
const DATABASE = 'tb_bench_documents';
const EMAIL = 'sponsor.admin@demo.test';

async function freshDatabase(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const kept = new URL(url);
  kept.pathname = `/${DATABASE}`;
  return kept.toString();
}

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const dir = join(repoRoot, '.data', 'bench-documents');
await rm(dir, { recursive: true, force: true });
await mkdir(join(dir, 'store'), { recursive: true });
const databaseUrl = await freshDatabase(serverUrl);
const database = await openDatabase({ databaseUrl });
await migrate(database);
await runSeed(database.db, { mode: 'personas', clock: systemClock });
const profileDir = options.profile ? resolve(options.profile) : undefined;
const apiServer = await startServer('api', [databaseUrl, join(dir, 'store')], profileDir);
const bffServer = await startServer('bff', [apiServer.url, apiServer.token ?? ''], profileDir);
const bareServer = await startServer('bare', [dir]);
const bareProxy = await startServer('bare-proxy', [bareServer.url]);

/** The client's rounds (scripts/bench-documents.client.ts, a process of its own): ms per step and round. */
function clientRounds(): Promise<Record<Step | CpuKey, number[]>> {
  const options: ClientOptions = {
    apiUrl: apiServer.url,
    bffUrl: bffServer.url,
    bareUrl: bareProxy.url,
    bareServerUrl: bareServer.url,
    token: apiServer.token ?? '',
    dir,
    rounds,
    pids: { api: apiServer.pid, bff: bffServer.pid, bare: bareServer.pid, bareProxy: bareProxy.pid },
  };
  const client = fork(fileURLToPath(new URL('./bench-documents.client.ts', import.meta.url)), [
    JSON.stringify(options),
  ]);
  return new Promise((done, fail) => {
    client.once('exit', (code) => fail(new Error(`the bench client exited (${code})`)));
    client.on('message', (message) => {
      if (message === 'warm') {
        apiServer.profile(); // with --profile: the measured rounds only
        bffServer.profile();
        return;
      }
      client.removeAllListeners('exit');
      done((message as { times: Record<Step | CpuKey, number[]> }).times);
    });
  });
}

async function throughput(): Promise<void> {
  const times = await clientRounds();
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  const up = times.start.map((start, i) => start + (times.bytes[i] ?? 0) + (times.finish[i] ?? 0));
  const mbps = (ms: number) => FILE_BYTES / MB / (ms / 1000);
  const [copy, pipe, upload, download, bareUp, bareDown, bareOneHop] = [
    times.copy,
    times.pipe,
    up,
    times.down,
    times.bareUp,
    times.bareDown,
    times.bareOneHop,
  ].map((t) => mbps(median(t))) as [number, number, number, number, number, number, number];
  const line = (label: string, rate: number, note = '') =>
    console.log(`  ${label.padEnd(38)}${rate.toFixed(0).padStart(6)} MB/s${note}`);
  // Each round's own ratio too: the pipe and the product share the machine with whatever else runs.
  const perRound = (ms: number[]) => {
    const ratios = ms.map((t, i) => (times.pipe[i] ?? 0) / t).sort((a, b) => a - b);
    return ` (rounds ${ratios[0]?.toFixed(2)}–${ratios.at(-1)?.toFixed(2)})`;
  };
  const ratio = (rate: number, ms?: number[]) => `   ${(rate / pipe).toFixed(2)}× the pipe${ms ? perRound(ms) : ''}`;
  console.log(`20 MB, median of ${rounds} rounds after a warm-up, all under .data/ (load ${load()}):`);
  line('fs.copyFile (kernel copy)', copy);
  line('stream pipe read → write (baseline)', pipe);
  line('upload: browser → api → disk', upload, ratio(upload, up));
  line('download: disk → api → bff', download, ratio(download, times.down));
  line('bare node:http proxy → server, up', bareUp, ratio(bareUp));
  line('bare node:http server → proxy, down', bareDown, ratio(bareDown));
  line('bare node:http server alone, up', bareOneHop, ratio(bareOneHop));
  const ms = (key: Step | CpuKey) => median(times[key]).toFixed(0);
  console.log(
    `  medians, ms: pipe ${ms('pipe')}; upload ${ms('start')} start + ${ms('bytes')} bytes + ${ms('finish')} finish; download ${ms('down')}`,
  );
  if (times['bytes:server'].every(Number.isFinite)) {
    const cpu = (step: 'bytes' | 'down' | 'bareUp' | 'bareDown') => `${ms(`${step}:server`)} + ${ms(`${step}:proxy`)}`;
    console.log(
      `  CPU ms (server + proxy): up ${cpu('bytes')}, bare ${cpu('bareUp')}; down ${cpu('down')}, bare ${cpu('bareDown')}`,
    );
  }
  const ok = upload / pipe >= 0.5 && download / pipe >= 0.5;
  console.log(
    ok ? 'throughput meets the target (≥ 0.5× a plain streamed copy)' : 'throughput under 0.5× a plain streamed copy',
  );
}

/** A folder of 100 documents and 50 contracted partners rated by two users, by direct inserts. */
async function listData(): Promise<{ folderId: number }> {
  const db = database.db;
  const [me] = rows(await db.execute(sql`SELECT id, company_id FROM users WHERE email = ${EMAIL}`));
  if (!me) throw new Error(`no ${EMAIL} in the bench database`);
  const companyId = Number(me.company_id);
  const userId = Number(me.id);
  const [folder] = rows(
    await db.execute(
      sql`INSERT INTO document_folders (company_id, name, created_at) VALUES (${companyId}, 'Bench', now()) RETURNING id`,
    ),
  );
  const folderId = Number(folder?.id);
  for (let i = 0; i < 100; i += 1) {
    const id = randomUUID();
    await db.execute(sql`INSERT INTO documents (id, company_id, folder_id, name, content_type, size_bytes, sha256, storage_key, status, uploaded_by, created_at, updated_at)
      VALUES (${id}, ${companyId}, ${folderId}, ${`Document ${String(i).padStart(3, '0')}.pdf`}, 'application/pdf', ${1000 + i}, ${id}, ${`${companyId}/${id}`}, 'READY', ${userId}, now(), now())`);
  }
  await insertCompanies(
    db,
    Array.from({ length: 50 }, (_, i) => ({ name: `Bench Partner ${String(i).padStart(2, '0')}` })),
  );
  const others = rows(
    await db.execute(sql`SELECT id FROM companies WHERE id <> ${companyId} ORDER BY id DESC LIMIT 50`),
  );
  const raters = rows(await db.execute(sql`SELECT id FROM users WHERE company_id = ${companyId} LIMIT 2`));
  for (const other of others) {
    await db.execute(
      sql`INSERT INTO contracted_partners (company_id, partner_company_id, created_at) VALUES (${companyId}, ${other.id}, now()) ON CONFLICT DO NOTHING`,
    );
    for (const rater of raters)
      await db.execute(sql`INSERT INTO contracted_partner_ratings (company_id, partner_company_id, user_id, quality, timeliness, communication, value, rated_at)
        VALUES (${companyId}, ${other.id}, ${rater.id}, 4, 3, 5, 4, now()) ON CONFLICT DO NOTHING`);
  }
  console.log(
    `bench data: a folder of 100 documents; ${others.length} contracted partners rated by ${raters.length} users`,
  );
  return { folderId };
}

async function lists(): Promise<void> {
  const { folderId } = await listData();
  const get = async (url: string) => {
    const t = performance.now();
    const res = await api.inject({ method: 'GET', url, headers: listAuth });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return performance.now() - t;
  };
  const kinds: Kind[] = [
    ['documents folder of 100', () => get(`/v1/documents?folderId=${folderId}&size=100&sortBy=NAME`)],
    ['contracted partners, 50 with averages', () => get('/v1/contracted-partners?size=50')],
  ];
  verdict(await timeKinds(kinds, runs), 30);
}

try {
  await throughput();
} finally {
  for (const server of [bareProxy, bareServer, bffServer, apiServer]) await server.close();
}
// The lists in this process (app.inject): their own api app, with its own token.
const tokens = createTestTokens();
const token = tokens.sign({ sub: `bench-${EMAIL}`, email: EMAIL });
const listAuth = { authorization: `Bearer ${token}` };
const api = await createApp({
  ...benchAppDeps(database.db, tokens.verifier),
  documentStorage: createFsStorage(join(dir, 'store')),
});
try {
  await lists();
} finally {
  await api.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
