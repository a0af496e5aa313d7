import { createUpstreamCache, UPSTREAM_CACHE_TTL_MS } from '../../rest/upstream.cache.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

/** A rule of the api's password policy (the one definition; see GET /v1/users/password-policy). */
export type PasswordRuleDto = ApiSchema<'PasswordRuleDto'>;

/** The api's password rules, kept a few minutes (they change only with a deployment). */
export interface PasswordPolicy {
  rules(): Promise<PasswordRuleDto[]>;
  /** The rules `password` breaks, in display order. */
  unmet(password: string): Promise<PasswordRuleDto[]>;
}

export const PASSWORD_POLICY_TTL_MS = UPSTREAM_CACHE_TTL_MS;

/**
 * Reads the policy from the api and caches it for `ttlMs`; one fetch at a time. When a refresh
 * fails the last known rules are used, so a brief api outage does not stop password checks.
 */
export function createPasswordPolicy(
  fetchRules: () => Promise<PasswordRuleDto[]>,
  now: () => number,
  ttlMs = PASSWORD_POLICY_TTL_MS,
): PasswordPolicy {
  const cache = createUpstreamCache(
    async () => {
      const rules = await fetchRules();
      return { rules, expressions: rules.map((rule) => new RegExp(rule.pattern)) };
    },
    now,
    ttlMs,
  );
  return {
    rules: async () => (await cache.get()).rules,
    unmet: async (password) => {
      const { rules, expressions } = await cache.get();
      return rules.filter((_rule, index) => !expressions[index]?.test(password));
    },
  };
}

/** "The password must have at least 8 characters, a symbol." from the rules it breaks. */
export function policyMessage(unmet: readonly PasswordRuleDto[]): string {
  const wanted = unmet.map((rule) => rule.label.charAt(0).toLowerCase() + rule.label.slice(1));
  return `The password must have ${wanted.join(', ')}.`;
}
