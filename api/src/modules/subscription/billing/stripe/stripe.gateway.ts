import { planText } from '../../subscription.catalog.js';
import { DISCOUNTS } from '../../subscription.discounts.js';
import { DISCOUNT_CODES, type DiscountCode, type Period, type TypeCode } from '../../subscription.table.js';
import { type CardSummary, type ChargeOutcome, type PaymentGateway, withCardOutcome } from '../payment.gateway.js';
import { createStripeCatalog } from './stripe.catalog.js';
import { type StripeClient, StripeApiError } from './stripe.client.js';
import type {
  StripeCard,
  StripeCharge,
  StripeCheckoutSession,
  StripeCustomer,
  StripeInvoice,
  StripeList,
  StripePaymentIntent,
  StripePaymentMethod,
  StripePromotionCode,
  StripeSubscription,
} from './stripe.types.js';

export const toCard = (card: StripeCard | null | undefined): CardSummary | null =>
  card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null;

const chargeOf = (value: StripeCharge | string | null | undefined): StripeCharge | null =>
  value && typeof value === 'object' ? value : null;

/** A paid invoice as a successful charge (the invoice id is the payment id, so webhooks dedupe). */
export function invoiceCharge(invoice: StripeInvoice): ChargeOutcome {
  const charge = chargeOf(invoice.charge);
  return {
    ok: true,
    gatewayPaymentId: invoice.id,
    amountCents: invoice.amount_paid,
    receiptUrl: charge?.receipt_url ?? invoice.hosted_invoice_url,
    card: toCard(charge?.payment_method_details?.card),
  };
}

export interface StripeGatewayOptions {
  client: StripeClient;
  /** Create missing products, prices and coupons in Stripe on first use (STRIPE_CREATE_CATALOG). */
  createCatalog: boolean;
}

