import { randomUUID } from 'node:crypto';
import { ApiError, validation } from '../../errors.js';
import type { PaymentGateway } from './billing/payment.gateway.js';
import {
  adminOnly,
  type Actor,
  canManageBilling,
  cardNotAdded,
  cardNotValid,
  companyTypeRefused,
} from './subscription.access.js';
import { type BillingDeps, withCompanyLock } from './billing/billing.context.js';
import { recordCharge } from './billing/billing.payments.js';
import { discountChoice, findPaymentCustomer, grantDiscount } from './billing/billing.repository.js';
import type { PaymentRow } from './billing/billing.table.js';
import { isFreeCode, mayBuy } from './subscription.catalog.js';
import { addPeriod, TRIAL_DAYS } from './subscription.lifecycle.js';
import { chargeAmount } from './subscription.renewal.js';
import { findCompanySubscription, insertTrial, saveCompanySubscription } from './subscription.repository.js';
import { enrolCompanyTeam } from './subscription.repository.js';
import { DISCOUNT_CODES, type DiscountCode, type SubscriptionRow } from './subscription.table.js';
import { isTrialEligible, loadView } from './subscription.view.js';
import { addDays } from '../../dates.js';

export interface PurchaseInput {
  priceId: string;
  couponId?: string | null;
  promotionCode?: string | null;
}

/** The confirmation screen a change leads to (spec §4). */
export type Confirmation =
  'PAYMENT_RECEIVED' | 'INNOVATOR_STARTED' | 'INNOVATOR_UPDATED' | 'EXPLORER_STARTED' | 'SUBSCRIPTION_DEACTIVATED';

export interface PurchaseResult {
  confirmation: Confirmation;
  subscription: SubscriptionRow;
  payment: PaymentRow | null;
}

export const invalidPromotion = (): ApiError => validation('promotionCode', 'This promotion code is not valid.');
export const alreadySubscribed = (): ApiError =>
  new ApiError(409, 'AlreadySubscribed', 'Your company already has this subscription.');

interface ChosenDiscount {
  code: DiscountCode | null;
  promotionCodeId: string | null;
}

/** A promotion code overrides a coupon, which overrides the selected (or best) discount: they never stack. */
async function chooseDiscount(deps: BillingDeps, actor: Actor, input: PurchaseInput): Promise<ChosenDiscount> {
  const promotionCode = input.promotionCode?.trim();
  if (promotionCode) {
    const promotion = await deps.gateway.findPromotionCode(promotionCode);
    if (!promotion) throw invalidPromotion();
    return { code: promotion.couponId, promotionCodeId: promotion.id };
  }
  const { eligible, selected } = await discountChoice(deps.db, actor.company);
  const couponId = input.couponId?.trim();
  if (couponId) {
    const code = DISCOUNT_CODES.find((c) => c === couponId);
    if (!code || !eligible.includes(code))
      throw validation('couponId', 'This discount is not available to your company.');
    return { code, promotionCodeId: null };
  }
  return { code: selected, promotionCodeId: null };
}

async function requireCard(deps: BillingDeps, gateway: PaymentGateway, companyId: number): Promise<string> {
  const customer = await findPaymentCustomer(deps.db, companyId, gateway.kind);
  const card = customer ? (await gateway.getCustomer(customer.gatewayCustomerId))?.card : null;
  if (!customer || !card) throw cardNotAdded();
  return customer.gatewayCustomerId;
}

/**
 * Spec §7's POST /subscriptions. The free plan starts at once; a company that may still have its
 * 180-day trial starts it (nothing charged, no card needed); otherwise the card on file is
 * charged now for the first period (a plan switch too), a failed charge changing nothing but the
 * payment history.
 */
