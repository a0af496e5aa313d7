import { Type } from 'typebox';
import { COMPANY_ROLE_TYPES, EMPLOYEE_BANDS } from '../company/index.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { BILLING_VIEWS } from './subscription.access.js';
import {
  DISCOUNT_CODES,
  END_REASONS,
  PAYMENT_TYPES,
  PERIODS,
  PLANS,
  SUBSCRIPTION_STATUSES,
  TYPE_CODES,
} from './subscription.table.js';

const TypeCodeSchema = Type.Enum(TYPE_CODES);
export const REMINDER_KINDS = ['FREE_TRIAL', 'GRACE_PERIOD'] as const;

export const CurrentSubscriptionDto = Type.Object(
  {
    id: Nullable(Type.Integer()),
    plan: Type.Enum(PLANS),
    status: Nullable(Type.Enum(SUBSCRIPTION_STATUSES)),
    endDate: Nullable(DateTime),
    period: Nullable(Type.Enum(PERIODS)),
    billingAdmin: Type.Boolean({ description: "The caller is a billing admin of the company's subscription." }),
    billingView: Type.Enum(BILLING_VIEWS, {
      description:
        "What the billing view shows the caller (spec §2's billing-admin guard): CONTENT, a LOGIN_PROMPT, or NOTHING.",
    }),
    typeCode: Nullable(TypeCodeSchema),
    name: Type.String({
      description:
        "The plan's display name: the Innovator type's (as the offerings name it), 'Explorer' or 'No subscription'.",
    }),
    inForce: Type.Boolean({
      description: 'The plan gives access now: ACTIVE or TRIALING, or PAST_DUE within its grace period (spec §4).',
    }),
    reminder: Nullable(
      Type.Object(
        {
          kind: Type.Enum(REMINDER_KINDS),
          daysLeft: Type.Integer({ description: 'Calendar days of access left, today and the last day included.' }),
        },
        {
          description:
            "Spec §4's free-trial reminder, due now: a non-sponsor company's trial with 3 or fewer days left, or a past-due subscription in its grace period.",
        },
      ),
    ),
  },
  {
    title: 'CurrentSubscriptionDto',
    description: "The caller's company subscription; plan NONE with nulls when it has none.",
  },
);

const PlanDescriptionDto = Type.Object(
  {
    plan: Type.Enum(['EXPLORER', 'INNOVATOR'] as const),
    name: Type.String(),
    summary: Type.String({ description: 'One sentence on what the plan is.' }),
    includes: Type.Array(Type.String(), { description: 'What it gives: built features only.' }),
    limits: Type.Array(Type.String(), {
      description: 'What it holds back that Innovator gives, each enforced by the api (empty for Innovator).',
    }),
  },
  { title: 'PlanDescriptionDto', description: 'A tier (spec §1) as every screen describes it.' },
);

export const SubscriptionCatalogDto = Type.Object(
  { explorer: PlanDescriptionDto, innovator: PlanDescriptionDto },
  {
    title: 'SubscriptionCatalogDto',
    description: "The tiers' names, summaries, inclusions and limits: the one source of these texts.",
  },
);

/** Spec §1, §4 and §9's subscription constants, as the api applies them. */
export const SubscriptionTermsDto = Type.Object(
  {
    trialDays: Type.Integer({ description: 'The free trial (spec §1: 180 days).' }),
    gracePeriodDays: Type.Integer({ description: 'A past-due subscription stays in force this long (spec §9: 15).' }),
    trialReminderDays: Type.Integer({ description: 'The trial reminder shows from this many days left (spec §9: 3).' }),
  },
  { title: 'SubscriptionTermsDto', description: 'The rules every subscription follows.' },
);

export const CardDto = Type.Object(
  { brand: Type.String(), last4: Type.String(), expMonth: Type.Integer(), expYear: Type.Integer() },
  { title: 'CardDto', description: 'A saved card: never more than a receipt shows.' },
);

