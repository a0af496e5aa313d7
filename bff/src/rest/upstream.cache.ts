/** A value read from the api that changes only with a deployment (rules, constants): kept a while. */
export interface UpstreamCache<T> {
  get(): Promise<T>;
}

export const UPSTREAM_CACHE_TTL_MS = 5 * 60_000;
/** After a failed refresh the last value serves this long before the next attempt. */
const RETRY_AFTER_MS = 30_000;

/**
 * Reads with `fetch` and keeps the result for `ttlMs`, one fetch at a time. When a refresh fails
 * the last value is used, so a brief api outage does not stop what depends on it.
 */
export function createUpstreamCache<T>(
  fetch: () => Promise<T>,
  now: () => number,
  ttlMs = UPSTREAM_CACHE_TTL_MS,
): UpstreamCache<T> {
  let cached: { value: T; fetchedAt: number } | undefined;
  let pending: Promise<T> | undefined;
  const refresh = (): Promise<T> => {
    pending ??= fetch()
      .then((value) => {
        cached = { value, fetchedAt: now() };
        return value;
      })
      .catch((error: unknown) => {
        if (!cached) throw error;
        cached = { ...cached, fetchedAt: now() - ttlMs + RETRY_AFTER_MS };
        return cached.value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  return { get: () => (cached && now() - cached.fetchedAt < ttlMs ? Promise.resolve(cached.value) : refresh()) };
}
