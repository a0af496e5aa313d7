import { lockoutKey, type LockoutStore } from '../../identity/lockout.js';
import { clientGroup } from '../../identity/lockout.signin.js';

/** Messages one client address may send within an hour (the api counts per email; only the bff sees addresses). */
export const CONTACT_PER_ADDRESS = 10;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export interface ContactAddressLimit {
  /** Minutes until the address may send again, or null when it may now. */
  waitMinutes(address: string | undefined): Promise<number | null>;
  /** Counts one message the api accepted. */
  record(address: string | undefined): Promise<void>;
}

/** Counted in the shared lockout store (Redis when configured), under keys no other use shares. */
export function createContactAddressLimit(store: LockoutStore, now: () => number): ContactAddressLimit {
  const keyOf = (address: string | undefined) => `contact:${lockoutKey(clientGroup(address ?? 'unknown'))}`;
  return {
    async waitMinutes(address) {
      const at = now();
      const state = await store.get(keyOf(address), at, CONTACT_WINDOW_MS);
      if (!state || state.count < CONTACT_PER_ADDRESS) return null;
      return Math.max(1, Math.ceil((state.firstAt + CONTACT_WINDOW_MS - at) / 60_000));
    },
    async record(address) {
      await store.increment(keyOf(address), now(), CONTACT_WINDOW_MS);
    },
  };
}

export const addressLimitMessage = (minutes: number): string =>
  `Too many messages have been sent from your network in the last hour. Please try again in ${minutes} minute${
    minutes === 1 ? '' : 's'
  }.`;
