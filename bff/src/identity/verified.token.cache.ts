/** What a verification yields: the claims to serve, and the token's `exp` (seconds since epoch). */
export interface Verification<T> {
  claims: T;
  exp: unknown;
}

export interface VerifiedTokenCache<T> {
  /** The claims of `token`: from the cache while it has not expired, else from `verify` (then kept). */
  get(token: string, verify: () => Promise<Verification<T>>): Promise<T>;
  readonly size: number;
}

/**
 * A bounded LRU of tokens whose signature, issuer, audience and use have been verified, keyed by
 * the whole token string (signature included, so no other token can ever match an entry). An
 * entry is served only while `now` is before the token's own `exp`: past it, the token is
 * verified again and refused as aws-jwt-verify refuses it. Failures are never kept. The one
 * difference with verifying every time: a key the issuer withdraws stops only tokens verified
 * after aws-jwt-verify's JWKS cache notices, which is already the case without this cache.
 */
export function createVerifiedTokenCache<T>(
  options: { now?: () => number; maxEntries?: number } = {},
): VerifiedTokenCache<T> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5_000;
  const entries = new Map<string, { claims: T; expiresAt: number }>();

  return {
    async get(token, verify) {
      const hit = entries.get(token);
      if (hit) {
        entries.delete(token);
        if (now() < hit.expiresAt) {
          // Re-inserted: the Map's order is the recency order.
          entries.set(token, hit);
          return hit.claims;
        }
      }
      const { claims, exp } = await verify();
      // A token without a numeric expiry is verified every time.
      if (typeof exp === 'number' && Number.isFinite(exp)) {
        entries.set(token, { claims, expiresAt: exp * 1000 });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return claims;
    },
    get size() {
      return entries.size;
    },
  };
}
