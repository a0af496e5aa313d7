import type { BudgetStore } from '../limits/budget.store.js';

/** Failed bearer credentials one client address may send in a window before it is told to wait. */
export const CREDENTIAL_FAILURES_PER_WINDOW = 20;

export interface CredentialFailures {
  /** Seconds the address must wait, or null while it is under the limit. */
  waitFor(address: string): Promise<number | null>;
  /** Counts one refused credential (an unknown, revoked or expired key; a token that does not verify). */
  record(address: string): Promise<void>;
}

/**
 * Refused bearer credentials counted per client address in fixed windows, in the client budgets'
 * store (Redis across replicas when configured): guessing API keys costs the guesser a wait
 * (429 with Retry-After), not the api a lookup per guess. A signed-in browser sends no bearer,
 * so it never meets this.
 */
export function createCredentialFailures(deps: {
  store: BudgetStore;
  windowMs: number;
  now: () => number;
  limit?: number;
}): CredentialFailures {
  const limit = deps.limit ?? CREDENTIAL_FAILURES_PER_WINDOW;
  const window = () => Math.floor(deps.now() / deps.windowMs) * deps.windowMs;
  const client = (address: string) => `refused-credential:${address}`;
  return {
    async waitFor(address) {
      const start = window();
      const { operations } = await deps.store.add(client(address), start, { operations: 0, cost: 0 });
      if (operations < limit) return null;
      return Math.max(1, Math.ceil((start + deps.windowMs - deps.now()) / 1000));
    },
    async record(address) {
      await deps.store.add(client(address), window(), { operations: 1, cost: 0 });
    },
  };
}
