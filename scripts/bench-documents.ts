// Benchmark of documents (issue 28, point 8; docs/documents.md, "Benchmark"). (1) Throughput of a
// 20 MB file through the product's real path: the bff's upload route (multipart, streamed) → the
// api's PUT content route → a file on disk, then the bff's download route ← the api ← disk, against
// a plain file copy of the same 20 MB on the same disk in the same run (target ≥ 0.5× the copy).
// The api listens on a port with its files under .data/bench-documents; the bff part is its
// document routes on a port of their own (only the session is stubbed: a fixed caller). (2) p95 on
// PostgreSQL of a folder of 100 documents (GET /v1/documents?folderId=…&size=100) and of the
// contracted-partner list of 50 with rating averages (GET /v1/contracted-partners?size=50), in
// process (app.inject), target ≤ 30 ms. Database: tb_bench_documents on TEST_DATABASE_URL's server,
// made afresh each run (personas seed, then direct inserts).
// Usage: TEST_DATABASE_URL=postgres://… npm run bench:documents [-- --rounds 5 --runs 200]
import './lib/require-node.mjs';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { createReadStream, createWriteStream, openAsBlob } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createApp } from '../api/src/app.js';
import { systemClock } from '../api/src/clock.js';
import { repoRoot } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { migrate } from '../api/src/db/migrate.js';
import { createFsStorage } from '../api/src/modules/document/document.storage.js';
import { runSeed } from '../api/src/seed/seed.js';
import { createTestTokens } from '../api/src/testing/tokens.js';
import { registerDocumentRoutes } from '../bff/src/modules/document/document.routes.js';
import { createRestTransport } from '../bff/src/rest/rest.transport.js';
import { benchAppDeps } from './bench-databases.js';
import { type Kind, load, timeKinds, verdict } from './bench-timing.js';
import { insertCompanies } from '../api/src/modules/company/index.js';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, runs: { type: 'string', default: '200' } },
});
const rounds = Number(options.rounds);
const runs = Number(options.runs);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl || !(rounds > 0) || !(runs > 0)) {
  console.error('Usage: TEST_DATABASE_URL=postgres://… npm run bench:documents -- [--rounds N] [--runs N]');
  process.exit(2);
}
const FILE_BYTES = 20 * 1024 * 1024;
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
const database = await openDatabase({ databaseUrl: await freshDatabase(serverUrl) });
await migrate(database);
await runSeed(database.db, { mode: 'personas', clock: systemClock });
const tokens = createTestTokens();
const token = tokens.sign({ sub: `bench-${EMAIL}`, email: EMAIL });
const api = await createApp({
  ...benchAppDeps(database.db, tokens.verifier),
  documentStorage: createFsStorage(join(dir, 'store')),
});
const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
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
const bff = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
await registerDocumentRoutes(bff, { sessions: { load: async () => session }, transport } as never);
const bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });
const auth = { authorization: `Bearer ${token}` };

async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(apiUrl + path, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** One upload through the bff (start, multipart bytes streamed from disk, finish) and one download; ms each. */
async function round(file: string): Promise<{ up: number; down: number }> {
  const t0 = performance.now();
  const upload = await apiJson<{ documentId: string; url: string }>('POST', '/v1/documents/uploads', {
    name: 'bench.pdf',
    sizeBytes: FILE_BYTES,
  });
  const form = new FormData();
  form.append('file', await openAsBlob(file), 'bench.pdf');
  const sent = await fetch(bffUrl + upload.url, { method: 'POST', body: form });
  if (sent.status !== 204) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
  await apiJson('POST', `/v1/documents/${upload.documentId}/finish`);
  const t1 = performance.now();
  const res = await fetch(`${bffUrl}/documents/${upload.documentId}/download`);
  let got = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) got += chunk.length;
  const t2 = performance.now();
  if (got !== FILE_BYTES) throw new Error(`download: ${got} bytes`);
  await apiJson('DELETE', `/v1/documents/${upload.documentId}`);
  return { up: t1 - t0, down: t2 - t1 };
}

async function throughput(): Promise<void> {
  const rates = { up: [] as number[], down: [] as number[], copy: [] as number[], pipe: [] as number[] };
  const mbps = (ms: number) => FILE_BYTES / MB / (ms / 1000);
  for (let i = 0; i <= rounds; i += 1) {
    // A PDF header and random bytes: a type the api accepts, new bytes each round (no duplicate).
    const file = join(dir, `source-${i}.pdf`);
    await writeFile(file, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(FILE_BYTES - 9)]));
    const c0 = performance.now();
    await copyFile(file, join(dir, `copy-${i}.pdf`));
    const c1 = performance.now();
    await pipeline(createReadStream(file), createWriteStream(join(dir, `pipe-${i}.pdf`)));
    const c2 = performance.now();
    const { up, down } = await round(file);
    await rm(join(dir, `copy-${i}.pdf`), { force: true });
    await rm(join(dir, `pipe-${i}.pdf`), { force: true });
    await rm(file, { force: true });
    if (i === 0) continue; // warm-up
    rates.copy.push(mbps(c1 - c0));
    rates.pipe.push(mbps(c2 - c1));
    rates.up.push(mbps(up));
    rates.down.push(mbps(down));
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  const [copy, pipe, up, down] = [rates.copy, rates.pipe, rates.up, rates.down].map(median) as [
    number,
    number,
    number,
    number,
  ];
  const line = (label: string, rate: number, note = '') =>
    console.log(`  ${label.padEnd(34)}${rate.toFixed(0).padStart(6)} MB/s${note}`);
  console.log(`20 MB, median of ${rounds} rounds after a warm-up, all under .data/ (load ${load()}):`);
  line('fs.copyFile (kernel copy)', copy);
  line('stream pipe read → write (baseline)', pipe);
  line('upload: bff → api → disk', up, `   ${(up / pipe).toFixed(2)}× the pipe, ${(up / copy).toFixed(2)}× copyFile`);
  line(
    'download: disk → api → bff',
    down,
    `   ${(down / pipe).toFixed(2)}× the pipe, ${(down / copy).toFixed(2)}× copyFile`,
  );
  const ok = up / pipe >= 0.5 && down / pipe >= 0.5;
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
    const res = await api.inject({ method: 'GET', url, headers: auth });
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
  await lists();
} finally {
  await bff.close();
  transport.close();
  await api.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
