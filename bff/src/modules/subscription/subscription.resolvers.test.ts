import { describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import type { ChangeResultDto } from './subscription.api.js';
import { buildDetails } from './subscription.testing.js';
import { useVendorAdmin, OPTIONS, VENDOR_MID } from './subscription.harness.js';

const s = useVendorAdmin();

describe('mySubscription', () => {
  it('maps the api details to the contract (codes, money, ids, dates)', async () => {
    const { data } = await s.h.gql(
      '{ mySubscription { id code name status price { amountCents currency } endDate daysLeft trialEligible canManageBilling subsidiaries { id } } }',
      {},
      { jar: s.admin },
    );
    expect(data).toEqual({
      mySubscription: {
        id: '7',
        code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
        name: 'Innovator for vendors (51-500 employees)',
        status: 'TRIALING',
        price: { amountCents: 320_000, currency: 'USD' },
        endDate: '2026-01-17T12:00:00.000Z',
        daysLeft: 3,
        trialEligible: false,
        canManageBilling: true,
        subsidiaries: [],
      },
    });
  });

  it('answers UNAUTHENTICATED when signed out', async () => {
    const { errors } = await s.h.gql('{ mySubscription { id } }', {}, { jar: new CookieJar() });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('subscriptionOfferings', () => {
  const QUERY =
    'query($t: CompanyRoleType) { subscriptionOfferings(companyType: $t) { companyType trialDays trialEligible canPurchase purchaseBlockedReason { code message } discounts { code } offerings { code name free monthly { priceId price { amountCents } } yearly { priceId interval } } } }';

  it("answers the given company type's plans to a visitor, who may not buy yet", async () => {
    const { data } = await s.h.gql(QUERY, { t: 'VENDOR' }, { jar: new CookieJar() });
    expect(data?.subscriptionOfferings).toMatchObject({
      companyType: 'VENDOR',
      trialDays: 180,
      trialEligible: true,
      canPurchase: false,
      purchaseBlockedReason: null,
      discounts: [],
    });
    expect(data?.subscriptionOfferings).toMatchObject({
      offerings: [
        {
          code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
          monthly: { priceId: OPTIONS[0]?.priceId, price: { amountCents: 30_000 } },
          yearly: { interval: 'YEAR' },
        },
      ],
    });
    expect(s.lastCall('GET', '/v1/subscriptions/options')?.url).toBe('/v1/subscriptions/options?companyType=Vendor');
  });

  it("uses the viewer's company type and band, whatever the argument", async () => {
    const { data } = await s.h.gql(QUERY, { t: 'SITE' }, { jar: s.admin });
    expect(data?.subscriptionOfferings).toMatchObject({
      companyType: 'VENDOR',
      canPurchase: true,
      trialEligible: false,
      discounts: [{ code: 'INAUGURAL_YEAR_DISCOUNT' }],
    });
    expect(s.lastCall('GET', '/v1/subscriptions/options')?.url).toBe(
      '/v1/subscriptions/options?companyType=Vendor&employeesBand=MID',
    );
  });

  it("explains with Subscription_351's message why a member may not buy", async () => {
    s.h.api.routes.on('get', '/subscriptions/users/current/details', () => [
      200,
      buildDetails({
        canManageBilling: false,
        billingAdmin: false,
        purchaseRefusal: {
          code: 'Subscription_351',
          message: 'Only your company administrator can purchase subscription.',
        },
      }),
    ]);
    const { data } = await s.h.gql(QUERY, {}, { jar: s.admin });
    expect(data?.subscriptionOfferings).toMatchObject({
      canPurchase: false,
      purchaseBlockedReason: {
        code: 'SUBSCRIPTION_ADMIN_ONLY',
        message: 'Only your company administrator can purchase subscription.',
      },
    });
  });
});

describe('chooseExplorer, cancelSubscription, changeSubscriptionPeriod, requestInvoice', () => {
  it('answers the confirmation of each change', async () => {
    const result = (confirmation: ChangeResultDto['confirmation']) => () =>
      [200, { confirmation, subscription: buildDetails({ plan: 'EXPLORER', typeCode: null }), payment: null }] as const;
    s.h.api.routes.on('post', '/subscriptions/explorer', result('EXPLORER_STARTED'));
    s.h.api.routes.on('delete', '/subscriptions/{subscriptionId}', result('SUBSCRIPTION_DEACTIVATED'));
    s.h.api.routes.on('put', '/subscriptions/{subscriptionId}/options', result('INNOVATOR_UPDATED'));
    s.h.api.routes.on('post', '/subscriptions/invoice', () => [201, { id: 1, createdAt: '2026-01-15T12:00:00.000Z' }]);
    const { data } = await s.h.gql(
      'mutation { a: chooseExplorer { confirmation subscription { plan code } } b: cancelSubscription(subscriptionId: "7") { confirmation } c: changeSubscriptionPeriod(subscriptionId: "7", period: MONTH) { confirmation } d: requestInvoice(text: "Invoice us") { requested errors { code } } }',
      {},
      { jar: s.admin },
    );
    expect(data).toEqual({
      a: { confirmation: 'EXPLORER_STARTED', subscription: { plan: 'EXPLORER', code: null } },
      b: { confirmation: 'SUBSCRIPTION_DEACTIVATED' },
      c: { confirmation: 'INNOVATOR_UPDATED' },
      d: { requested: true, errors: [] },
    });
    expect(JSON.parse(s.lastCall('PUT', '/v1/subscriptions/7/options')?.body ?? '{}')).toEqual({ period: 'MONTH' });
  });

  it("answers the api's conflict message when Explorer is refused, and a field error for a malformed id", async () => {
    s.h.api.routes.on('post', '/subscriptions/explorer', () => [
      409,
      {
        code: 'InnovatorActive',
        message: 'Your company already has an active Innovator subscription. Cancel it first.',
      },
    ]);
    const { data } = await s.h.gql(
      'mutation { a: chooseExplorer { confirmation errors { code message } } b: cancelSubscription(subscriptionId: "x1") { errors { code field } } }',
      {},
      { jar: s.admin },
    );
    expect(data).toEqual({
      a: {
        confirmation: null,
        errors: [
          { code: 'CONFLICT', message: 'Your company already has an active Innovator subscription. Cancel it first.' },
        ],
      },
      b: { errors: [{ code: 'BAD_USER_INPUT', field: 'subscriptionId' }] },
    });
  });
});

describe('Viewer.subscription', () => {
  it('carries the subscription id as an ID', async () => {
    s.h.api.subscriptions.set(1, {
      id: 7,
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      endDate: '2026-05-01T00:00:00+02:00',
      period: 'YEAR',
      billingAdmin: true,
      billingView: 'CONTENT',
      typeCode: VENDOR_MID,
      name: 'Innovator for vendors (51-500 employees)',
      inForce: true,
      reminder: null,
    });
    const { data } = await s.h.gql('{ viewer { subscription { id endDate } } }', {}, { jar: s.admin });
    expect(data).toEqual({ viewer: { subscription: { id: '7', endDate: '2026-04-30T22:00:00.000Z' } } });
  });
});
