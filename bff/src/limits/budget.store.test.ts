import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../identity/lockout.redis.js';
import { createRedisBudgetStore } from './budget.redis.js';
import { createMemoryBudgetStore, type BudgetStore } from './budget.store.js';

const WINDOW_MS = 60_000;
const T0 = Date.UTC(2026, 0, 15, 12);

/** What either store must do: count per client and window, atomically. */
function behavesAsABudgetStore(open: () => BudgetStore) {
  it('adds up a client’s operations and cost within one window', async () => {
    const store = open();
    expect(await store.add('user:1', T0, { operations: 1, cost: 40 })).toEqual({ operations: 1, cost: 40 });
    expect(await store.add('user:1', T0, { operations: 1, cost: 2 })).toEqual({ operations: 2, cost: 42 });
  });

  it('keeps clients and windows apart', async () => {
    const store = open();
    await store.add('user:1', T0, { operations: 1, cost: 10 });
    expect(await store.add('user:2', T0, { operations: 1, cost: 5 })).toEqual({ operations: 1, cost: 5 });
    expect(await store.add('user:1', T0 + WINDOW_MS, { operations: 1, cost: 7 })).toEqual({ operations: 1, cost: 7 });
  });

  it('loses no count when one client’s operations arrive together', async () => {
    const store = open();
    await Promise.all(Array.from({ length: 50 }, () => store.add('key:k', T0, { operations: 1, cost: 3 })));
    expect(await store.add('key:k', T0, { operations: 0, cost: 0 })).toEqual({ operations: 50, cost: 150 });
  });
}

describe('memory budget store', () => {
  behavesAsABudgetStore(() => createMemoryBudgetStore());

  it('forgets earlier windows once a later one opens', async () => {
    const store = createMemoryBudgetStore();
    for (let client = 0; client < 100; client++) await store.add(`ip:${client}`, T0, { operations: 1, cost: 1 });
    expect(store.size).toBe(100);
    await store.add('ip:0', T0 + WINDOW_MS, { operations: 1, cost: 1 });
    expect(store.size).toBe(1);
  });
});

// Needs a Redis server: .ci/run sets TEST_REDIS_URL=redis://127.0.0.1:6379.
const url = process.env.TEST_REDIS_URL;
describe.skipIf(!url)('redis budget store (TEST_REDIS_URL)', () => {
  const prefix = `tb:test:budget:${randomUUID()}:`;
  let redis: Redis;
  let stores = 0;
  // Connected here, not at collection: a skipped suite's body is still collected.
  beforeAll(() => void (redis = connectRedis(url ?? '')));
  // Each store a key space of its own, as each memory store starts empty.
  behavesAsABudgetStore(() => createRedisBudgetStore(redis, { windowMs: WINDOW_MS, prefix: `${prefix}${stores++}:` }));

  it('gives every window key an expiry of one window', async () => {
    const store = createRedisBudgetStore(redis, { windowMs: WINDOW_MS, prefix: `${prefix}ttl:` });
    await store.add('user:1', T0, { operations: 1, cost: 1 });
    const ttl = await redis.pttl(`${prefix}ttl:user:1:${T0}`);
    expect(ttl).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
});
