/** Values read from the api, kept a short while per key; the api stays the source of truth. */
export interface TtlCache {
  /** The value under `key`, loaded at most once at a time; failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * A cache of at most `max` entries (the oldest goes first), each kept `ttlMs`. Unknown keys are
 * kept too (a null page), so the bound matters: paths come from anyone.
 */
export function createTtlCache(now: () => number, ttlMs: number, max = 2000): TtlCache {
  const entries = new Map<string, { value: unknown; at: number }>();
  const pending = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) return Promise.resolve(entry.value as T);
      const running = pending.get(key);
      if (running) return running as Promise<T>;
      const loading = load()
        .then((value) => {
          entries.delete(key);
          if (entries.size >= max) entries.delete(entries.keys().next().value as string);
          entries.set(key, { value, at: now() });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, loading);
      return loading;
    },
  };
}
