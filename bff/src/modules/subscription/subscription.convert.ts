import type {
  Discount,
  DiscountCode,
  Money,
  Payment,
  SubscriptionDetails,
  SubscriptionOffering,
  SubscriptionOption,
  SubscriptionTypeCode,
} from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import type { DiscountDto, OptionDto, PaymentDto, SubscriptionDetailsDto } from './subscription.api.js';

const TYPE_CODES: readonly SubscriptionTypeCode[] = [
  'INNOVATOR_SPONSOR_INDIVIDUAL',
  'INNOVATOR_SPONSOR_TEAM_UNLIMITED',
  'INNOVATOR_SPONSOR_TEAM_SMALL',
  'INNOVATOR_SPONSOR_TEAM_MID',
  'INNOVATOR_SPONSOR_TEAM_LARGE',
  'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_SMALL',
  'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
  'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_LARGE',
  'INNOVATOR_NON_PROFIT',
  'INNOVATOR_PATIENTS_ADVOCACY',
  'INNOVATOR_SITE',
  'INNOVATOR_SITE_NETWORK',
];

/** The api's `innovator_site` as GraphQL's `INNOVATOR_SITE`; an unknown code is a contract break. */
export function toTypeCode(code: string): SubscriptionTypeCode {
  const upper = TYPE_CODES.find((c) => c === code.toUpperCase());
  if (!upper) throw new Error(`unknown subscription type code '${code}'`);
  return upper;
}

export const toTypeCodeOrNull = (code: string | null): SubscriptionTypeCode | null =>
  code === null ? null : toTypeCode(code);

const usd = (amountCents: number): Money => ({ amountCents, currency: 'USD' });

/** Spec §3 ids are integers upstream and IDs here; a malformed one is the client's mistake. */
export function toId(value: string, field: string): number {
  const trimmed = value.trim();
  if (!/^[1-9]\d{0,9}$/.test(trimmed))
    throw new AppError('BAD_USER_INPUT', `${field} is not a valid id.`, {
      details: [{ field, message: `${field} is not a valid id.` }],
    });
  return Number(trimmed);
}

export const toDiscount = (d: DiscountDto): Discount => ({
  ...d,
  id: d.id,
  code: d.code.toUpperCase() as DiscountCode,
});

export const toOption = (o: OptionDto): SubscriptionOption => ({
  priceId: o.priceId,
  code: toTypeCode(o.code),
  interval: o.interval,
  price: usd(o.amountCents),
  name: o.name,
});

/** Options grouped into the offerings page's plans (one per type code, monthly and yearly). */
export function toOfferings(options: OptionDto[]): SubscriptionOffering[] {
  const byCode = new Map<string, OptionDto[]>();
  for (const option of options) byCode.set(option.code, [...(byCode.get(option.code) ?? []), option]);
  const offerings: SubscriptionOffering[] = [];
  for (const [code, pair] of byCode) {
    const monthly = pair.find((o) => o.interval === 'MONTH');
    const yearly = pair.find((o) => o.interval === 'YEAR');
    const first = pair[0];
    if (!monthly || !yearly || !first) continue;
    offerings.push({
      code: toTypeCode(code),
      plan: 'INNOVATOR',
      name: first.name,
      description: first.description,
      free: first.free,
      monthly: toOption(monthly),
      yearly: toOption(yearly),
    });
  }
  return offerings;
}

export function toDetails(d: SubscriptionDetailsDto): SubscriptionDetails {
  return {
    id: d.id === null ? null : String(d.id),
    plan: d.plan,
    status: d.status,
    endDate: d.endDate,
    period: d.period,
    code: toTypeCodeOrNull(d.typeCode),
    name: d.name,
    paymentType: d.paymentType,
    billingAdmin: d.billingAdmin,
    canManageBilling: d.canManageBilling,
    currentPeriodStart: d.currentPeriodStart,
    price: d.price ? usd(d.price.amountCents) : null,
    priceId: d.priceId,
    discount: d.discount ? { discount: toDiscount(d.discount.discount), endsAt: d.discount.endsAt } : null,
    trialEndDate: d.trialEndDate,
    trialEligible: d.trialEligible,
    gracePeriodEndDate: d.gracePeriodEndDate,
    daysLeft: d.daysLeft,
    cancelAtPeriodEnd: d.cancelAtPeriodEnd,
    canceledAt: d.canceledAt,
    scheduledPeriod: d.scheduledPeriod,
    endReason: d.endReason,
    hasPaymentCustomer: d.hasPaymentCustomer,
    card: d.card,
    parentCompanyName: d.parentCompanyName,
    subsidiaries: d.subsidiaries.map((s) => ({ id: String(s.id), name: s.name })),
  };
}

export function toPayment(p: PaymentDto): Payment {
  return {
    id: String(p.id),
    createdAt: p.createdAt,
    status: p.status,
    amount: usd(p.amountCents),
    discountAmount: usd(p.discountCents),
    description: p.description,
    code: toTypeCodeOrNull(p.typeCode),
    interval: p.period,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    card: p.card,
    failureMessage: p.failureMessage,
    receiptUrl: p.receiptUrl,
  };
}
