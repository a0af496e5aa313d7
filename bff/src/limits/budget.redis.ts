import type { Redis } from 'ioredis';
import type { BudgetStore } from './budget.store.js';

/**
 * Counters in Redis, shared by every bff replica: one hash per client and window
 * (`<prefix><client>:<windowStart>`, fields `operations` and `cost`), counted and given its expiry
 * in one MULTI, so a key never outlives its window by more than the window itself.
 */
export function createRedisBudgetStore(redis: Redis, options: { windowMs: number; prefix?: string }): BudgetStore {
  const prefix = options.prefix ?? 'tb:budget:';
  return {
    async add(client, windowStart, spent) {
      const key = `${prefix}${client}:${windowStart}`;
      const replies = await redis
        .multi()
        .hincrby(key, 'operations', spent.operations)
        .hincrby(key, 'cost', spent.cost)
        .pexpire(key, options.windowMs)
        .exec();
      const failed = replies?.find(([error]) => error);
      if (!replies || failed) throw failed?.[0] ?? new Error('Redis discarded the budget transaction');
      return { operations: Number(replies[0]?.[1]), cost: Number(replies[1]?.[1]) };
    },
    async close() {
      await redis.quit();
    },
  };
}
