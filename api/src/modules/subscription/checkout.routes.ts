import { requireUser } from '../../auth/auth.hooks.js';
import type { ApiInstance } from '../../http/types.js';
import type { UserRow } from '../user/index.js';
import type { BillingDeps } from './billing/billing.context.js';
import {
  ChangeResultDto,
  CreateSubscriptionBody,
  NoBody,
  PeriodBody,
  SubscriptionIdParams,
} from './billing/billing.schemas.js';
import type { PaymentRow } from './billing/billing.table.js';
import { paymentDto } from './billing/payment.dto.js';
import { cancelSubscription, changePeriod, chooseExplorer } from './subscription.changes.js';
import { type Confirmation, purchase } from './subscription.checkout.js';
import { detailsDto } from './subscription.dto.js';
import { loadView } from './subscription.view.js';

const tags = ['subscription'];

/** Purchase, Explorer, cancel and period change: each answers the confirmation to show and the subscription after it. */
export async function checkoutRoutes(app: ApiInstance, deps: BillingDeps): Promise<void> {
  const result = async (user: UserRow, confirmation: Confirmation, payment: PaymentRow | null = null) => ({
    confirmation,
    subscription: await detailsDto(deps, await loadView(deps, user)),
    payment: payment ? paymentDto(deps, payment) : null,
  });

  app.post(
    '/v1/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Buy an option: starts the 180-day trial once per company, else charges the card on file (Subscription_351, Subscription_400, 357, 405)',
        body: CreateSubscriptionBody,
        response: { 201: ChangeResultDto },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const done = await purchase(deps, user, request.body);
      request.log.info(
        { companyId: user.companyId, confirmation: done.confirmation, typeCode: done.subscription.typeCode },
        'subscription purchased',
      );
      return reply.code(201).send(await result(user, done.confirmation, done.payment));
    },
  );

  app.post(
    '/v1/subscriptions/explorer',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Switch the company to the free Explorer plan',
        body: NoBody,
        response: { 200: ChangeResultDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const done = await chooseExplorer(deps, user);
      return result(user, done.confirmation);
    },
  );

  app.delete(
    '/v1/subscriptions/:subscriptionId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Cancel: at the end of a paid period, at once otherwise',
        params: SubscriptionIdParams,
        response: { 200: ChangeResultDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const done = await cancelSubscription(deps, user, request.params.subscriptionId);
      request.log.info({ subscriptionId: request.params.subscriptionId }, 'subscription cancelled');
      return result(user, done.confirmation);
    },
  );

  app.put(
    '/v1/subscriptions/:subscriptionId/options',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Change the billing period (from the next renewal; at once in a trial)',
        params: SubscriptionIdParams,
        body: PeriodBody,
        response: { 200: ChangeResultDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const done = await changePeriod(deps, user, request.params.subscriptionId, request.body.period);
      return result(user, done.confirmation);
    },
  );
}
