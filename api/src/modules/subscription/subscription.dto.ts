import type { Static } from 'typebox';
import { allQueries } from '../../db/all-queries.js';
import type { BillingDeps } from './billing/billing.context.js';
import { discountChoice, findPaymentCustomer } from './billing/billing.repository.js';
import { adminOnly, billingView, canManageBilling, companyTypeRefused } from './subscription.access.js';
import { offeredCodes } from './subscription.catalog.js';
import { subscriptionName } from './subscription.plans.js';
import { DISCOUNTS } from './subscription.discounts.js';
import { daysLeft, gracePeriodEnd, inForce, reminderOf } from './subscription.lifecycle.js';
import { priceCents, priceOf } from './subscription.prices.js';
import { listCompanyTrials, listSubsidiaries } from './subscription.repository.js';
import type { CurrentSubscriptionDto, DiscountDto, SubscriptionDetailsDto } from './subscription.schemas.js';
import type { DiscountCode } from './subscription.table.js';
import { isTrialEligible, type SubscriptionView } from './subscription.view.js';

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

export const NO_SUBSCRIPTION: Static<typeof CurrentSubscriptionDto> = {
  id: null,
  plan: 'NONE',
  status: null,
  endDate: null,
  period: null,
  billingAdmin: false,
  billingView: 'NOTHING',
  typeCode: null,
  name: subscriptionName(undefined),
  inForce: false,
  reminder: null,
};

/** The subscription as of `now`: what it is, and what the rules of spec §4 make of it. */
export function currentDto(
  view: Pick<SubscriptionView, 'actor' | 'effective' | 'billingAdmin'>,
  now: Date,
): Static<typeof CurrentSubscriptionDto> {
  const s = view.effective;
  if (!s) return NO_SUBSCRIPTION;
  return {
    id: s.id,
    plan: s.plan,
    status: s.status,
    endDate: iso(s.endDate),
    period: s.period,
    billingAdmin: view.billingAdmin,
    billingView: billingView(view.actor, s.plan, view.billingAdmin),
    typeCode: s.typeCode,
    name: subscriptionName(s),
    inForce: inForce(s, now),
    reminder: reminderOf(s, now, view.actor.company.roleType),
  };
}

/** Why the caller may buy no option at all (spec §8), or null when they may buy. */
function purchaseRefusal(view: SubscriptionView, canManage: boolean) {
  const refusal = !canManage
    ? adminOnly()
    : offeredCodes(view.actor.company).length === 0
      ? companyTypeRefused()
      : null;
  return refusal ? { code: refusal.code as 'Subscription_351' | 'Subscription_400', message: refusal.message } : null;
}

export function discountDto(code: DiscountCode, selected: DiscountCode | null): Static<typeof DiscountDto> {
  const d = DISCOUNTS[code];
  return {
    id: code,
    code,
    name: d.name,
    percentOff: d.percentOff,
    duration: d.duration,
    couponId: code,
    selected: code === selected,
  };
}

/** The discounts the company may use, the selected one (chosen, else the best) flagged. */
export async function discountList(
  deps: BillingDeps,
  company: SubscriptionView['actor']['company'],
): Promise<Static<typeof DiscountDto>[]> {
  const { eligible, selected } = await discountChoice(deps.db, company);
  return eligible.map((code) => discountDto(code, selected));
}

export async function detailsDto(
  deps: BillingDeps,
  view: SubscriptionView,
): Promise<Static<typeof SubscriptionDetailsDto>> {
  const { actor, own, effective: s } = view;
  const now = deps.clock.now();
  const [trials, customer, subsidiaries, trialEligible] = await allQueries(deps.db, [
    () => listCompanyTrials(deps.db, actor.company.id),
    () => findPaymentCustomer(deps.db, actor.company.id, deps.gateway.kind),
    () => (own ? listSubsidiaries(deps.db, own.id) : Promise.resolve([])),
    () => isTrialEligible(deps, actor, own),
  ]);
  const card = customer ? ((await deps.gateway.getCustomer(customer.gatewayCustomerId))?.card ?? null) : null;
  const innovator = s?.plan === 'INNOVATOR' && s.typeCode !== null;
  const price = innovator ? priceOf(s.typeCode, s.period) : null;
  const grace = s ? gracePeriodEnd(s) : null;
  const left = s?.status === 'TRIALING' && s.endDate ? daysLeft(s.endDate, now) : grace ? daysLeft(grace, now) : null;
  const canManage = view.parentName === null && canManageBilling(actor, view.billingAdmin);
  return {
    ...currentDto(view, now),
    companyId: actor.company.id,
    companyRoleType: actor.company.roleType,
    employeesBand: actor.company.employeesBand,
    paymentType: s?.paymentType ?? 'NONE',
    currentPeriodStart: iso(s?.currentPeriodStart),
    canceledAt: iso(s?.canceledAt),
    trialEndDate: iso(trials[0]?.endDate),
    price: price && s?.typeCode ? { ...price, amountCents: priceCents(s.typeCode, price.interval) } : null,
    priceId: innovator && s.typeCode ? await deps.gateway.priceId(s.typeCode, s.period ?? 'YEAR') : null,
    discount: s?.discountCode
      ? { discount: discountDto(s.discountCode, s.discountCode), endsAt: iso(s.discountEndsAt) }
      : null,
    trialEligible: view.parentName === null && trialEligible,
    canManageBilling: canManage,
    purchaseRefusal: purchaseRefusal(view, canManage),
    gracePeriodEndDate: iso(grace),
    daysLeft: left,
    cancelAtPeriodEnd: s?.cancelAtPeriodEnd ?? false,
    scheduledPeriod: s?.scheduledPeriod ?? null,
    endReason: s?.endReason ?? null,
    hasPaymentCustomer: customer !== undefined,
    card,
    parentCompanyName: view.parentName,
    subsidiaries,
  };
}
