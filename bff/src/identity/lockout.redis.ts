import { Redis } from 'ioredis';
import type { FailureCount, LockoutStore } from './lockout.js';

/**
 * One atomic step: start a new window when none is open at `now` (ARGV[1]) for `windowMs`
 * (ARGV[2]), else count one more failure. Returns { count, firstAt }.
 */
const INCREMENT = `
local first = redis.call('HGET', KEYS[1], 'firstAt')
if (not first) or (tonumber(first) + tonumber(ARGV[2]) <= tonumber(ARGV[1])) then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'count', 1, 'firstAt', ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, ARGV[1]}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), first}
`;

/** Lockout counters in Redis, shared by every bff replica; keys expire with their window. */
export function createRedisLockoutStore(redis: Redis, prefix = 'tb:lockout:'): LockoutStore {
  return {
    async get(key, now, windowMs) {
      const [count, firstAt] = await redis.hmget(prefix + key, 'count', 'firstAt');
      if (count === null || firstAt === null || Number(firstAt) + windowMs <= now) return null;
      return { count: Number(count), firstAt: Number(firstAt) };
    },
    async increment(key, now, windowMs): Promise<FailureCount> {
      const [count, firstAt] = (await redis.eval(INCREMENT, 1, prefix + key, String(now), String(windowMs))) as [
        number,
        string,
      ];
      return { count: Number(count), firstAt: Number(firstAt) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

/** A Redis connection whose commands fail within 2 s instead of waiting for Redis to return. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2_000, connectTimeout: 2_000 });
}