export const DiscountDto = Type.Object(
  {
    id: Type.Enum(DISCOUNT_CODES, { description: 'The discount id (`discountId`); also its gateway coupon id.' }),
    code: Type.Enum(DISCOUNT_CODES),
    name: Type.String(),
    percentOff: Type.Integer(),
    duration: Type.Enum(['FIRST_YEAR', 'FOREVER']),
    couponId: Type.String(),
    selected: Type.Boolean({ description: 'The discount the next purchase uses (the chosen one, else the best).' }),
  },
  { title: 'DiscountDto', description: 'A discount the company may use (spec §3 discount entries, §9 rates).' },
);

export const SubscriptionDetailsDto = Type.Object(
  {
    ...CurrentSubscriptionDto.properties,
    companyId: Nullable(Type.Integer()),
    companyRoleType: Nullable(Type.Enum(COMPANY_ROLE_TYPES)),
    employeesBand: Nullable(Type.Enum(EMPLOYEE_BANDS)),
    paymentType: Type.Enum(PAYMENT_TYPES),
    currentPeriodStart: Nullable(DateTime),
    canceledAt: Nullable(DateTime),
    trialEndDate: Nullable(DateTime),
    price: Nullable(
      Type.Object({
        amount: Type.Number({ description: 'Whole US dollars.' }),
        amountCents: Type.Integer(),
        currency: Type.Literal('USD'),
        interval: Type.Enum(PERIODS),
      }),
    ),
    priceId: Nullable(Type.String({ description: 'The option the subscription renews with.' })),
    discount: Nullable(Type.Object({ discount: DiscountDto, endsAt: Nullable(DateTime) })),
    trialEligible: Type.Boolean({ description: 'Buying now starts the 180-day free trial.' }),
    canManageBilling: Type.Boolean({
      description: 'The caller may buy, cancel, change the period and manage the card.',
    }),
    purchaseRefusal: Nullable(
      Type.Object(
        { code: Type.Enum(['Subscription_351', 'Subscription_400']), message: Type.String() },
        { description: 'Why the caller may not buy any option (spec §8), or null when they may.' },
      ),
    ),
    gracePeriodEndDate: Nullable(DateTime),
    daysLeft: Nullable(
      Type.Integer({
        description: 'Calendar days left of the trial or grace period, today and the last day included.',
      }),
    ),
    cancelAtPeriodEnd: Type.Boolean(),
    scheduledPeriod: Nullable(Type.Enum(PERIODS)),
    endReason: Nullable(Type.Enum(END_REASONS)),
    hasPaymentCustomer: Type.Boolean(),
    card: Nullable(CardDto),
    parentCompanyName: Nullable(
      Type.String({ description: 'Set when a parent company covers this company as a subsidiary.' }),
    ),
    subsidiaries: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  },
  {
    title: 'SubscriptionDetailsDto',
    description: 'The current subscription with its billing details (spec §9 prices).',
  },
);

export const TrialDto = Type.Object(
  {
    id: Type.Integer(),
    typeCode: TypeCodeSchema,
    startDate: DateTime,
    endDate: DateTime,
    active: Type.Boolean({ description: 'The end date is still ahead.' }),
  },
  { title: 'TrialDto' },
);

export const OptionDto = Type.Object(
  {
    priceId: Type.String(),
    code: TypeCodeSchema,
    interval: Type.Enum(PERIODS),
    amountCents: Type.Integer(),
    currency: Type.Literal('USD'),
    name: Type.String(),
    description: Type.String(),
    free: Type.Boolean(),
  },
  {
    title: 'OptionDto',
    description: 'A subscription option (spec §3: priceId, code, interval) with its spec §9 price.',
  },
);

export const OptionsQuery = Type.Object({
  companyType: Type.Optional(
    Type.Enum(COMPANY_ROLE_TYPES, { description: 'Only the options this company type may buy.' }),
  ),
  employeesBand: Type.Optional(
    Type.Enum(EMPLOYEE_BANDS, { description: 'With companyType: the band that sizes vendor and sponsor team plans.' }),
  ),
  interval: Type.Optional(Type.Enum(PERIODS)),
  code: Type.Optional(Type.Array(TypeCodeSchema, { description: 'Only these type codes; repeatable.' })),
});
