import type { FileHandle } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';

/** Two buffers of 1 MB at most, read into by turns: reading one while the other is sent. */
const CHUNK = 1024 * 1024;

/**
 * A file's bytes for an HTTP answer, read into the same two buffers over and over instead of a
 * new buffer per read. A new 1 MB buffer per read made V8 run a full collection of the api's
 * heap (~80 MB) about every 60 MB sent (on the pressure of memory outside the heap), and that
 * was most of a download's CPU (`npm run bench:documents`: 158 ms per 20 MB against 29 for a bare
 * server). A buffer is refilled only when this stream is piped straight into `into` (checked by
 * its 'pipe' event) and `into` has handed every byte of the buffer's last fill to the kernel (its
 * `writableLength`, which counts what it and its socket still hold); otherwise a read takes a
 * new buffer, as a plain read stream does.
 */
export function recycledFileStream(file: FileHandle, size: number, into: Writable): Readable {
  const length = Math.max(1, Math.min(CHUNK, size));
  const slots: [Buffer, Buffer] = [Buffer.allocUnsafeSlow(length), Buffer.allocUnsafeSlow(length)];
  /** Where each slot's last fill ends, counted in bytes pushed. */
  const filledTo: [number, number] = [0, 0];
  let pushed = 0;
  let next: 0 | 1 = 0;
  let direct = false;
  let stream: Readable | undefined = undefined;
  into.on('pipe', function onPipe(source: Readable) {
    if (source === stream) direct = true;
    into.off('pipe', onPipe);
  });
  /** A slot whose bytes the answer no longer holds, or a new buffer. */
  const bufferFor = (readable: Readable): { buffer: Buffer; slot: 0 | 1 | null } => {
    const slot = next;
    const handedOn = pushed - readable.readableLength;
    const pending = into.writableLength;
    const free = direct && Number.isFinite(pending) && filledTo[slot] <= handedOn - pending;
    return free ? { buffer: slots[slot], slot } : { buffer: Buffer.allocUnsafe(length), slot: null };
  };
  stream = new Readable({
    highWaterMark: length,
    read() {
      // The size known at open ends it (the answer's content-length), without a read into a buffer.
      if (pushed >= size) {
        this.push(null);
        return;
      }
      const { buffer, slot } = bufferFor(this);
      file.read(buffer, 0, buffer.length, pushed).then(
        ({ bytesRead }) => {
          if (bytesRead === 0) {
            this.push(null);
            return;
          }
          pushed += bytesRead;
          if (slot !== null) {
            filledTo[slot] = pushed;
            next = 1 - slot;
          }
          this.push(buffer.subarray(0, bytesRead));
        },
        (error: Error) => this.destroy(error),
      );
    },
    destroy(error, done) {
      file.close().then(
        () => done(error),
        () => done(error),
      );
    },
  });
  return stream;
}

/** Reads and drops the rest of a body, at most `limit` bytes or 30 s; false when it was cut short. */
export function drained(body: Readable, limit: number): Promise<boolean> {
  if (body.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const stop = (ok: boolean) => {
      clearTimeout(timer);
      body.off('data', count);
      body.off('end', ended);
      body.off('error', failed);
      if (!ok) body.destroy();
      resolve(ok);
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) stop(false);
    };
    const ended = () => stop(true);
    const failed = () => stop(false);
    const timer = setTimeout(() => stop(false), 30_000);
    body.on('data', count).once('end', ended).once('error', failed);
    body.resume();
  });
}
