import type { Readable } from 'node:stream';
import type { LiveUpdateMapper } from './live.mappers.js';

const positiveId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** One `data:` payload of the api's event stream, or null when it is not an event this bff can read. */
export function parseLiveEvent(data: string): LiveUpdateMapper | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, threadId, messageId, notificationId } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || kind === '' || kind.length > 64) return null;
  const event: LiveUpdateMapper = { kind };
  if (positiveId(threadId)) event.threadId = threadId;
  if (positiveId(messageId)) event.messageId = messageId;
  if (positiveId(notificationId)) event.notificationId = notificationId;
  return event;
}

/** The api's last event on a stream whose session ended (api/src/events/event-bus.ts). */
export const SESSION_ENDED = 'SESSION_ENDED';

/** How a stream ended: the api went away, we closed it, or the api said its session is over. */
export type StreamEnd = 'lost' | 'closed' | 'session-ended';

export interface LiveEventSource extends AsyncIterableIterator<LiveUpdateMapper> {
  /** Settles when the stream is over. */
  readonly ended: Promise<StreamEnd>;
}

/**
 * The events of one server-sent event stream as an async iterator. Written by hand rather than as
 * an async generator: a generator waiting for the next chunk cannot be returned until that chunk
 * comes (a heartbeat, up to 15 s later), and an unsubscribed client must close the upstream at once.
 * A stream silent for `silenceMs` (several missed heartbeats) counts as lost.
 */
export function liveEventSource(body: Readable, options: { silenceMs: number }): LiveEventSource {
  const queue: LiveUpdateMapper[] = [];
  const waiting: ((result: IteratorResult<LiveUpdateMapper>) => void)[] = [];
  let buffer = '';
  let done = false;
  let settle: (how: StreamEnd) => void = () => undefined;
  const ended = new Promise<StreamEnd>((resolve) => (settle = resolve));
  let silence: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(() => finish('lost'), options.silenceMs);
  };
  const finish = (how: StreamEnd) => {
    if (done) return;
    done = true;
    clearTimeout(silence);
    body.destroy();
    settle(how);
    for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
  };
  const push = (event: LiveUpdateMapper) => {
    const resolve = waiting.shift();
    if (resolve) resolve({ value: event, done: false });
    else queue.push(event);
  };
  body.setEncoding('utf8');
  body.on('data', (chunk: string) => {
    watch();
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue; // comments (heartbeats) and blank separators
      const event = parseLiveEvent(line.slice(5).trim());
      if (event?.kind === SESSION_ENDED) return finish('session-ended');
      if (event) push(event);
    }
    // A line longer than any event the api sends is not one: drop it rather than grow without bound.
    if (buffer.length > 64_000) buffer = '';
  });
  body.once('end', () => finish('lost'));
  body.once('error', () => finish('lost'));
  watch();

  const iterator: LiveEventSource = {
    ended,
    next: () => {
      const event = queue.shift();
      if (event) return Promise.resolve({ value: event, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: () => {
      finish('closed');
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
