import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/database.js';
import { createLocalGateway } from './local/local.gateway.js';
import type { PaymentGateway } from './payment.gateway.js';
import { createStripeClient, type StripeClient } from './stripe/stripe.client.js';
import { createStripeGateway } from './stripe/stripe.gateway.js';

declare module '../../../http/types.js' {
  interface FeatureDeps {
    /** The payment gateway and billing settings; unset = the built-in LOCAL gateway. */
    payments?: PaymentsConfig;
  }
}

/** The payment settings routes read (AppDeps.payments). */
export interface PaymentsConfig {
  gateway: PaymentGateway;
  /** Where invoice requests are mailed (BILLING_EMAIL). */
  billingEmail?: string;
  /** Set with the Stripe gateway: the webhook route needs the client and the endpoint secret. */
  stripe?: { client: StripeClient; webhookSecret: string | undefined };
}

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * Chooses the gateway from the environment:
 * - STRIPE_SECRET_KEY: set (sk_test_… or sk_live_…) to use Stripe; unset = the built-in LOCAL gateway.
 * - STRIPE_WEBHOOK_SECRET: the webhook endpoint's signing secret (whsec_…) for
 *   POST /v1/subscriptions/webhooks/stripe; without it the route answers 503.
 * - STRIPE_API_URL (https://api.stripe.com): another Stripe-compatible server (e.g. stripe-mock).
 * - STRIPE_CREATE_CATALOG (true): create missing products, prices (lookup keys
 *   `<type code>_<month|year>`) and coupons (ids = discount codes) on first use.
 * - BILLING_EMAIL (billing@trialbridge.example): where invoice requests are mailed.
 */
export function loadPaymentsConfig(env: Env, deps: { db: Db; clock: Clock; publicUrl: string }): PaymentsConfig {
  const billingEmail = text(env, 'BILLING_EMAIL');
  const secretKey = text(env, 'STRIPE_SECRET_KEY');
  if (!secretKey) return { gateway: createLocalGateway(deps), ...(billingEmail ? { billingEmail } : {}) };
  if (!/^(sk|rk)_(test|live)_/.test(secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)');
  const client = createStripeClient({ secretKey, apiUrl: text(env, 'STRIPE_API_URL') });
  const createCatalog = (text(env, 'STRIPE_CREATE_CATALOG') ?? 'true').toLowerCase() !== 'false';
  return {
    gateway: createStripeGateway({ client, createCatalog }),
    ...(billingEmail ? { billingEmail } : {}),
    stripe: { client, webhookSecret: text(env, 'STRIPE_WEBHOOK_SECRET') },
  };
}
