import type { Permission } from '../__generated__/resolvers-types.js';

/** Spec §6: only company admins hold these. */
export const COMPANY_ADMIN_ONLY = [
  'ADMIN_DASHBOARD',
  'COMPANY_EDIT',
  'MANAGE_MEMBERS',
  'MANAGE_REVIEWS',
] as const satisfies readonly Permission[];

/** Spec §6: both company roles hold these. */
export const BOTH_ROLES = [
  'MEMBER_DASHBOARD',
  'COMPARE',
  'COMPANY_INBOX',
  'INBOX',
  'REQUESTS',
  'CONTRACTED_PARTNERS',
  'CONTRACTED_PARTNER_DETAILS',
  'DOCUMENTS',
  'DOCUMENT_TEMPLATES',
  'DOCUMENT_UPLOAD',
  'MANAGE_LOOKING_FOR',
  'MANAGE_CAPABILITY_ALERTS',
  'MY_SUBSCRIPTION',
  'SUBSCRIPTION_HISTORY',
  'MY_ACCOUNT',
  'ACCOUNT_SETTINGS',
  'WATCHLIST',
  'REWARDS',
  'SEND_MESSAGES',
] as const satisfies readonly Permission[];

/** Spec §6: blocked while an admin impersonates (private to the real user). */
export const BLOCKED_WHILE_IMPERSONATING = [
  'COMPANY_INBOX',
  'INBOX',
  'REQUESTS',
  'CONTRACTED_PARTNERS',
  'CONTRACTED_PARTNER_DETAILS',
  'DOCUMENTS',
  'DOCUMENT_TEMPLATES',
  'DOCUMENT_UPLOAD',
  'ACCOUNT_SETTINGS',
  'SEND_MESSAGES',
] as const satisfies readonly Permission[];

/**
 * Who holds a permission a feature adds beyond spec §6's (its descriptor's `permissions`, e.g.
 * api-keys' API_KEYS); the Permission enum value itself is added in schema/directives.graphql.
 */
export interface PermissionRule {
  /** Company admins only, or both company roles. */
  holders: 'COMPANY_ADMINS' | 'BOTH_ROLES';
  /** Private to the real user: an admin impersonating them does not hold it. */
  blockedWhileImpersonating?: boolean;
  /** Never held by a call made with a partner API key. */
  neverWithAnApiKey?: boolean;
}

export type PermissionRules = Partial<Readonly<Record<Permission, PermissionRule>>>;

export interface PermissionSubject {
  active: boolean;
  role: 'MEMBER' | 'COMPANY_ADMIN';
  company: { active: boolean } | null;
}

export interface PermissionOptions {
  impersonating: boolean;
  apiKey?: boolean;
}

/** Spec §6's table and every feature's rules: who holds which permission. */
export interface PermissionTable {
  /** Every permission with a rule. */
  readonly names: ReadonlySet<Permission>;
  /**
   * The permissions a user holds now (spec §6): none for inactive users or users of inactive
   * companies; company-admin-only ones for company admins; impersonation removes the private
   * ones, and a partner API key those never held with a key.
   */
  heldBy(user: PermissionSubject | null, options: PermissionOptions): Permission[];
}

/**
 * Spec §6's table plus the rules features declare (`{ name, permissions }`: their descriptors);
 * a permission with two rules is refused.
 */
export function createPermissionTable(
  features: readonly { name: string; permissions?: PermissionRules }[],
): PermissionTable {
  const adminOnly: Permission[] = [...COMPANY_ADMIN_ONLY];
  const bothRoles: Permission[] = [...BOTH_ROLES];
  const blocked = new Set<Permission>(BLOCKED_WHILE_IMPERSONATING);
  const neverWithKey = new Set<Permission>();
  const owner = new Map<Permission, string>([...adminOnly, ...bothRoles].map((name) => [name, 'spec §6']));
  for (const feature of features) {
    for (const [name, rule] of Object.entries(feature.permissions ?? {}) as [Permission, PermissionRule][]) {
      const taken = owner.get(name);
      if (taken) throw new Error(`permission ${name} has two rules: ${taken}'s and the ${feature.name} feature's`);
      owner.set(name, `the ${feature.name} feature`);
      (rule.holders === 'COMPANY_ADMINS' ? adminOnly : bothRoles).push(name);
      if (rule.blockedWhileImpersonating) blocked.add(name);
      if (rule.neverWithAnApiKey) neverWithKey.add(name);
    }
  }
  return {
    names: new Set(owner.keys()),
    heldBy(user, options) {
      if (!user || !user.active || (user.company !== null && !user.company.active)) return [];
      const held = user.role === 'COMPANY_ADMIN' ? [...adminOnly, ...bothRoles] : bothRoles;
      return held.filter(
        (name) => !(options.impersonating && blocked.has(name)) && !(options.apiKey === true && neverWithKey.has(name)),
      );
    },
  };
}
