import { ApiError, notFound, stateChanged, validation } from '../../errors.js';
import type { UserRow } from '../user/index.js';
import { adminOnly, canManageBilling } from './subscription.access.js';
import { type BillingDeps, withCompanyLock } from './billing/billing.context.js';
import type { Confirmation } from './subscription.checkout.js';
import { SUBSCRIPTION_CANCELED_JOB } from './subscription.credits.js';
import { findCompanySubscription, saveCompanySubscription, updateSubscription } from './subscription.repository.js';
import type { Period, SubscriptionRow } from './subscription.table.js';
import { enrolCompanyTeam } from './subscription.repository.js';
import { loadView, type SubscriptionView } from './subscription.view.js';

export interface ChangeResult {
  confirmation: Confirmation;
  subscription: SubscriptionRow;
}

export const innovatorActive = (): ApiError =>
  new ApiError(409, 'InnovatorActive', 'Your company already has an active Innovator subscription. Cancel it first.');

/** The caller's view when they may manage billing, else Subscription_351. */
async function billingView(deps: BillingDeps, user: UserRow): Promise<SubscriptionView> {
  const view = await loadView(deps, user);
  if (view.parentName !== null || !canManageBilling(view.actor, view.billingAdmin)) throw adminOnly();
  return view;
}

/** The caller's own subscription by id: another company's id is a 404, as if it did not exist. */
async function ownSubscription(
  deps: BillingDeps,
  user: UserRow,
  subscriptionId: number,
): Promise<SubscriptionView & { own: SubscriptionRow }> {
  const view = await billingView(deps, user);
  if (!view.own || view.own.id !== subscriptionId) throw notFound();
  return view as SubscriptionView & { own: SubscriptionRow };
}

/** A paid Innovator subscription in force that the customer has not cancelled. */
const isPaidInForce = (row: SubscriptionRow | undefined): boolean =>
  row !== undefined &&
  row.plan === 'INNOVATOR' &&
  row.status === 'ACTIVE' &&
  (row.paymentType === 'PAID' || row.paymentType === 'MANUAL') &&
  !row.cancelAtPeriodEnd;

/** Spec §7 POST /subscriptions/explorer: the free plan, ending a trial or an unpaid subscription. */
export async function chooseExplorer(deps: BillingDeps, user: UserRow): Promise<ChangeResult> {
  const view = await billingView(deps, user);
  const companyId = view.actor.company.id;
  return withCompanyLock(deps, companyId, async () => {
    const row = await findCompanySubscription(deps.db, companyId);
    if (isPaidInForce(row)) throw innovatorActive();
    if (row?.plan === 'EXPLORER' && row.status === 'ACTIVE')
      return { confirmation: 'EXPLORER_STARTED', subscription: row };
    if (row?.gatewaySubscriptionId) await deps.gateway.cancel(row.gatewaySubscriptionId, { atPeriodEnd: false });
    const now = deps.clock.now();
    const saved = await saveCompanySubscription(deps.db, companyId, {
      plan: 'EXPLORER',
      status: 'ACTIVE',
      period: null,
      typeCode: null,
      paymentType: 'FREE',
      currentPeriodStart: now,
      endDate: null,
      canceledAt: null,
      cancelAtPeriodEnd: false,
      scheduledPeriod: null,
      endReason: null,
      discountCode: null,
      discountEndsAt: null,
      gatewaySubscriptionId: null,
    });
    await enrolCompanyTeam(deps.db, saved.id, companyId, user.id, !row);
    return { confirmation: 'EXPLORER_STARTED', subscription: saved };
  });
}

/**
 * Spec §7 DELETE /subscriptions/{id}: a paid subscription runs to the end of the period it was
 * paid for, then ends; anything else (trial, past due, free plan, Explorer) stops at once.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  user: UserRow,
  subscriptionId: number,
): Promise<ChangeResult> {
  const { own } = await ownSubscription(deps, user, subscriptionId);
  return withCompanyLock(deps, own.companyId, async () => {
    const row = (await findCompanySubscription(deps.db, own.companyId)) ?? own;
    if (row.status === 'ENDED' || row.status === 'INACTIVE' || row.cancelAtPeriodEnd) throw stateChanged();
    const now = deps.clock.now();
    if (isPaidInForce(row)) {
      if (row.gatewaySubscriptionId) await deps.gateway.cancel(row.gatewaySubscriptionId, { atPeriodEnd: true });
      const subscription = await updateSubscription(deps.db, row.id, { cancelAtPeriodEnd: true, canceledAt: now });
      await deps.announce(SUBSCRIPTION_CANCELED_JOB, { companyId: row.companyId });
      return { confirmation: 'SUBSCRIPTION_DEACTIVATED', subscription };
    }
    if (row.gatewaySubscriptionId) await deps.gateway.cancel(row.gatewaySubscriptionId, { atPeriodEnd: false });
    const subscription = await updateSubscription(deps.db, row.id, {
      status: 'INACTIVE',
      endReason: 'CANCELED',
      canceledAt: now,
      endDate: now,
      scheduledPeriod: null,
    });
    await deps.announce(SUBSCRIPTION_CANCELED_JOB, { companyId: row.companyId });
    return { confirmation: 'SUBSCRIPTION_DEACTIVATED', subscription };
  });
}

/**
 * Spec §7 PUT /subscriptions/{id}/options: the billing period. During a trial it is the period
 * the trial converts to; otherwise it takes effect at the next renewal (no proration). With a
 * gateway that bills renewals (Stripe) its subscription moves to the new price.
 */
export async function changePeriod(
  deps: BillingDeps,
  user: UserRow,
  subscriptionId: number,
  period: Period,
): Promise<ChangeResult> {
  const { own } = await ownSubscription(deps, user, subscriptionId);
  return withCompanyLock(deps, own.companyId, async () => {
    const row = (await findCompanySubscription(deps.db, own.companyId)) ?? own;
    const open = row.status === 'ACTIVE' || row.status === 'TRIALING' || row.status === 'PAST_DUE';
    if (row.plan !== 'INNOVATOR' || !row.typeCode || !open)
      throw validation('period', 'Only an Innovator subscription in force has a billing period to change.');
    if (row.gatewaySubscriptionId && deps.gateway.billsRenewals) {
      await deps.gateway.changePrice(row.gatewaySubscriptionId, await deps.gateway.priceId(row.typeCode, period));
    }
    const changes =
      row.status === 'TRIALING' || row.period === period
        ? { period, scheduledPeriod: null }
        : { scheduledPeriod: period };
    return { confirmation: 'INNOVATOR_UPDATED', subscription: await updateSubscription(deps.db, row.id, changes) };
  });
}
