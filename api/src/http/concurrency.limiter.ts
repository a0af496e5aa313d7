// bff/src/http and api/src/http hold identical copies of this file: the workspaces share no package,
// and api/src/http/limiter.copies.test.ts fails when the copies differ.
import type { LimitPolicy } from './adaptive.limit.js';

/** The clock and timers the limiter reads: the real ones in production, a manual clock in tests. */
export interface LimiterTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: LimiterTimers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface LimiterOptions {
  /** Requests served at once (fixed, or moved by their latency); more wait in the queue. */
  limit: LimitPolicy;
  /** Requests that may wait; one more is refused at once. */
  maxQueued: number;
  /** How long a request may wait for a slot before it is refused. */
  maxWaitMs: number;
  timers?: LimiterTimers;
}

/** Frees the slot (idempotent: calling it twice frees one slot). */
export type Release = () => void;

/** Why a request was refused: the queue was full, or it waited its whole allowance. */
export type Refusal = 'queue-full' | 'wait-expired' | 'cancelled';

export type Admission = { admitted: true; release: Release } | { admitted: false; reason: Refusal };

interface Waiter {
  settle(admission: Admission): void;
  timer: unknown;
}

export interface ConcurrencyLimiter {
  /** Resolves with a slot, or with a refusal once the queue is full or the wait has expired. */
  acquire(signal?: AbortSignal): Promise<Admission>;
  readonly active: number;
  readonly queued: number;
  /** The limit now: it moves with an adaptive policy. */
  readonly limit: number;
}

/**
 * A concurrency limit with a short FIFO queue. Under overload it refuses early — a full queue at
 * once, a queued request after `maxWaitMs` — so no caller waits long for an answer that would
 * come late anyway, and the upstream is never given more than `limit` requests at a time. Each
 * served request's time from admission to release is reported to the policy, which may move the limit.
 */
export function createConcurrencyLimiter(options: LimiterOptions): ConcurrencyLimiter {
  const timers = options.timers ?? realTimers;
  const queue: Waiter[] = [];
  let active = 0;

  const slot = (): Release => {
    const admittedAt = timers.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      options.limit.sample(admittedAt, timers.now(), active);
      active--;
      handOver();
    };
  };

  // Freed slots go to the longest waiters, which keep them counted: no newcomer can jump the
  // queue. A limit that just grew may admit several at once.
  function handOver(): void {
    while (active < options.limit.limit) {
      const next = queue.shift();
      if (!next) return;
      timers.clearTimeout(next.timer);
      active++;
      next.settle({ admitted: true, release: slot() });
    }
  }

  function acquire(signal?: AbortSignal): Promise<Admission> {
    if (signal?.aborted) return Promise.resolve({ admitted: false, reason: 'cancelled' });
    if (active < options.limit.limit && queue.length === 0) {
      active++;
      return Promise.resolve({ admitted: true, release: slot() });
    }
    if (queue.length >= options.maxQueued) return Promise.resolve({ admitted: false, reason: 'queue-full' });
    return new Promise((resolve) => {
      const leave = (reason: Refusal): void => {
        const index = queue.indexOf(waiter);
        if (index === -1) return;
        queue.splice(index, 1);
        timers.clearTimeout(waiter.timer);
        waiter.settle({ admitted: false, reason });
      };
      const onAbort = (): void => leave('cancelled');
      const waiter: Waiter = {
        settle: (admission) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(admission);
        },
        timer: timers.setTimeout(() => leave('wait-expired'), options.maxWaitMs),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
    });
  }

  return {
    acquire,
    get active() {
      return active;
    },
    get queued() {
      return queue.length;
    },
    get limit() {
      return options.limit.limit;
    },
  };
}
