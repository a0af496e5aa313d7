import { Type } from 'typebox';
import { ApiError } from '../../../../errors.js';
import type { ApiInstance } from '../../../../http/types.js';
import type { BillingDeps } from '../billing.context.js';
import { handleStripeEvent } from './stripe.events.js';
import { verifyStripeSignature } from './stripe.signature.js';
import type { StripeEvent } from './stripe.types.js';

/**
 * `POST /v1/subscriptions/webhooks/stripe`: Stripe's events, verified against the raw body and
 * STRIPE_WEBHOOK_SECRET before anything is read from them. Public (Stripe has no token); a
 * forged or replayed event is a 400. While another change holds the company the answer is a
 * 409, so Stripe delivers the event again later.
 */
export async function stripeWebhookRoutes(app: ApiInstance, deps: BillingDeps): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/v1/subscriptions/webhooks/stripe',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['subscription'],
        summary: 'Stripe webhook events (signature verified)',
        body: Type.Unknown({
          description: 'A Stripe event, verified against the raw body with the Stripe-Signature header.',
        }),
        response: { 200: Type.Object({ received: Type.Boolean(), outcome: Type.String() }) },
      },
    },
    async (request) => {
      const stripe = app.deps.payments?.stripe;
      if (!stripe?.webhookSecret) throw new ApiError(503, 503, 'Stripe webhooks are not configured.');
      const payload = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      if (
        !verifyStripeSignature(
          payload,
          Array.isArray(header) ? header[0] : header,
          stripe.webhookSecret,
          deps.clock.now(),
        )
      ) {
        throw new ApiError(400, 400, 'The webhook signature is not valid.');
      }
      let event: StripeEvent;
      try {
        event = JSON.parse(payload) as StripeEvent;
      } catch {
        throw new ApiError(400, 400, 'The request body is not valid JSON.');
      }
      const outcome = await handleStripeEvent(deps, stripe.client, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true, outcome };
    },
  );
}