/**
 * The Stripe gateway over Stripe's REST API: customers, Checkout in setup mode as the card page,
 * the customer portal, prices found by lookup key (`<type code>_<month|year>`), coupons named by
 * discount code, promotion codes, and subscriptions that Stripe bills itself (webhooks report
 * renewals back: stripe.events.ts).
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const { client } = options;
  const catalog = createStripeCatalog(client, options.createCatalog);

  async function defaultPaymentMethod(customerId: string): Promise<StripePaymentMethod | null> {
    const customer = await client.get<StripeCustomer>(`/v1/customers/${encodeURIComponent(customerId)}`, {
      expand: ['invoice_settings.default_payment_method'],
    });
    const pm = customer.deleted ? null : customer.invoice_settings?.default_payment_method;
    return pm && typeof pm === 'object' ? pm : null;
  }

  function declined(error: unknown): ChargeOutcome {
    if (!(error instanceof StripeApiError) || !error.isCardError) throw error;
    const intent = (error.raw.payment_intent as { id?: string } | undefined)?.id ?? null;
    return { ok: false, gatewayPaymentId: intent, failureMessage: error.message, card: null };
  }

  return {
    kind: 'STRIPE',
    billsRenewals: true,
    async createCustomer({ email, name, companyId }) {
      const customer = await client.post<StripeCustomer>(
        '/v1/customers',
        { email, name, metadata: { company_id: companyId } },
        `customer-${companyId}-${email}`,
      );
      return { id: customer.id };
    },
    async getCustomer(customerId) {
      try {
        const customer = await client.get<StripeCustomer>(`/v1/customers/${encodeURIComponent(customerId)}`, {
          expand: ['invoice_settings.default_payment_method'],
        });
        if (customer.deleted) return null;
        const pm = customer.invoice_settings?.default_payment_method;
        return {
          id: customer.id,
          email: customer.email ?? '',
          card: pm && typeof pm === 'object' ? toCard(pm.card) : null,
        };
      } catch (error) {
        if (error instanceof StripeApiError && error.status === 404) return null;
        throw error;
      }
    },
    async cardPageUrl({ customerId, successUrl, cancelUrl }) {
      const session = await client.post<StripeCheckoutSession>('/v1/checkout/sessions', {
        mode: 'setup',
        customer: customerId,
        currency: 'usd',
        payment_method_types: ['card'],
        success_url: withCardOutcome(successUrl, 'saved'),
        cancel_url: withCardOutcome(cancelUrl, 'canceled'),
      });
      if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
      return session.url;
    },
    async portalUrl({ customerId, successUrl }) {
      const session = await client.post<{ url: string }>('/v1/billing_portal/sessions', {
        customer: customerId,
        return_url: withCardOutcome(successUrl, 'saved'),
      });
      return session.url;
    },
    priceId: (code: TypeCode, interval: Period) => catalog.priceId(code, interval),
    resolvePrice: (priceId) => catalog.resolvePrice(priceId),
    async findPromotionCode(code) {
      const list = await client.get<StripeList<StripePromotionCode>>('/v1/promotion_codes', {
        code: code.trim().toUpperCase(),
        active: true,
        limit: 1,
      });
      const found = list.data[0];
      const couponId = DISCOUNT_CODES.find((c) => c === found?.coupon.id);
      return found && couponId ? { id: found.id, code: found.code.toUpperCase(), couponId } : null;
    },
    async subscribe(input) {
      if (input.couponId && !input.promotionCodeId)
        await catalog.ensureCoupon(input.couponId, DISCOUNTS[input.couponId as DiscountCode]);
      const discount = input.promotionCodeId
        ? { promotion_code: input.promotionCodeId }
        : input.couponId
          ? { coupon: input.couponId }
          : {};
      const common = {
        ...discount,
        payment_behavior: 'error_if_incomplete',
        expand: ['latest_invoice.charge'],
        metadata: { type_code: input.code, name: planText(input.code).name },
      };
      let subscription: StripeSubscription;
      try {
        if (input.replaces) {
          const current = await client.get<StripeSubscription>(
            `/v1/subscriptions/${encodeURIComponent(input.replaces)}`,
          );
          const item = current.items.data[0];
          subscription = await client.post<StripeSubscription>(
            `/v1/subscriptions/${encodeURIComponent(input.replaces)}`,
            {
              ...common,
              items: [{ id: item?.id, price: input.priceId }],
              proration_behavior: 'none',
              billing_cycle_anchor: 'now',
              trial_end: current.status === 'trialing' ? 'now' : undefined,
            },
            input.idempotencyKey,
          );
        } else {
          const trial = input.trialEnd
            ? {
                trial_end: Math.floor(input.trialEnd.getTime() / 1000),
                trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
                payment_behavior: 'default_incomplete',
              }
            : {};
          subscription = await client.post<StripeSubscription>(
            '/v1/subscriptions',
            { ...common, customer: input.customerId, items: [{ price: input.priceId }], ...trial },
            input.idempotencyKey,
          );
        }
      } catch (error) {
        return { gatewaySubscriptionId: null, charge: declined(error) };
      }
      if (subscription.status === 'trialing') return { gatewaySubscriptionId: subscription.id, charge: null };
      const invoice =
        subscription.latest_invoice && typeof subscription.latest_invoice === 'object'
          ? subscription.latest_invoice
          : null;
      const paid = subscription.status === 'active' && invoice?.status === 'paid';
      const charge: ChargeOutcome =
        paid && invoice
          ? invoiceCharge(invoice)
          : {
              ok: false,
              gatewayPaymentId: invoice?.id ?? null,
              failureMessage: invoice?.last_finalization_error?.message ?? 'The first payment did not go through.',
              card: null,
            };
      return { gatewaySubscriptionId: subscription.id, charge };
    },
    async charge({ customerId, amountCents, description, idempotencyKey }) {
      const pm = await defaultPaymentMethod(customerId);
      if (!pm) return { ok: false, gatewayPaymentId: null, failureMessage: 'No card on file.', card: null };
      try {
        const intent = await client.post<StripePaymentIntent>(
          '/v1/payment_intents',
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: pm.id,
            off_session: true,
            confirm: true,
            description,
            expand: ['latest_charge'],
          },
          idempotencyKey,
        );
        const charge = chargeOf(intent.latest_charge);
        if (intent.status !== 'succeeded')
          return {
            ok: false,
            gatewayPaymentId: intent.id,
            failureMessage: 'The payment did not go through.',
            card: toCard(pm.card),
          };
        return {
          ok: true,
          gatewayPaymentId: intent.id,
          amountCents: intent.amount_received,
          receiptUrl: charge?.receipt_url ?? null,
          card: toCard(pm.card),
        };
      } catch (error) {
        return declined(error);
      }
    },
    async changePrice(gatewaySubscriptionId, priceId) {
      const current = await client.get<StripeSubscription>(
        `/v1/subscriptions/${encodeURIComponent(gatewaySubscriptionId)}`,
      );
      await client.post(`/v1/subscriptions/${encodeURIComponent(gatewaySubscriptionId)}`, {
        items: [{ id: current.items.data[0]?.id, price: priceId }],
        proration_behavior: 'none',
      });
    },
    async cancel(gatewaySubscriptionId, { atPeriodEnd }) {
      const path = `/v1/subscriptions/${encodeURIComponent(gatewaySubscriptionId)}`;
      if (atPeriodEnd) await client.post(path, { cancel_at_period_end: true });
      else await client.del(path);
    },
  };
}
