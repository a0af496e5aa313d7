import { describe, expect, it } from 'vitest';
import { modules } from '../__generated__/modules.js';
import { createSchema } from '../schema.js';
import { createPermissionTable, type PermissionOptions, type PermissionSubject } from './permissions.js';

// The table the app runs: spec §6's and every feature's rules.
const table = createPermissionTable(modules);
const permissionsFor = (user: PermissionSubject | null, options: PermissionOptions) => table.heldBy(user, options);

const ALL = [
  'ADMIN_DASHBOARD',
  'COMPANY_EDIT',
  'MANAGE_MEMBERS',
  'MANAGE_REVIEWS',
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
] as const;
const ADMIN_ONLY = new Set(['ADMIN_DASHBOARD', 'COMPANY_EDIT', 'MANAGE_MEMBERS', 'MANAGE_REVIEWS']);
const BLOCKED = new Set([
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
]);

const admin: PermissionSubject = { active: true, role: 'COMPANY_ADMIN', company: { active: true } };
const member: PermissionSubject = { active: true, role: 'MEMBER', company: { active: true } };

// Spec §6, one row per permission: [permission, company admin, member, admin impersonated, member impersonated]
const rows = ALL.map(
  (p) => [p, true, !ADMIN_ONLY.has(p), !BLOCKED.has(p), !ADMIN_ONLY.has(p) && !BLOCKED.has(p)] as const,
);

describe('permissionsFor', () => {
  it.each(rows)(
    'grants %s as the table says (admin %s, member %s, impersonated admin %s, impersonated member %s)',
    (permission, asAdmin, asMember, asAdminImpersonated, asMemberImpersonated) => {
      expect(permissionsFor(admin, { impersonating: false }).includes(permission)).toBe(asAdmin);
      expect(permissionsFor(member, { impersonating: false }).includes(permission)).toBe(asMember);
      expect(permissionsFor(admin, { impersonating: true }).includes(permission)).toBe(asAdminImpersonated);
      expect(permissionsFor(member, { impersonating: true }).includes(permission)).toBe(asMemberImpersonated);
    },
  );

  it.each([
    ['the user is inactive', { ...admin, active: false }],
    ['the company is inactive', { ...admin, company: { active: false } }],
  ])('grants nothing when %s', (_case, subject) => {
    expect(permissionsFor(subject, { impersonating: false })).toEqual([]);
  });

  it('grants nothing when there is no user', () => {
    expect(permissionsFor(null, { impersonating: false })).toEqual([]);
  });

  it('grants the member permissions when the user has no company yet', () => {
    expect(permissionsFor({ ...member, company: null }, { impersonating: false })).toContain('MY_ACCOUNT');
  });
});

describe("a feature's permission rules", () => {
  it('grants API_KEYS (the api-keys feature) to company admins only, never impersonated nor with a key', () => {
    expect(permissionsFor(admin, { impersonating: false })).toContain('API_KEYS');
    expect(permissionsFor(member, { impersonating: false })).not.toContain('API_KEYS');
    expect(permissionsFor(admin, { impersonating: true })).not.toContain('API_KEYS');
    expect(permissionsFor(admin, { impersonating: false, apiKey: true })).not.toContain('API_KEYS');
    expect(permissionsFor(admin, { impersonating: false, apiKey: true })).toContain('COMPANY_EDIT');
  });

  it('refuses a permission that has two rules', () => {
    const twice = { name: 'thing', permissions: { COMPARE: { holders: 'BOTH_ROLES' } } } as const;
    expect(() => createPermissionTable([twice])).toThrow(/COMPARE has two rules: spec §6's and the thing feature's/);
  });

  it('refuses a schema with a Permission value nobody has a rule for', () => {
    const withoutKeys = modules.filter((module) => module.name !== 'api-keys');
    expect(() => createSchema({ modules: withoutKeys })).toThrow(/permissions nobody holds \(no rule\): API_KEYS/);
  });
});
