import type {
  AnalyticsProvider,
  BillingView,
  CompanyRoleType,
  CompanyUserRole,
  Permission,
  Plan,
  SubscriptionPeriod,
  SubscriptionReminderKind,
  SubscriptionStatus,
} from '../__generated__/graphql';

// Test data as the server sends it (with __typename, which Apollo's cache needs), built from
// defaults with overrides.

export interface TestCompany {
  __typename: 'UserCompany';
  id: string;
  name: string;
  active: boolean;
  alias: string;
  role: { __typename: 'CompanyRole'; id: string; name: string; type: CompanyRoleType };
}

export interface TestUser {
  __typename: 'User';
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  role: CompanyUserRole;
  jobTitle: string | null;
  companyName: string | null;
  company: TestCompany | null;
}

export interface TestReminder {
  __typename: 'SubscriptionReminder';
  kind: SubscriptionReminderKind;
  daysLeft: number;
}

export interface TestSubscription {
  __typename: 'CurrentSubscription';
  id: string | null;
  plan: Plan;
  status: SubscriptionStatus | null;
  endDate: string | null;
  period: SubscriptionPeriod | null;
  billingAdmin: boolean;
  /** What the api says the billing view shows; see `buildSubscription` for the default. */
  billingView: BillingView;
  /** The plan's name as the api's catalog words it; see `buildSubscription` for the default. */
  name: string;
  /** What the api decides (spec §4); see `buildSubscription` for the default. */
  inForce: boolean;
  reminder: TestReminder | null;
}

export interface TestViewer {
  __typename: 'Viewer';
  email: string;
  isAdmin: boolean;
  needsImpersonationTarget: boolean;
  isImpersonated: boolean;
  isInterestsRequired: boolean;
  permissions: Permission[];
  user: TestUser | null;
  subscription: TestSubscription | null;
}

export function buildCompany(overrides: Partial<TestCompany> = {}): TestCompany {
  return {
    __typename: 'UserCompany',
    id: 'company-1',
    name: 'Northwind Trials',
    active: true,
    alias: 'northwind-trials',
    role: { __typename: 'CompanyRole', id: 'role-cro', name: 'CRO', type: 'VENDOR' },
    ...overrides,
  };
}

export function buildUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    __typename: 'User',
    id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@northwind.test',
    active: true,
    role: 'COMPANY_ADMIN',
    jobTitle: 'Head of Clinical Operations',
    companyName: 'Northwind Trials',
    company: buildCompany(),
    ...overrides,
  };
}

/** Far enough ahead that a default subscription stays in force whenever the tests run. */
export const FAR_FUTURE = '2099-12-31T00:00:00.000Z';

const IN_FORCE_STATUSES: ReadonlySet<SubscriptionStatus | null> = new Set(['ACTIVE', 'TRIALING', 'PAST_DUE']);

/**
 * A subscription as the api answers it. Unless given, `inForce` is what the api says of a
 * subscription with this status ending in the far future (ACTIVE, TRIALING or PAST_DUE), and no
 * reminder is due; a test of an expired trial or a grace period passes both explicitly. The
 * billing view defaults to the api's answer for a member: the view for a billing admin or on
 * Explorer, the login prompt on Innovator, nothing otherwise (a company admin's passes it).
 */
export function buildSubscription(overrides: Partial<TestSubscription> = {}): TestSubscription {
  const subscription: TestSubscription = {
    __typename: 'CurrentSubscription',
    id: 'subscription-1',
    plan: 'INNOVATOR',
    status: 'ACTIVE',
    endDate: FAR_FUTURE,
    period: 'YEAR',
    billingAdmin: true,
    billingView: 'NOTHING',
    name: '',
    inForce: false,
    reminder: null,
    ...overrides,
  };
  const inForce = overrides.inForce ?? (subscription.plan !== 'NONE' && IN_FORCE_STATUSES.has(subscription.status));
  const names = { NONE: 'No subscription', EXPLORER: 'Explorer' } as Partial<Record<string, string>>;
  const name = overrides.name ?? names[subscription.plan] ?? 'Innovator for vendors (51-500 employees)';
  const billingView =
    overrides.billingView ??
    (subscription.billingAdmin || subscription.plan === 'EXPLORER'
      ? 'CONTENT'
      : subscription.plan === 'INNOVATOR'
        ? 'LOGIN_PROMPT'
        : 'NOTHING');
  return { ...subscription, inForce, name, billingView };
}

/** The free-trial reminder the api says is due. */
export function buildReminder(kind: SubscriptionReminderKind, daysLeft: number): TestReminder {
  return { __typename: 'SubscriptionReminder', kind, daysLeft };
}

export function buildViewer(overrides: Partial<TestViewer> = {}): TestViewer {
  const user = overrides.user === undefined ? buildUser() : overrides.user;
  return {
    __typename: 'Viewer',
    email: user?.email ?? 'someone@northwind.test',
    isAdmin: false,
    needsImpersonationTarget: false,
    isImpersonated: false,
    isInterestsRequired: false,
    permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'ACCOUNT_SETTINGS'],
    user,
    subscription: buildSubscription(),
    ...overrides,
  };
}

/** An admin who has signed in but not yet picked whom to act as. */
export function buildAdminWithoutTarget(overrides: Partial<TestViewer> = {}): TestViewer {
  return buildViewer({
    email: 'admin@trialbridge.test',
    isAdmin: true,
    needsImpersonationTarget: true,
    permissions: [],
    user: null,
    subscription: null,
    ...overrides,
  });
}

export interface TestAppConfig {
  __typename: 'AppConfig';
  brandName: string;
  maintenanceMode: boolean;
  supportEmail: string;
  analytics: AnalyticsProvider;
  trialDays: number;
}

export function buildAppConfig(overrides: Partial<TestAppConfig> = {}): TestAppConfig {
  return {
    __typename: 'AppConfig',
    brandName: 'Trialbridge',
    maintenanceMode: false,
    supportEmail: 'support@trialbridge.example',
    analytics: 'NONE',
    trialDays: 180,
    ...overrides,
  };
}

export interface TestJoinRequest {
  __typename: 'JoinRequest';
  id: string;
  requestedAt: string;
  user: { __typename: 'User'; id: string; firstName: string; lastName: string; email: string; jobTitle: string | null };
}

export function buildJoinRequest(
  overrides: Partial<Omit<TestJoinRequest, 'user'>> & { user?: Partial<TestJoinRequest['user']> } = {},
): TestJoinRequest {
  const { user, ...rest } = overrides;
  return {
    __typename: 'JoinRequest',
    id: 'join-1',
    requestedAt: '2026-11-02T09:30:00.000Z',
    ...rest,
    user: {
      __typename: 'User',
      id: 'user-9',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@helixabio.example',
      jobTitle: 'Clinical Data Manager',
      ...user,
    },
  };
}
