import type { PasswordRuleDto } from './registration.api.js';

/** The api's password rules, kept a few minutes (they change only with a deployment). */
export interface PasswordPolicy {
  rules(): Promise<PasswordRuleDto[]>;
  /** The rules `password` breaks, in display order. */
  unmet(password: string): Promise<PasswordRuleDto[]>;
}

export const PASSWORD_POLICY_TTL_MS = 5 * 60_000;
/** After a failed refresh the last rules serve this long before the next attempt. */
const RETRY_AFTER_MS = 30_000;

interface Cached {
  rules: PasswordRuleDto[];
  expressions: RegExp[];
  fetchedAt: number;
}

/**
 * Reads the policy from the api and caches it for `ttlMs`; one fetch at a time. When a refresh
 * fails the last known rules are used, so a brief api outage does not stop password checks.
 */
export function createPasswordPolicy(
  fetchRules: () => Promise<PasswordRuleDto[]>,
  now: () => number,
  ttlMs = PASSWORD_POLICY_TTL_MS,
): PasswordPolicy {
  let cached: Cached | undefined;
  let pending: Promise<Cached> | undefined;
  const refresh = (): Promise<Cached> => {
    pending ??= fetchRules()
      .then((rules) => {
        cached = { rules, expressions: rules.map((rule) => new RegExp(rule.pattern)), fetchedAt: now() };
        return cached;
      })
      .catch((error: unknown) => {
        if (!cached) throw error;
        cached = { ...cached, fetchedAt: now() - ttlMs + RETRY_AFTER_MS };
        return cached;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  const current = (): Promise<Cached> =>
    cached && now() - cached.fetchedAt < ttlMs ? Promise.resolve(cached) : refresh();
  return {
    rules: async () => (await current()).rules,
    unmet: async (password) => {
      const { rules, expressions } = await current();
      return rules.filter((_rule, index) => !expressions[index]?.test(password));
    },
  };
}

/** "The password must have at least 8 characters, a symbol." from the rules it breaks. */
export function policyMessage(unmet: readonly PasswordRuleDto[]): string {
  const wanted = unmet.map((rule) => rule.label.charAt(0).toLowerCase() + rule.label.slice(1));
  return `The password must have ${wanted.join(', ')}.`;
}
