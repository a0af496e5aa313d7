import { addYears } from '../../dates.js';
import type { ChargeOutcome } from './billing/payment.gateway.js';
import type { BillingDeps } from './billing/billing.context.js';
import { tryCompanyLock } from './billing/billing.context.js';
import { recordCharge } from './billing/billing.payments.js';
import { discountChoice, findBillingCompany, findPaymentCustomer } from './billing/billing.repository.js';
import { isFreeCode } from './subscription.catalog.js';
import { applyPercentOff, DISCOUNTS } from './subscription.discounts.js';
import { creditedPrice, creditNote } from './subscription.credits.js';
import { addPeriod, gracePeriodEnd, isDue } from './subscription.lifecycle.js';
import { priceCents } from './subscription.prices.js';
import {
  findCompanySubscription,
  findDueCandidates,
  findPastDue,
  updateSubscription,
} from './subscription.repository.js';
import type { DiscountCode, Period, SubscriptionRow, TypeCode } from './subscription.table.js';

/** What one charge costs, with the discount in use and when a first-year discount stops. */
export function chargeAmount(
  subscription: { discountCode: DiscountCode | null; discountEndsAt: Date | null },
  code: TypeCode,
  period: Period,
  at: Date,
) {
  const base = priceCents(code, period);
  const discount = subscription.discountCode ? DISCOUNTS[subscription.discountCode] : null;
  // A first-year discount starts counting at the first paid period.
  const endsAt = discount?.duration === 'FIRST_YEAR' ? (subscription.discountEndsAt ?? addYears(at, 1)) : null;
  const applies = discount !== null && (endsAt === null || at < endsAt);
  const { amountCents, discountCents } = applies
    ? applyPercentOff(base, discount.percentOff)
    : { amountCents: base, discountCents: 0 };
  return { amountCents, discountCents, discountEndsAt: endsAt };
}

/** Charges the card on file for the period starting at `start`, records the attempt and answers the outcome. */
export async function chargePeriod(
  deps: BillingDeps,
  row: SubscriptionRow,
  code: TypeCode,
  period: Period,
  start: Date,
) {
  const end = addPeriod(start, period);
  const usual = chargeAmount(row, code, period, start);
  // A module's one-time credit (a referral reward) instead, when it takes off more.
  const price = await creditedPrice(deps, row.companyId, priceCents(code, period), usual);
  const customer = await findPaymentCustomer(deps.db, row.companyId, deps.gateway.kind);
  const outcome: ChargeOutcome = customer
    ? await deps.gateway.charge({
        customerId: customer.gatewayCustomerId,
        amountCents: price.amountCents,
        description: `Subscription ${row.id}, period from ${start.toISOString()}`,
        idempotencyKey: `renewal-${row.id}-${start.getTime()}`,
      })
    : { ok: false, gatewayPaymentId: null, failureMessage: 'No card on file.', card: null };
  const at = deps.clock.now();
  const payment = await recordCharge(deps, {
    companyId: row.companyId,
    subscriptionId: row.id,
    gateway: deps.gateway.kind,
    code,
    period,
    periodStart: start,
    periodEnd: end,
    discountCode: price.credit ? null : row.discountCode,
    discountCents: price.discountCents,
    amountCents: price.amountCents,
    outcome,
    at,
    note: price.credit ? creditNote(price.credit) : undefined,
  });
  if (price.credit && outcome.ok && payment)
    await price.credit.use(deps.db, { id: payment.id, discountCents: price.discountCents, at });
  return { outcome, payment, end, discountEndsAt: usual.discountEndsAt };
}

async function hasCard(deps: BillingDeps, companyId: number): Promise<boolean> {
  const customer = await findPaymentCustomer(deps.db, companyId, deps.gateway.kind);
  if (!customer) return false;
  return (await deps.gateway.getCustomer(customer.gatewayCustomerId))?.card != null;
}

/**
 * A trial bought through checkout carries the discount chosen then; one that was never bought
 * (period and discount unset) converts with the discount its offerings show, selected or best.
 */
