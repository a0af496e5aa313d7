import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer, get, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recycledFileStream } from './document.stream.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** GETs `url` slowly (paused between chunks), so the answer's buffers fill and drain. */
function slowGet(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (chunks.length % 16 === 0) {
          res.pause();
          setTimeout(() => res.resume(), 2);
        }
      });
      res.once('end', () => resolve(Buffer.concat(chunks)));
      res.once('error', reject);
    }).once('error', reject);
  });
}

/** An answer the stream is never piped into. */
const unpiped = () => new ServerResponse(new IncomingMessage(null as never));

describe('recycledFileStream', () => {
  const dir = mkdtempSync(join(tmpdir(), 'document-stream-'));
  // Over two 1 MB buffers several times, and not a whole number of them.
  const bytes = randomBytes(7 * 1024 * 1024 + 12345);
  const path = join(dir, 'file.bin');
  let server: Server;
  let url = '';
  beforeAll(async () => {
    writeFileSync(path, bytes);
    server = createServer((_req, res) => {
      void open(path).then((file) => {
        res.writeHead(200, { 'content-length': String(bytes.length) });
        recycledFileStream(file, bytes.length, res).pipe(res);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends every byte in order through a slow reader, three at once, reusing its two buffers', async () => {
    const allocations = vi.spyOn(Buffer, 'allocUnsafe');
    const answers = await Promise.all([slowGet(url), slowGet(url), slowGet(url)]);
    // 8 reads each: at most one may find both buffers still held by its answer and take a new one.
    expect(allocations.mock.calls.filter(([size]) => size === 1024 * 1024).length).toBeLessThanOrEqual(3);
    allocations.mockRestore();
    for (const answer of answers) {
      expect(answer.length).toBe(bytes.length);
      expect(sha(answer)).toBe(sha(bytes));
    }
  });

  it('reads into new buffers when it is not piped into its answer (the chunks are kept by the reader)', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of recycledFileStream(await open(path), bytes.length, unpiped()))
      chunks.push(chunk as Buffer);
    expect(new Set(chunks.map((chunk) => chunk.buffer)).size).toBe(chunks.length);
    expect(sha(Buffer.concat(chunks))).toBe(sha(bytes));
  });

  it('sends an empty file as no bytes', async () => {
    const empty = join(dir, 'empty.bin');
    writeFileSync(empty, Buffer.alloc(0));
    const chunks: Buffer[] = [];
    for await (const chunk of recycledFileStream(await open(empty), 0, unpiped())) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).length).toBe(0);
  });
});
