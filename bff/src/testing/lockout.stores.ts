import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { createMemoryLockoutStore, type LockoutStore } from '../identity/lockout.js';
import { connectRedis, createRedisLockoutStore } from '../identity/lockout.redis.js';

/** This machine's Redis; the Redis cases skip when nothing listens there. */
const REDIS_URL = 'redis://127.0.0.1:6379';

function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * Both lockout stores for `describe.each`: each opener answers a fresh store, or null when Redis
 * is absent. Redis keys carry a prefix of their own, removed by `close`.
 */
export function lockoutStores() {
  const prefix = `tb:test:${randomUUID()}:`;
  const opened: LockoutStore[] = [];
  const track = (store: LockoutStore) => (opened.push(store), store);
  const stores: [string, () => Promise<LockoutStore | null>][] = [
    ['memory store', async () => track(createMemoryLockoutStore())],
    [
      'redis store',
      // Each store its own key space, as each memory store is empty.
      async () =>
        (await redisReachable())
          ? track(createRedisLockoutStore(connectRedis(REDIS_URL), `${prefix}${opened.length}:`))
          : null,
    ],
  ];
  async function close(): Promise<void> {
    if (await redisReachable()) {
      // Leave no test keys behind in a shared Redis.
      const redis = connectRedis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    for (const store of opened) await store.close?.();
  }
  return { stores, close };
}
