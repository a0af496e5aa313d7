/** Open sockets per browser session and per client address; subscriptions per socket. */
export const SOCKET_LIMITS = { perSession: 5, perAddress: 50, subscriptionsPerSocket: 5 } as const;

/** Counts open sockets by key; `acquire` refuses a key already at its limit. */
export function createSocketCounter(limits: { perSession: number; perAddress: number }) {
  const open = new Map<string, number>();
  const count = (key: string) => open.get(key) ?? 0;
  return {
    /** Takes one place for the session and the address, or none when either is full; the answer frees it. */
    acquire(sessionId: string, address: string): (() => void) | null {
      const keys = [`s:${sessionId}`, `a:${address}`];
      if (count(keys[0] ?? '') >= limits.perSession || count(keys[1] ?? '') >= limits.perAddress) return null;
      for (const key of keys) open.set(key, count(key) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const key of keys) {
          const left = count(key) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        }
      };
    },
  };
}
