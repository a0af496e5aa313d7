import { recordCharge } from '../billing.payments.js';
import { type BillingDeps, withCompanyLock } from '../billing.context.js';
import {
  findByGatewaySubscriptionId,
  updateSubscription,
  type SubscriptionChanges,
} from '../../subscription.repository.js';
import { SUBSCRIPTION_CANCELED_JOB } from '../../subscription.credits.js';
import type { SubscriptionRow, SubscriptionStatus } from '../../subscription.table.js';
import type { StripeClient } from './stripe.client.js';
import { invoiceCharge } from './stripe.gateway.js';
import type { StripeCheckoutSession, StripeEvent, StripeInvoice, StripeSubscription } from './stripe.types.js';

const STATUSES: Record<StripeSubscription['status'], SubscriptionStatus> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  canceled: 'ENDED',
  incomplete: 'NEW',
  incomplete_expired: 'ENDED',
  paused: 'INACTIVE',
};

const instant = (seconds: number): Date => new Date(seconds * 1000);

export type EventOutcome = 'handled' | 'ignored';

/** Runs `apply` on the domain subscription a Stripe subscription id stands for, under the company lock. */
async function onSubscription(
  deps: BillingDeps,
  gatewaySubscriptionId: string | null,
  apply: (row: SubscriptionRow) => Promise<void>,
): Promise<EventOutcome> {
  const row = gatewaySubscriptionId ? await findByGatewaySubscriptionId(deps.db, gatewaySubscriptionId) : undefined;
  if (!row) return 'ignored';
  await withCompanyLock(deps, row.companyId, async () =>
    apply((await findByGatewaySubscriptionId(deps.db, row.gatewaySubscriptionId as string)) ?? row),
  );
  return 'handled';
}

async function invoiceEvent(deps: BillingDeps, event: StripeEvent, paid: boolean): Promise<EventOutcome> {
  const invoice = event.data.object as unknown as StripeInvoice;
  const line = invoice.lines.data[0];
  // A trial's $0 invoice is no payment.
  if (!line || (paid && invoice.amount_paid === 0)) return 'ignored';
  return onSubscription(deps, invoice.subscription, async (row) => {
    const price = line.price ? await deps.gateway.resolvePrice(line.price.id) : null;
    const code = price?.code ?? row.typeCode;
    const period = price?.interval ?? row.period ?? 'YEAR';
    const start = instant(line.period.start);
    const end = instant(line.period.end);
    const discountCents = (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
    if (code) {
      // A failed attempt gets its own id: the same invoice may be paid later and must be recorded then too.
      const outcome = paid
        ? invoiceCharge(invoice)
        : {
            ok: false as const,
            gatewayPaymentId: `${invoice.id}#${event.id}`,
            failureMessage: invoice.last_finalization_error?.message ?? 'The renewal payment failed.',
            card: null,
          };
      await recordCharge(deps, {
        companyId: row.companyId,
        subscriptionId: row.id,
        gateway: 'STRIPE',
        code,
        period,
        periodStart: start,
        periodEnd: end,
        discountCode: row.discountCode,
        discountCents,
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        outcome,
        at: instant(event.created),
      });
    }
    const changes: SubscriptionChanges = paid
      ? {
          status: 'ACTIVE',
          paymentType: 'PAID',
          currentPeriodStart: start,
          endDate: end,
          endReason: null,
          period,
          typeCode: code,
        }
      : { status: 'PAST_DUE', currentPeriodStart: start, endDate: end, period };
    await updateSubscription(deps.db, row.id, changes);
  });
}

async function subscriptionEvent(deps: BillingDeps, event: StripeEvent, deleted: boolean): Promise<EventOutcome> {
  const subscription = event.data.object as unknown as StripeSubscription;
  return onSubscription(deps, subscription.id, async (row) => {
    // The customer cancelled at once here: the domain already says so.
    if (row.status === 'INACTIVE') return;
    if (deleted || subscription.status === 'canceled') {
      const endReason =
        row.status === 'TRIALING' ? 'TRIAL_ENDED' : row.status === 'PAST_DUE' ? 'PAYMENT_FAILED' : 'CANCELED';
      await updateSubscription(deps.db, row.id, { status: 'ENDED', endReason, endDate: instant(event.created) });
      await deps.announce(SUBSCRIPTION_CANCELED_JOB, { companyId: row.companyId });
      return;
    }
    // Cancelled at the period's end in Stripe's portal: stamped and announced like a cancel here.
    const canceledNow = subscription.cancel_at_period_end && !row.cancelAtPeriodEnd;
    const status = STATUSES[subscription.status];
    const price = subscription.items.data[0]?.price.id;
    const resolved = price ? await deps.gateway.resolvePrice(price) : null;
    await updateSubscription(deps.db, row.id, {
      status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodStart: instant(subscription.current_period_start),
      endDate:
        status === 'TRIALING' && subscription.trial_end
          ? instant(subscription.trial_end)
          : instant(subscription.current_period_end),
      ...(resolved ? { typeCode: resolved.code, period: resolved.interval } : {}),
      ...(canceledNow ? { canceledAt: instant(event.created) } : {}),
    });
    if (canceledNow) await deps.announce(SUBSCRIPTION_CANCELED_JOB, { companyId: row.companyId });
  });
}

/** Checkout in setup mode finished: its card becomes the customer's default for invoices. */
async function cardSaved(client: StripeClient, event: StripeEvent): Promise<EventOutcome> {
  const session = event.data.object as unknown as StripeCheckoutSession;
  if (session.mode !== 'setup' || !session.setup_intent || !session.customer) return 'ignored';
  const intent = await client.get<{ payment_method: string | null }>(
    `/v1/setup_intents/${encodeURIComponent(session.setup_intent)}`,
  );
  if (!intent.payment_method) return 'ignored';
  await client.post(`/v1/customers/${encodeURIComponent(session.customer)}`, {
    invoice_settings: { default_payment_method: intent.payment_method },
  });
  return 'handled';
}

/** Applies one verified Stripe event to the subscription domain; unknown types are ignored. */
export async function handleStripeEvent(
  deps: BillingDeps,
  client: StripeClient,
  event: StripeEvent,
): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
      return cardSaved(client, event);
    case 'invoice.paid':
      return invoiceEvent(deps, event, true);
    case 'invoice.payment_failed':
      return invoiceEvent(deps, event, false);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionEvent(deps, event, false);
    case 'customer.subscription.deleted':
      return subscriptionEvent(deps, event, true);
    default:
      return 'ignored';
  }
}
