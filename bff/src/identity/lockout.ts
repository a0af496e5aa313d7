import { createHash } from 'node:crypto';

/** Failures counted for one key since the first failure of the window. */
export interface FailureCount {
  count: number;
  /** ms since epoch of the first failure counted. */
  firstAt: number;
}

/** Where failure counters live: memory for one process, Redis when replicas must agree. */
export interface LockoutStore {
  get(key: string, now: number, windowMs: number): Promise<FailureCount | null>;
  /** Counts one failure; starts a new window when none is open at `now`. */
  increment(key: string, now: number, windowMs: number): Promise<FailureCount>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** Failure counting for one subject (a client IP for the maintenance password); sign-in's is lockout.signin.ts. */
export interface Lockout {
  /** True when the subject has used up its attempts in the current window. */
  isLocked(subject: string): Promise<boolean>;
  recordFailure(subject: string): Promise<FailureCount>;
  reset(subject: string): Promise<void>;
}

/** Spec §8's code 115: 5 failed sign-ins within 60 minutes (counted per email and client address). */
export const MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 60 * 60 * 1000;

/** Keys never hold the email (or address) itself: it would sit in Redis in clear. */
export const lockoutKey = (subject: string): string =>
  createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url');

/** A subject is locked once it failed `maxFailures` times within `windowMs` of its first counted failure. */
export interface LockoutOptions {
  maxFailures: number;
  windowMs: number;
  /** The store key of a subject; other uses than sign-in prefix it so no subject can hit theirs. */
  keyOf?: (subject: string) => string;
}

export function createLockout(
  store: LockoutStore,
  now: () => number,
  options: LockoutOptions = { maxFailures: MAX_FAILURES, windowMs: LOCKOUT_WINDOW_MS },
): Lockout {
  const keyOf = options.keyOf ?? lockoutKey;
  return {
    async isLocked(subject) {
      const state = await store.get(keyOf(subject), now(), options.windowMs);
      return state !== null && state.count >= options.maxFailures;
    },
    recordFailure: (subject) => store.increment(keyOf(subject), now(), options.windowMs),
    reset: (subject) => store.reset(keyOf(subject)),
  };
}

/** One process's counters; expired windows are dropped as they are met. */
export function createMemoryLockoutStore(): LockoutStore {
  const counts = new Map<string, FailureCount>();
  const open = (key: string, now: number, windowMs: number): FailureCount | null => {
    const state = counts.get(key);
    if (state && now < state.firstAt + windowMs) return state;
    counts.delete(key);
    return null;
  };
  return {
    get: async (key, now, windowMs) => {
      const state = open(key, now, windowMs);
      return state ? { ...state } : null;
    },
    increment: async (key, now, windowMs) => {
      const state = open(key, now, windowMs) ?? { count: 0, firstAt: now };
      const next = { count: state.count + 1, firstAt: state.firstAt };
      counts.set(key, next);
      // Bound memory against sign-in floods over many emails: drop the oldest windows.
      if (counts.size > 100_000) counts.delete(counts.keys().next().value as string);
      return { ...next };
    },
    reset: async (key) => {
      counts.delete(key);
    },
  };
}
