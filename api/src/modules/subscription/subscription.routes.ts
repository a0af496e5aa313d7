import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from './billing/billing.context.js';
import { offeredCodes, planText, isFreeCode } from './subscription.catalog.js';
import { currentDto, detailsDto, NO_SUBSCRIPTION } from './subscription.dto.js';
import { priceCents } from './subscription.prices.js';
import { listCompanyTrials } from './subscription.repository.js';
import {
  CurrentSubscriptionDto,
  OptionDto,
  OptionsQuery,
  SubscriptionCatalogDto,
  SubscriptionDetailsDto,
  SubscriptionTermsDto,
  TrialDto,
} from './subscription.schemas.js';
import { GRACE_DAYS, TRIAL_DAYS, TRIAL_REMINDER_DAYS } from './subscription.lifecycle.js';
import { PERIODS, TYPE_CODES } from './subscription.table.js';
import { loadView } from './subscription.view.js';
import { describePlans } from './subscription.plans.js';

const tags = ['subscription'];

/** The current subscription, its details and trials, the options on sale and the terms (spec §7). */
export async function subscriptionRoutes(app: ApiInstance): Promise<void> {
  // Every module's plan lines, collected once: the descriptors do not change while the api runs.
  const plans = describePlans(app.modules);
  const deps = billingDeps(app);

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
    '/v1/subscriptions/catalog',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "The tiers' names and what each includes and holds back",
        response: { 200: SubscriptionCatalogDto },
      },
    },
    async () => ({ explorer: plans.EXPLORER, innovator: plans.INNOVATOR }),
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
}
