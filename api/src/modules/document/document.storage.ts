import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open as openFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { recycledFileStream } from './document.stream.js';

/** Read and write in 1 MB chunks: fewer, larger writes through every hop of a 20 MB file. */
const CHUNK = 1024 * 1024;

/** What a put stored: its size. */
export interface StoredObject {
  sizeBytes: number;
}

/** A browser upload straight to the storage (S3's presigned POST): the form and its URL. */
export interface PresignedUpload {
  url: string;
  fields: { name: string; value: string }[];
  expiresAt: Date;
}

/** A put that sent more than its cap: the partial bytes are already gone. */
export class StorageLimitError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
    this.name = 'StorageLimitError';
  }
}

/**
 * Where documents' bytes live (docs/documents.md, "Storage"): files under the data directory by
 * default, an S3-compatible bucket when configured. Keys are `documents/<company>/<uuid>`; a key
 * is written once and never changed.
 */
export interface DocumentStorage {
  kind: 'fs' | 's3';
  /** Stores a stream under `key`, refusing (and removing what it got) past `maxBytes`. */
  put(key: string, body: Readable, maxBytes: number): Promise<StoredObject>;
  /**
   * The bytes, from `start` to `end` inclusive when given; null when there is no such key. `into`:
   * the HTTP answer the whole file is piped into (fs: read into two reused buffers, document.stream.ts).
   */
  open(key: string, range?: { start: number; end: number }, into?: Writable): Promise<Readable | null>;
  head(key: string): Promise<{ sizeBytes: number } | null>;
  /** Removes a key; a missing one is not an error. */
  delete(key: string): Promise<void>;
  copy(from: string, to: string): Promise<void>;
  /** Every key under a prefix, with when it was last written (the sweeper's orphan check). */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** S3 only: where the browser POSTs the bytes itself, at most `maxBytes`. */
  presignUpload?(key: string, maxBytes: number, expiresInSeconds: number): Promise<PresignedUpload>;
  /** S3 only: a short-lived link that downloads the bytes under this name and type. */
  presignDownload?(key: string, disposition: string, contentType: string, expiresInSeconds: number): Promise<string>;
}

/**
 * A pass-through that counts and fails past `limit` bytes. No hash: the sha256 is only needed
 * when a file of the same size is already in the folder, and finish computes it then (20 MB of
 * sha256 on the request's thread was ~12 ms of every upload's CPU).
 */
export function meter(limit: number): Transform & { result(): StoredObject } {
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(new StorageLimitError(limit));
      done(null, chunk);
    },
  });
  return Object.assign(transform, { result: () => ({ sizeBytes: size }) });
}

/** Files under `root`: written to a temporary name first, then renamed into place. */
export function createFsStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside its root: ${key}`);
    return path;
  };
  const exists = async (path: string) =>
    stat(path).then(
      (s) => s,
      () => null,
    );
  return {
    kind: 'fs',
    async put(key, body, maxBytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = join(dirname(path), `.${randomUUID()}.part`);
      const counter = meter(maxBytes);
      // The source is piped, not part of the pipeline: past the cap it is left unread (the caller
      // answers at once and closes), not destroyed under a request still being answered.
      const fail = (error: Error) => counter.destroy(error);
      body.once('error', fail);
      body.pipe(counter);
      try {
        await pipeline(counter, createWriteStream(temp, { flags: 'wx', highWaterMark: CHUNK }));
        await rename(temp, path);
      } catch (error) {
        body.unpipe(counter);
        body.resume();
        await rm(temp, { force: true });
        throw error;
      } finally {
        body.off('error', fail);
      }
      return counter.result();
    },
    async open(key, range, into) {
      const path = pathOf(key);
      if (into && !range) {
        const file = await openFile(path).catch(() => null);
        if (!file) return null;
        const { size } = await file.stat().catch(async (error: unknown) => {
          await file.close();
          throw error;
        });
        return recycledFileStream(file, size, into);
      }
      if (!(await exists(path))) return null;
      // A range (the type check's sample) reads only its own length, not a 1 MB buffer.
      const highWaterMark = range ? Math.max(1, Math.min(CHUNK, range.end - range.start + 1)) : CHUNK;
      return createReadStream(path, { ...(range ?? {}), highWaterMark });
    },
    async head(key) {
      const info = await exists(pathOf(key));
      return info?.isFile() ? { sizeBytes: info.size } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async copy(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(pathOf(from), target);
    },
    async *list(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      yield* walk(trimmed ? pathOf(trimmed) : base, base);
    },
  };
}

async function* walk(dir: string, base: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, base);
    else if (entry.isFile()) {
      const info = await stat(path).catch(() => null);
      if (info)
        yield {
          key: path
            .slice(base.length + 1)
            .split(sep)
            .join('/'),
          modifiedAt: info.mtime,
        };
    }
  }
}

/** Reads a key's first `bytes` bytes (the type check's sample). */
export async function readHead(storage: DocumentStorage, key: string, bytes: number): Promise<Uint8Array | null> {
  const stream = await storage.open(key, { start: 0, end: bytes - 1 });
  if (!stream) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= bytes) break;
  }
  stream.destroy();
  return new Uint8Array(Buffer.concat(chunks).subarray(0, bytes));
}

/** A key's sha256, read through (fs: cheap; S3: one more GET of the object). */
export async function hashOf(storage: DocumentStorage, key: string): Promise<string | null> {
  const stream = await storage.open(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}