async function conversionDiscount(deps: BillingDeps, row: SubscriptionRow): Promise<DiscountCode | null> {
  if (row.discountCode) return row.discountCode;
  const company = await findBillingCompany(deps.db, row.companyId);
  return company ? (await discountChoice(deps.db, company)).selected : null;
}

/** One step of the clock-driven state machine for a subscription that is due. */
async function step(deps: BillingDeps, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (row.status === 'PAST_DUE') {
    return updateSubscription(deps.db, row.id, {
      status: 'ENDED',
      endReason: 'PAYMENT_FAILED',
      endDate: gracePeriodEnd(row),
    });
  }
  const start = row.endDate as Date;
  const code = row.typeCode;
  if (row.cancelAtPeriodEnd || !code)
    return updateSubscription(deps.db, row.id, { status: 'ENDED', endReason: 'CANCELED' });
  const period = row.scheduledPeriod ?? row.period ?? 'YEAR';
  const renewed = {
    period,
    scheduledPeriod: null,
    currentPeriodStart: start,
    endDate: addPeriod(start, period),
    endReason: null,
  };
  if (isFreeCode(code))
    return updateSubscription(deps.db, row.id, { ...renewed, status: 'ACTIVE', paymentType: 'FREE' });
  if (row.status === 'TRIALING' && !(await hasCard(deps, row.companyId))) {
    return updateSubscription(deps.db, row.id, { status: 'ENDED', endReason: 'TRIAL_ENDED' });
  }
  const discountCode = row.status === 'TRIALING' ? await conversionDiscount(deps, row) : row.discountCode;
  // Paid by invoice: the new period waits for the transfer (grace period), nothing is charged.
  if (row.paymentType === 'MANUAL') return updateSubscription(deps.db, row.id, { ...renewed, status: 'PAST_DUE' });
  const { outcome, discountEndsAt } = await chargePeriod(deps, { ...row, discountCode }, code, period, start);
  return updateSubscription(deps.db, row.id, {
    ...renewed,
    discountCode,
    discountEndsAt,
    status: outcome.ok ? 'ACTIVE' : 'PAST_DUE',
    paymentType: 'PAID',
  });
}

/** A clock jump of years settles period by period, but never loops for ever. */
const MAX_STEPS = 40;

/**
 * Moves a subscription along by the clock: trials end (charging the card on file, or ENDED
 * without one), periods renew (charge: ACTIVE, failure: PAST_DUE), grace periods run out
 * (ENDED). Subscriptions the gateway bills itself (Stripe) move by its webhooks instead, except
 * for the end of a grace period. Busy companies are left for the next read.
 */
export async function settle(deps: BillingDeps, row: SubscriptionRow): Promise<SubscriptionRow> {
  const now = deps.clock.now();
  if (!isDue(row, now)) return row;
  const result = await tryCompanyLock(deps, row.companyId, async () => {
    let current = await findCompanySubscription(deps.db, row.companyId);
    for (let i = 0; current && i < MAX_STEPS && isDue(current, now); i += 1) {
      if (current.status !== 'PAST_DUE' && current.gatewaySubscriptionId && deps.gateway.billsRenewals) break;
      current = await step(deps, current);
    }
    return current ?? row;
  });
  return result.locked ? result.value : row;
}

/** The periodic sweep: settles every subscription whose end has passed; answers how many it looked at. */
export async function sweep(deps: BillingDeps, batch = 100): Promise<number> {
  const now = deps.clock.now();
  const candidates = new Map<number, SubscriptionRow>();
  for (const row of [...(await findDueCandidates(deps.db, now, batch)), ...(await findPastDue(deps.db, batch))])
    candidates.set(row.id, row);
  let settled = 0;
  for (const row of candidates.values()) {
    if (!isDue(row, now)) continue;
    try {
      await settle(deps, row);
      settled += 1;
    } catch (error) {
      deps.log.error({ err: error, subscriptionId: row.id }, 'subscription could not be settled');
    }
  }
  return settled;
}
