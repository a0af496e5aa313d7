import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import type { ApiInstance } from '../../http/types.js';
import { priceOf } from './subscription.prices.js';
import { findCompanySubscription, isBillingAdmin, listCompanyTrials } from './subscription.repository.js';
import { CurrentSubscriptionDto, SubscriptionDetailsDto, TrialDto } from './subscription.schemas.js';

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

export async function subscriptionRoutes(app: ApiInstance): Promise<void> {
  const current = async (companyId: number | null, userId: number) => {
    const subscription = companyId === null ? undefined : await findCompanySubscription(app.deps.db, companyId);
    if (!subscription) return { subscription, dto: { id: null, plan: 'NONE' as const, status: null, endDate: null, period: null, billingAdmin: false, typeCode: null } };
    const billingAdmin = await isBillingAdmin(app.deps.db, subscription.id, userId);
    const dto = {
      id: subscription.id,
      plan: subscription.plan,
      status: subscription.status,
      endDate: iso(subscription.endDate),
      period: subscription.period,
      billingAdmin,
      typeCode: subscription.typeCode,
    };
    return { subscription, dto };
  };

  app.get(
    '/v1/subscriptions/users/current',
    { config: { auth: 'user' }, schema: { tags: ['subscription'], summary: "The caller's company subscription", response: { 200: CurrentSubscriptionDto } } },
    async (request) => {
      const { user } = requireUser(request);
      return (await current(user.companyId, user.id)).dto;
    },
  );

  app.get(
    '/v1/subscriptions/users/current/details',
    { config: { auth: 'user' }, schema: { tags: ['subscription'], summary: 'The current subscription with billing details', response: { 200: SubscriptionDetailsDto } } },
    async (request) => {
      const { user } = requireUser(request);
      const { subscription, dto } = await current(user.companyId, user.id);
      const trials = user.companyId === null ? [] : await listCompanyTrials(app.deps.db, user.companyId);
      return {
        ...dto,
        companyId: user.companyId,
        paymentType: subscription?.paymentType ?? 'NONE',
        currentPeriodStart: iso(subscription?.currentPeriodStart),
        canceledAt: iso(subscription?.canceledAt),
        trialEndDate: iso(trials[0]?.endDate),
        price: subscription && subscription.plan === 'INNOVATOR' ? priceOf(subscription.typeCode, subscription.period) : null,
      };
    },
  );

  app.get(
    '/v1/subscriptions/users/trials',
    { config: { auth: 'user' }, schema: { tags: ['subscription'], summary: "The free trials of the caller's company", response: { 200: Type.Array(TrialDto) } } },
    async (request) => {
      const { user } = requireUser(request);
      if (user.companyId === null) return [];
      const now = app.deps.clock.now();
      const trials = await listCompanyTrials(app.deps.db, user.companyId);
      return trials.map((t) => ({ id: t.id, typeCode: t.typeCode, startDate: t.startDate.toISOString(), endDate: t.endDate.toISOString(), active: t.endDate > now }));
    },
  );
}
