import type { FastifyError } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import type { ApiInstance } from '../../http/types.js';
import { handleError } from '../../http/error-handler.js';
import { createLocalGateway } from '../billing/local/local.gateway.js';
import { GatewayUnavailableError } from '../billing/payment.gateway.js';
import { localPaymentRoutes } from '../billing/local/local.routes.js';
import { stripeWebhookRoutes } from '../billing/stripe/stripe.webhook.routes.js';
import { billingRoutes } from '../billing/billing.routes.js';
import type { BillingDeps } from '../billing/billing.context.js';
import { checkoutRoutes } from './checkout.routes.js';
import { offeredCodes, planText, isFreeCode } from './subscription.catalog.js';
import { currentDto, detailsDto, NO_SUBSCRIPTION } from './subscription.dto.js';
import { priceCents } from './subscription.prices.js';
import { listCompanyTrials } from './subscription.repository.js';
import {
  CurrentSubscriptionDto,
  OptionDto,
  OptionsQuery,
  SubscriptionDetailsDto,
  SubscriptionTermsDto,
  TrialDto,
} from './subscription.schemas.js';
import { GRACE_DAYS, TRIAL_DAYS, TRIAL_REMINDER_DAYS } from './subscription.lifecycle.js';
import { PERIODS, TYPE_CODES } from './subscription.table.js';
import { loadView } from './subscription.view.js';
import { subsidiaryRoutes } from './subsidiary.routes.js';
import { teamRoutes } from '../team/team.routes.js';

const DEFAULT_BILLING_EMAIL = 'billing@trialbridge.example';

/** The subscription domain's dependencies, from the app's (the LOCAL gateway unless one is given). */
export function billingDeps(app: ApiInstance): BillingDeps {
  const { db, clock, mailer, publicUrl, apiSecret } = app.deps;
  const payments = app.deps.payments;
  return {
    db,
    clock,
    mailer,
    publicUrl,
    apiSecret,
    gateway: payments?.gateway ?? createLocalGateway({ db, clock, publicUrl }),
    billingEmail: payments?.billingEmail ?? DEFAULT_BILLING_EMAIL,
    log: app.log,
  };
}

const tags = ['subscription'];

/** Every subscription call of spec §7 (under /v1), the local gateway's pages and the Stripe webhook. */
export async function subscriptionRoutes(app: ApiInstance): Promise<void> {
  const deps = billingDeps(app);
  // The gateway being away is the catalogue's 501 (the bff words it), not an anonymous 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof GatewayUnavailableError)) return handleError(error, request, reply);
    request.log.error({ err: error }, 'payment gateway unavailable');
    return reply
      .status(502)
      .send({ code: 501, message: 'The payment service could not complete your request. Please try again later.' });
  });

  app.get(
    '/v1/subscriptions/users/current',
    {
      config: { auth: 'user' },
      schema: { tags, summary: "The caller's company subscription", response: { 200: CurrentSubscriptionDto } },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (user.companyId === null) return NO_SUBSCRIPTION;
      return currentDto(await loadView(deps, user), deps.clock.now());
    },
  );

  app.get(
    '/v1/subscriptions/terms',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'The trial, grace and reminder rules', response: { 200: SubscriptionTermsDto } },
    },
    async () => ({ trialDays: TRIAL_DAYS, gracePeriodDays: GRACE_DAYS, trialReminderDays: TRIAL_REMINDER_DAYS }),
  );

  app.get(
    '/v1/subscriptions/users/current/details',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The current subscription with billing details',
        response: { 200: SubscriptionDetailsDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return detailsDto(deps, await loadView(deps, user));
    },
  );

  app.get(
    '/v1/subscriptions/users/trials',
    {
      config: { auth: 'user' },
      schema: { tags, summary: "The free trials of the caller's company", response: { 200: Type.Array(TrialDto) } },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (user.companyId === null) return [];
      const now = deps.clock.now();
      const trials = await listCompanyTrials(deps.db, user.companyId);
      return trials.map((t) => ({
        id: t.id,
        typeCode: t.typeCode,
        startDate: t.startDate.toISOString(),
        endDate: t.endDate.toISOString(),
        active: t.endDate > now,
      }));
    },
  );

  app.get(
    '/v1/subscriptions/options',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Subscription options with prices (filter by company type and band, interval, code)',
        querystring: OptionsQuery,
        response: { 200: Type.Array(OptionDto) },
      },
    },
    async (request) => {
      const { companyType, employeesBand, interval, code } = request.query;
      const codes = companyType
        ? offeredCodes({ roleType: companyType, employeesBand: employeesBand ?? null })
        : [...TYPE_CODES];
      const wanted = code && code.length > 0 ? codes.filter((c) => code.includes(c)) : codes;
      const intervals = interval ? [interval] : PERIODS;
      return Promise.all(
        wanted.flatMap((c) =>
          intervals.map(async (i) => ({
            priceId: await deps.gateway.priceId(c, i),
            code: c,
            interval: i,
            amountCents: priceCents(c, i),
            currency: 'USD' as const,
            ...planText(c),
            free: isFreeCode(c),
          })),
        ),
      );
    },
  );

  await app.register(async (scope) => checkoutRoutes(scope, deps));
  await app.register(async (scope) => billingRoutes(scope, deps));
  await app.register(async (scope) => teamRoutes(scope, deps));
  await app.register(async (scope) => subsidiaryRoutes(scope, deps));
  await app.register(localPaymentRoutes);
  await app.register(async (scope) => stripeWebhookRoutes(scope, deps));
}
