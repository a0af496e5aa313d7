// The client of bench:documents' throughput part, in a plain process of its own (forked by
// scripts/bench-documents.ts with a ClientOptions as JSON): per
// round, a new 20 MB file, then fs.copyFile and a plain stream pipe of it (the baseline), then its
// upload as the web app makes it (start, the bytes to the api's signed link, finish) and its download through the bff,
// then the same bytes up and down through the bare node:http proxy and server (the floor), each
// step timed; a sync(1) between steps, so no step waits for the writeback of the one before. It imports only node's
// own modules: the work of a browser is not on the product's processes, and neither is this
// process's garbage on the baseline. Sends 'warm' after the warm-up round, then `{ times }`: ms
// per step and round, and the CPU ms the server (api, bare) and the proxy (bff, bare proxy) spent
// in each step that moves the bytes, all threads (Linux: /proc/<pid>/task/*/schedstat; NaN elsewhere).
import './lib/require-node.mjs';
import { execFileSync } from 'node:child_process';
import { createHash, type Hash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

export const FILE_BYTES = 20 * 1024 * 1024;
const MB = 1024 * 1024;
export const STEPS = ['copy', 'pipe', 'start', 'bytes', 'finish', 'down', 'bareUp', 'bareDown', 'bareOneHop'] as const;
export type Step = (typeof STEPS)[number];
type ByteStep = 'bytes' | 'down' | 'bareUp' | 'bareDown';
/** CPU ms of a process during a step: `bytes:server` (the api), `bareDown:proxy` (the bare proxy)… */
export type CpuKey = `${ByteStep}:${'server' | 'proxy'}`;
export const CPU_KEYS = (['bytes', 'down', 'bareUp', 'bareDown'] as const).flatMap(
  (step) => [`${step}:server`, `${step}:proxy`] as const,
);

export interface ClientOptions {
  apiUrl: string;
  bffUrl: string;
  bareUrl: string;
  /** The bare server itself, for the one-hop floor (client → server → disk, no proxy). */
  bareServerUrl: string;
  token: string;
  dir: string;
  rounds: number;
  /** Process ids: the api and the bff, the bare server and its proxy. */
  pids: { api: number; bff: number; bare: number; bareProxy: number };
}

const main = process.argv[1] === fileURLToPath(import.meta.url);
// Imported by the bench for its types and constants: the options are only this process's own.
const { apiUrl, bffUrl, bareUrl, bareServerUrl, token, dir, rounds, pids } = (
  main ? JSON.parse(process.argv[2] ?? '') : {}
) as ClientOptions;
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

/** Sends `file` as the body, streamed, as the web app's uploader does to a signed link (and the bare floor, by PUT). */
function sendFile(url: string, file: string, method: 'POST' | 'PUT'): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, {
      method,
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(FILE_BYTES) },
    });
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => done(res.statusCode ?? 0));
    });
    req.once('error', fail);
    const source = createReadStream(file, { highWaterMark: MB });
    source.once('error', fail);
    source.pipe(req);
  });
}

/** GETs `url` and counts its bytes; with `hash`, also their sha256 (the warm-up round checks the bytes). */
function getBytes(url: string, hash?: Hash): Promise<number> {
  return new Promise((done, fail) => {
    httpRequest(url, (res) => {
      let got = 0;
      res.on('data', (chunk: Buffer) => {
        got += chunk.length;
        hash?.update(chunk);
      });
      res.once('end', () => done(got));
      res.once('error', fail);
    })
      .once('error', fail)
      .end();
  });
}

/** A process's CPU time so far in ms, all its threads (GC, libuv's pool) included (Linux), or NaN. */
function cpuMs(pid: number): number {
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    return ns / 1e6;
  } catch {
    return Number.NaN;
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes every dirty page out (sync(1)), between timed steps. */
const settle = () => execFileSync('sync');

/** A new file of PDF header and random bytes (a type the api accepts, never a duplicate), written in 1 MB pieces. */
async function newFile(path: string): Promise<void> {
  const out = createWriteStream(path);
  out.write('%PDF-1.4\n');
  for (let left = FILE_BYTES - 9; left > 0; left -= MB) {
    if (!out.write(randomBytes(Math.min(MB, left)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function round(i: number): Promise<Record<Step | CpuKey, number>> {
  const file = join(dir, `source-${i}.pdf`);
  await newFile(file);
  const cpu: Partial<Record<CpuKey, number>> = {};
  const time = async (work: () => Promise<unknown>, step?: ByteStep) => {
    settle();
    const [server, proxy] = step?.startsWith('bare') ? [pids.bare, pids.bareProxy] : [pids.api, pids.bff];
    const [server0, proxy0] = [cpuMs(server), cpuMs(proxy)];
    const t = performance.now();
    await work();
    const ms = performance.now() - t;
    if (step) {
      cpu[`${step}:server`] = cpuMs(server) - server0;
      cpu[`${step}:proxy`] = cpuMs(proxy) - proxy0;
    }
    return ms;
  };
  const copy = await time(() => copyFile(file, join(dir, `copy-${i}.pdf`)));
  const pipe = await time(() => pipeline(createReadStream(file), createWriteStream(join(dir, `pipe-${i}.pdf`))));
  let upload = { documentId: '', url: '' };
  const start = await time(async () => {
    upload = await apiJson('POST', '/v1/documents/uploads', { name: 'bench.pdf', sizeBytes: FILE_BYTES });
  });
  const bytes = await time(async () => {
    const status = await sendFile(apiUrl + upload.url, file, 'POST');
    if (status !== 204) throw new Error(`upload: ${status}`);
  }, 'bytes');
  const finish = await time(() => apiJson('POST', `/v1/documents/${upload.documentId}/finish`));
  const hash = i === 0 ? createHash('sha256') : undefined;
  const down = await time(async () => {
    const got = await getBytes(`${bffUrl}/documents/${upload.documentId}/download`, hash);
    if (got !== FILE_BYTES) throw new Error(`download: ${got} bytes`);
  }, 'down');
  if (hash && hash.digest('hex') !== (await sha256Of(file))) throw new Error('download: not the bytes uploaded');
  await apiJson('DELETE', `/v1/documents/${upload.documentId}`);
  const bareUp = await time(async () => {
    const status = await sendFile(`${bareUrl}/bare`, file, 'PUT');
    if (status !== 204) throw new Error(`bare upload: ${status}`);
  }, 'bareUp');
  const bareDown = await time(async () => {
    const got = await getBytes(`${bareUrl}/bare`);
    if (got !== FILE_BYTES) throw new Error(`bare download: ${got} bytes`);
  }, 'bareDown');
  const bareOneHop = await time(async () => {
    const status = await sendFile(`${bareServerUrl}/bare`, file, 'PUT');
    if (status !== 204) throw new Error(`bare one-hop upload: ${status}`);
  });
  for (const name of [file, join(dir, `copy-${i}.pdf`), join(dir, `pipe-${i}.pdf`)]) await rm(name, { force: true });
  return { copy, pipe, start, bytes, finish, down, bareUp, bareDown, bareOneHop, ...(cpu as Record<CpuKey, number>) };
}

if (main && process.send) {
  const keys = [...STEPS, ...CPU_KEYS];
  const times = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<Step | CpuKey, number[]>;
  for (let i = 0; i <= rounds; i += 1) {
    const stepTimes = await round(i);
    if (i === 0) {
      process.send('warm'); // the warm-up round is not counted
      continue;
    }
    for (const key of keys) times[key].push(stepTimes[key]);
  }
  process.send({ times });
}
