import type { Permission } from '../__generated__/resolvers-types.js';

/** Spec §6: only company admins hold these. */
export const COMPANY_ADMIN_ONLY = [
  'ADMIN_DASHBOARD',
  'COMPANY_EDIT',
  'MANAGE_MEMBERS',
  'MANAGE_REVIEWS',
  // Ours (issue 16): credentials for the company's integrations.
  'API_KEYS',
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
  // Ours: an admin acting as someone never creates credentials in their name.
  'API_KEYS',
] as const satisfies readonly Permission[];

/** Ours: never held by a call made with a partner API key (a leaked key must not mint more keys). */
export const NEVER_WITH_AN_API_KEY = ['API_KEYS'] as const satisfies readonly Permission[];

export interface PermissionSubject {
  active: boolean;
  role: 'MEMBER' | 'COMPANY_ADMIN';
  company: { active: boolean } | null;
}

/**
 * The permissions a user holds now (spec §6): none for inactive users or users of inactive
 * companies; company-admin-only ones for company admins; impersonation removes the private ones,
 * and a partner API key removes key management.
 */
export function permissionsFor(
  user: PermissionSubject | null,
  options: { impersonating: boolean; apiKey?: boolean },
): Permission[] {
  if (!user || !user.active || (user.company !== null && !user.company.active)) return [];
  const held: Permission[] = user.role === 'COMPANY_ADMIN' ? [...COMPANY_ADMIN_ONLY, ...BOTH_ROLES] : [...BOTH_ROLES];
  const blocked = new Set<Permission>([
    ...(options.impersonating ? BLOCKED_WHILE_IMPERSONATING : []),
    ...(options.apiKey === true ? NEVER_WITH_AN_API_KEY : []),
  ]);
  return held.filter((permission) => !blocked.has(permission));
}
