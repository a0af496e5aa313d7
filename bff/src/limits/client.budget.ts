import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Caller } from '../session/request.session.js';
import type { BudgetStore } from './budget.store.js';

/** Who is charged for an operation: a partner API key, a signed-in user, or an address. */
export type ClientKind = 'key' | 'user' | 'anonymous';

/** What one client may spend in a minute. */
export interface ClientBudget {
  operationsPerMinute: number;
  costPerMinute: number;
}

export type ClientBudgets = Record<ClientKind, ClientBudget>;

/**
 * Defaults (RATE_LIMIT_* in config.ts). A signed-in page load is 3 to 10 operations of a few
 * hundred points, so people clicking fast stay far below 600 and 100,000; partners' scripts get
 * less, as their loops have no human pace; an address may hide several people (an office).
 */
export const DEFAULT_CLIENT_BUDGETS: ClientBudgets = {
  key: { operationsPerMinute: 120, costPerMinute: 20_000 },
  user: { operationsPerMinute: 600, costPerMinute: 100_000 },
  anonymous: { operationsPerMinute: 300, costPerMinute: 50_000 },
};

/** Budgets count in fixed windows of a minute. */
export const BUDGET_WINDOW_MS = 60_000;

export interface Client {
  /** The counters' key: `key:<id>`, `user:<id or email>`, `bearer:<hash>` or `ip:<address>`. */
  id: string;
  kind: ClientKind;
}

/**
 * The client an operation is charged to. A bearer token is known only by a hash (tokens never sit
 * in Redis or logs): the same token is the same client until it expires, an hour at most.
 */
export function identifyClient(caller: Caller | null, ip: string): Client {
  if (!caller) return { id: `ip:${ip}`, kind: 'anonymous' };
  if (caller.source === 'key' && caller.apiKey) return { id: `key:${caller.apiKey.id}`, kind: 'key' };
  if (caller.source === 'bearer') {
    const hash = createHash('sha256').update(caller.token).digest('hex').slice(0, 16);
    return { id: `bearer:${hash}`, kind: 'user' };
  }
  return { id: `user:${caller.userId ?? caller.email}`, kind: 'user' };
}

export type BudgetVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ClientBudgetLedger {
  /** Charges one operation of `cost` points to the client; refused once either budget of the minute is spent. */
  charge(client: Client, cost: number): Promise<BudgetVerdict>;
}

/**
 * Every operation is charged, refused ones included: a client past its budget stays refused until
 * the window ends (Retry-After says when), however hard it retries. When the store fails (Redis
 * down), operations pass: the budgets protect the service, and refusing everyone would be the
 * outage they are there to prevent; the overload guard (http/graphql.overload.ts) still holds.
 */
export function createClientBudgetLedger(options: {
  store: BudgetStore;
  budgets: ClientBudgets;
  now: () => number;
  log: Pick<Logger, 'warn'>;
}): ClientBudgetLedger {
  const { store, budgets, now, log } = options;
  return {
    async charge(client, cost) {
      const time = now();
      const windowStart = time - (time % BUDGET_WINDOW_MS);
      let spent;
      try {
        spent = await store.add(client.id, windowStart, { operations: 1, cost });
      } catch (error) {
        log.warn({ err: error }, 'client budgets unavailable: operation let through uncounted');
        return { allowed: true };
      }
      const budget = budgets[client.kind];
      if (spent.operations <= budget.operationsPerMinute && spent.cost <= budget.costPerMinute)
        return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + BUDGET_WINDOW_MS - time) / 1000)),
      };
    },
  };
}
