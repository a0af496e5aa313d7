/** What a client spent in one window: operations, and query cost points. */
export interface Spent {
  operations: number;
  cost: number;
}

/**
 * The per-client counters of fixed windows (bff/src/limits/client.budget.ts). `add` is atomic:
 * concurrent requests of one client (or of one client on several replicas, with Redis) never lose
 * a count.
 */
export interface BudgetStore {
  /** Adds `spent` to the client's counters for the window that starts at `windowStart`; answers the totals. */
  add(client: string, windowStart: number, spent: Spent): Promise<Spent>;
  close?(): Promise<void>;
}

/**
 * Counters in this process (one bff, or tests). Windows are fixed and follow each other, so when a
 * later one opens every earlier one is dropped whole: memory holds at most the clients of the
 * current window.
 */
export function createMemoryBudgetStore(): BudgetStore & { readonly size: number } {
  const windows = new Map<number, Map<string, Spent>>();
  return {
    get size() {
      let count = 0;
      for (const clients of windows.values()) count += clients.size;
      return count;
    },
    async add(client, windowStart, spent) {
      for (const start of windows.keys()) if (start < windowStart) windows.delete(start);
      let clients = windows.get(windowStart);
      if (!clients) windows.set(windowStart, (clients = new Map()));
      const before = clients.get(client) ?? { operations: 0, cost: 0 };
      const after = { operations: before.operations + spent.operations, cost: before.cost + spent.cost };
      clients.set(client, after);
      return { ...after };
    },
  };
}