export async function purchase(deps: BillingDeps, user: Actor['user'], input: PurchaseInput): Promise<PurchaseResult> {
  const view = await loadView(deps, user);
  const { actor } = view;
  if (view.parentName !== null || !canManageBilling(actor, view.billingAdmin)) throw adminOnly();
  const price = await deps.gateway.resolvePrice(input.priceId.trim());
  if (!price) throw validation('priceId', 'priceId is not a subscription option of this platform.');
  if (!mayBuy(actor.company, price.code)) throw companyTypeRefused();
  const discount = await chooseDiscount(deps, actor, input);
  const trial = await isTrialEligible(deps, actor, view.own);
  const companyId = actor.company.id;

  return withCompanyLock(deps, companyId, async () => {
    const now = deps.clock.now();
    const row = await findCompanySubscription(deps.db, companyId);
    if (
      row?.plan === 'INNOVATOR' &&
      row.status === 'ACTIVE' &&
      row.typeCode === price.code &&
      row.period === price.interval &&
      !row.cancelAtPeriodEnd
    )
      throw alreadySubscribed();
    const base = {
      plan: 'INNOVATOR' as const,
      typeCode: price.code,
      period: price.interval,
      canceledAt: null,
      cancelAtPeriodEnd: false,
      scheduledPeriod: null,
      endReason: null,
      discountCode: discount.code,
      discountEndsAt: null,
    };

    if (isFreeCode(price.code)) {
      const saved = await saveCompanySubscription(deps.db, companyId, {
        ...base,
        status: 'ACTIVE',
        paymentType: 'FREE',
        currentPeriodStart: now,
        endDate: addPeriod(now, price.interval),
        discountCode: null,
        gatewaySubscriptionId: null,
      });
      await enrolCompanyTeam(deps.db, saved.id, companyId, user.id, !row);
      return { confirmation: 'INNOVATOR_STARTED', subscription: saved, payment: null };
    }

    const gateway = deps.gateway;
    if (trial) {
      const trialEnd = addDays(now, TRIAL_DAYS);
      // A gateway that bills renewals (Stripe) keeps the trial too, so it converts it at the end.
      const customerId = gateway.billsRenewals
        ? (await findPaymentCustomer(deps.db, companyId, gateway.kind))?.gatewayCustomerId
        : undefined;
      const result = customerId
        ? await gateway.subscribe({
            customerId,
            priceId: input.priceId.trim(),
            code: price.code,
            interval: price.interval,
            amountCents: 0,
            couponId: discount.code,
            promotionCodeId: discount.promotionCodeId,
            trialEnd,
            replaces: null,
            description: 'Free trial',
            idempotencyKey: randomUUID(),
          })
        : { gatewaySubscriptionId: null };
      const saved = await saveCompanySubscription(deps.db, companyId, {
        ...base,
        status: 'TRIALING',
        paymentType: 'FREE',
        currentPeriodStart: now,
        endDate: trialEnd,
        gatewaySubscriptionId: result.gatewaySubscriptionId,
      });
      await insertTrial(deps.db, { companyId, typeCode: price.code, startDate: now, endDate: trialEnd });
      await enrolCompanyTeam(deps.db, saved.id, companyId, user.id, !row);
      if (discount.promotionCodeId && discount.code)
        await grantDiscount(deps.db, companyId, discount.code, 'PROMOTION', now);
      return { confirmation: 'INNOVATOR_STARTED', subscription: saved, payment: null };
    }

    const customerId = await requireCard(deps, gateway, companyId);
    const amount = chargeAmount({ discountCode: discount.code, discountEndsAt: null }, price.code, price.interval, now);
    const end = addPeriod(now, price.interval);
    const replaces =
      row?.gatewaySubscriptionId && row.status !== 'ENDED' && row.status !== 'INACTIVE'
        ? row.gatewaySubscriptionId
        : null;
    const result = await gateway.subscribe({
      customerId,
      priceId: input.priceId.trim(),
      code: price.code,
      interval: price.interval,
      amountCents: amount.amountCents,
      couponId: discount.code,
      promotionCodeId: discount.promotionCodeId,
      trialEnd: null,
      replaces,
      description: 'Subscription',
      idempotencyKey: randomUUID(),
    });
    const outcome = result.charge ?? {
      ok: false as const,
      gatewayPaymentId: null,
      failureMessage: 'The payment was not completed.',
      card: null,
    };
    const charge = {
      companyId,
      gateway: gateway.kind,
      code: price.code,
      period: price.interval,
      periodStart: now,
      periodEnd: end,
      discountCode: discount.code,
      discountCents: amount.discountCents,
      amountCents: amount.amountCents,
      outcome,
      at: now,
    };
    if (!outcome.ok) {
      await recordCharge(deps, { ...charge, subscriptionId: row?.id ?? null });
      deps.log.info({ companyId, failure: outcome.failureMessage }, 'subscription purchase declined');
      throw cardNotValid();
    }
    const saved = await saveCompanySubscription(deps.db, companyId, {
      ...base,
      status: 'ACTIVE',
      paymentType: 'PAID',
      currentPeriodStart: now,
      endDate: end,
      discountEndsAt: amount.discountEndsAt,
      gatewaySubscriptionId: result.gatewaySubscriptionId,
    });
    const payment = (await recordCharge(deps, { ...charge, subscriptionId: saved.id })) ?? null;
    await enrolCompanyTeam(deps.db, saved.id, companyId, user.id, !row);
    if (discount.promotionCodeId && discount.code)
      await grantDiscount(deps.db, companyId, discount.code, 'PROMOTION', now);
    return { confirmation: 'PAYMENT_RECEIVED', subscription: saved, payment };
  });
}
