import { describe, expect, it } from 'vitest';
import { adaptiveLimit, fixedLimit } from './adaptive.limit.js';
import { createConcurrencyLimiter, type Admission, type LimiterTimers } from './concurrency.limiter.js';

/** Timers driven by hand: `advance(ms)` fires what falls due, in order. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let next = 0;
  const timers: LimiterTimers = {
    now: () => now,
    setTimeout: (callback, ms) => {
      pending.set(++next, { at: now + ms, callback });
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const advance = (ms: number): void => {
    now += ms;
    for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now) continue;
      pending.delete(id);
      timer.callback();
    }
  };
  return { timers, advance, pending };
}

const settled = async (promise: Promise<Admission>): Promise<Admission | 'pending'> =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setImmediate(() => resolve('pending')))]);

const admitted = (admission: Admission | 'pending') => {
  if (admission === 'pending' || !admission.admitted) throw new Error(`not admitted: ${JSON.stringify(admission)}`);
  return admission.release;
};

describe('concurrency limiter', () => {
  it('admits at once while fewer than the limit are active', async () => {
    const { timers } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: fixedLimit(2), maxQueued: 1, maxWaitMs: 1000, timers });
    admitted(await limiter.acquire());
    admitted(await limiter.acquire());
    expect(limiter.active).toBe(2);
  });

  it('refuses at once when the queue is full', async () => {
    const { timers } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: fixedLimit(1), maxQueued: 1, maxWaitMs: 1000, timers });
    await limiter.acquire();
    void limiter.acquire();
    expect(await limiter.acquire()).toEqual({ admitted: false, reason: 'queue-full' });
  });

  it('hands a freed slot to the longest waiter when one is released', async () => {
    const { timers } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: fixedLimit(1), maxQueued: 2, maxWaitMs: 1000, timers });
    const release = admitted(await limiter.acquire());
    const first = limiter.acquire();
    const second = limiter.acquire();
    expect(await settled(first)).toBe('pending');
    release();
    release(); // twice: still one slot freed
    admitted(await settled(first));
    expect(await settled(second)).toBe('pending');
    expect(limiter.active).toBe(1);
    expect(limiter.queued).toBe(1);
  });

  it('refuses a waiter when its wait expires, and not a moment before', async () => {
    const { timers, advance, pending } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: fixedLimit(1), maxQueued: 5, maxWaitMs: 1000, timers });
    await limiter.acquire();
    const waiting = limiter.acquire();
    advance(999);
    expect(await settled(waiting)).toBe('pending');
    advance(1);
    expect(await settled(waiting)).toEqual({ admitted: false, reason: 'wait-expired' });
    expect(limiter.queued).toBe(0);
    expect(pending.size).toBe(0);
  });

  it('clears the waiter timer when a slot arrives in time', async () => {
    const { timers, pending } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: fixedLimit(1), maxQueued: 5, maxWaitMs: 1000, timers });
    const release = admitted(await limiter.acquire());
    const waiting = limiter.acquire();
    expect(pending.size).toBe(1);
    release();
    admitted(await settled(waiting));
    expect(pending.size).toBe(0);
  });

  it('drops a waiter when its client goes away', async () => {
    const { timers } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: fixedLimit(1), maxQueued: 5, maxWaitMs: 1000, timers });
    const release = admitted(await limiter.acquire());
    const gone = new AbortController();
    const waiting = limiter.acquire(gone.signal);
    const after = limiter.acquire();
    gone.abort();
    expect(await settled(waiting)).toEqual({ admitted: false, reason: 'cancelled' });
    release();
    admitted(await settled(after));
    expect(limiter.active).toBe(1);
  });

  it('does not let a newcomer overtake the queue when a slot was just handed over', async () => {
    const { timers } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: fixedLimit(1), maxQueued: 5, maxWaitMs: 1000, timers });
    const release = admitted(await limiter.acquire());
    const waiting = limiter.acquire();
    release();
    const newcomer = limiter.acquire();
    admitted(await settled(waiting));
    expect(await settled(newcomer)).toBe('pending');
  });
});

describe('concurrency limiter with an adaptive limit', () => {
  const adaptive = () =>
    adaptiveLimit({ minLimit: 1, maxLimit: 4, initialLimit: 2, targetMs: 100, windowMs: 50, minSamples: 2 });

  it('admits waiters at once when fast answers raise the limit', async () => {
    const { timers, advance } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: adaptive(), maxQueued: 5, maxWaitMs: 1000, timers });
    const first = admitted(await limiter.acquire());
    const second = admitted(await limiter.acquire());
    const firstWaiter = limiter.acquire();
    const secondWaiter = limiter.acquire();
    advance(10);
    first();
    admitted(await settled(firstWaiter));
    advance(60);
    second(); // two quick samples a window apart, with the limit in use: 2 → 3
    expect(limiter.limit).toBe(3);
    admitted(await settled(secondWaiter));
    expect(limiter.active).toBe(2);
  });

  it('admits fewer at once when answers slow down', async () => {
    const { timers, advance } = manualTimers();
    const limiter = createConcurrencyLimiter({ limit: adaptive(), maxQueued: 0, maxWaitMs: 1000, timers });
    const first = admitted(await limiter.acquire());
    const second = admitted(await limiter.acquire());
    advance(400);
    first();
    advance(60);
    second(); // 400 and 460 ms against a 100 ms target: halved
    expect(limiter.limit).toBe(1);
    admitted(await limiter.acquire());
    expect(await limiter.acquire()).toEqual({ admitted: false, reason: 'queue-full' });
  });
});
