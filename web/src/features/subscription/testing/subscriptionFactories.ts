import type {
  CompanyRoleType,
  DiscountCode,
  DiscountDuration,
  PaymentType,
  Plan,
  SubscriptionEndReason,
  SubscriptionPeriod,
  SubscriptionStatus,
  SubscriptionTypeCode,
} from '../../../__generated__/graphql';

// Subscription test data as the server sends it (with __typename, which Apollo's cache needs),
// built from defaults with overrides.

export interface TestMoney {
  __typename: 'Money';
  amountCents: number;
  currency: string;
}

export const usd = (dollars: number): TestMoney => ({
  __typename: 'Money',
  amountCents: Math.round(dollars * 100),
  currency: 'USD',
});

export interface TestOption {
  __typename: 'SubscriptionOption';
  priceId: string;
  code: SubscriptionTypeCode;
  interval: SubscriptionPeriod;
  price: TestMoney;
  name: string;
}

export function buildOption(
  code: SubscriptionTypeCode,
  interval: SubscriptionPeriod,
  dollars: number,
  name = `Plan ${code.toLowerCase()}`,
): TestOption {
  return {
    __typename: 'SubscriptionOption',
    priceId: `price_${code.toLowerCase()}_${interval.toLowerCase()}`,
    code,
    interval,
    price: usd(dollars),
    name,
  };
}

export interface TestOffering {
  __typename: 'SubscriptionOffering';
  code: SubscriptionTypeCode;
  plan: Plan;
  name: string;
  description: string;
  free: boolean;
  monthly: TestOption;
  yearly: TestOption;
}

export function buildOffering(
  code: SubscriptionTypeCode,
  name: string,
  [month, year]: [number, number],
  overrides: Partial<TestOffering> = {},
): TestOffering {
  return {
    __typename: 'SubscriptionOffering',
    code,
    plan: 'INNOVATOR',
    name,
    description: `For ${name.toLowerCase()}.`,
    free: month === 0 && year === 0,
    monthly: buildOption(code, 'MONTH', month, name),
    yearly: buildOption(code, 'YEAR', year, name),
    ...overrides,
  };
}

/** Spec §9: the mid-size vendor plan, $300 / $3200. */
export const vendorMid = () =>
  buildOffering(
    'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
    'Innovator for vendors (51-500 employees)',
    [300, 3200],
  );

export interface TestUserError {
  __typename: 'UserError';
  code: string;
  field: string | null;
  message: string;
}

export const userError = (code: string, message: string, field: string | null = null): TestUserError => ({
  __typename: 'UserError',
  code,
  field,
  message,
});

export interface TestDiscount {
  __typename: 'Discount';
  id: string;
  code: DiscountCode;
  name: string;
  percentOff: number;
  duration: DiscountDuration;
  couponId: string;
  selected: boolean;
}

export function buildDiscount(overrides: Partial<TestDiscount> = {}): TestDiscount {
  return {
    __typename: 'Discount',
    id: 'discount-early',
    code: 'EARLY_ADOPTERS',
    name: 'Early adopters',
    percentOff: 20,
    duration: 'FOREVER',
    couponId: 'coupon-early',
    selected: false,
    ...overrides,
  };
}

export interface TestOfferings {
  __typename: 'SubscriptionOfferings';
  companyType: CompanyRoleType | null;
  offerings: TestOffering[];
  explorerAvailable: boolean;
  trialDays: number;
  trialEligible: boolean;
  discounts: TestDiscount[];
  canPurchase: boolean;
  purchaseBlockedReason: TestUserError | null;
}

export function buildOfferings(overrides: Partial<TestOfferings> = {}): TestOfferings {
  return {
    __typename: 'SubscriptionOfferings',
    companyType: 'VENDOR',
    offerings: [vendorMid()],
    explorerAvailable: true,
    trialDays: 180,
    trialEligible: false,
    discounts: [],
    canPurchase: true,
    purchaseBlockedReason: null,
    ...overrides,
  };
}

export interface TestCard {
  __typename: 'PaymentCard';
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export const visa4242 = (): TestCard => ({
  __typename: 'PaymentCard',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
});

export interface TestDetails {
  __typename: 'SubscriptionDetails';
  id: string | null;
  plan: Plan;
  status: SubscriptionStatus | null;
  endDate: string | null;
  period: SubscriptionPeriod | null;
  code: SubscriptionTypeCode | null;
  name: string;
  paymentType: PaymentType;
  billingAdmin: boolean;
  canManageBilling: boolean;
  currentPeriodStart: string | null;
  price: TestMoney | null;
  priceId: string | null;
  discount: { __typename: 'AppliedDiscount'; endsAt: string | null; discount: TestDiscount } | null;
  trialEndDate: string | null;
  trialEligible: boolean;
  gracePeriodEndDate: string | null;
  daysLeft: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  scheduledPeriod: SubscriptionPeriod | null;
  endReason: SubscriptionEndReason | null;
  hasPaymentCustomer: boolean;
  card: TestCard | null;
  parentCompanyName: string | null;
  subsidiaries: { __typename: 'SubsidiaryCompany'; id: string; name: string }[];
}

/** An active, yearly, card-paid mid-size vendor subscription managed by the viewer. */
export function buildDetails(overrides: Partial<TestDetails> = {}): TestDetails {
  return {
    __typename: 'SubscriptionDetails',
    id: 'sub-1',
    plan: 'INNOVATOR',
    status: 'ACTIVE',
    endDate: '2027-03-01T00:00:00.000Z',
    period: 'YEAR',
    code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
    name: 'Innovator for vendors (51-500 employees)',
    paymentType: 'PAID',
    billingAdmin: true,
    canManageBilling: true,
    currentPeriodStart: '2026-03-01T00:00:00.000Z',
    price: usd(3200),
    priceId: 'price_innovator_cro_technology_service_provider_mid_year',
    discount: null,
    trialEndDate: null,
    trialEligible: false,
    gracePeriodEndDate: null,
    daysLeft: null,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    scheduledPeriod: null,
    endReason: null,
    hasPaymentCustomer: true,
    card: visa4242(),
    parentCompanyName: null,
    subsidiaries: [],
    ...overrides,
  };
}

export interface TestPlanDescription {
  __typename: 'PlanDescription';
  plan: Plan;
  name: string;
  summary: string;
  includes: string[];
  limits: string[];
}

export interface TestCatalog {
  __typename: 'SubscriptionCatalog';
  explorer: TestPlanDescription;
  innovator: TestPlanDescription;
}

/**
 * The api's catalog of the tiers' texts (GET /v1/subscriptions/catalog), worded unlike anything
 * the web could hold itself: a screen showing these lines shows what the api said.
 */
export function buildCatalog(): TestCatalog {
  return {
    __typename: 'SubscriptionCatalog',
    explorer: {
      __typename: 'PlanDescription',
      plan: 'EXPLORER',
      name: 'Explorer',
      summary: 'The free plan, in the catalog’s words.',
      includes: ['Catalog: your company profile', 'Catalog: compare up to 2 companies'],
      limits: ['Catalog: 2 companies at a time; Innovator compares 4.'],
    },
    innovator: {
      __typename: 'PlanDescription',
      plan: 'INNOVATOR',
      name: 'Innovator',
      summary: 'Full access, in the catalog’s words.',
      includes: ['Catalog: everything in Explorer', 'Catalog: compare up to 4 companies'],
      limits: [],
    },
  };
}
