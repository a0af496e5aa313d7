import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { buildDetails, buildOption, buildPayment, paidResult } from './subscription.testing.js';

const VENDOR_MID = 'innovator_cro_technology_service_provider_mid';
const OPTIONS = [buildOption(VENDOR_MID, 'MONTH', 30_000), buildOption(VENDOR_MID, 'YEAR', 320_000)];

let h: Harness;
let admin: CookieJar;
const calls = (method: string, path: string) =>
  h.api.server.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
const lastCall = (method: string, path: string) => calls(method, path).at(-1);

beforeAll(async () => {
  h = await startHarness({ users: [buildUser({ id: 1, email: 'vendor.admin@demo.test', role: 'COMPANY_ADMIN' })] });
  admin = new CookieJar();
  await h.signIn('vendor.admin@demo.test', { jar: admin });
});
afterAll(() => h.close());
beforeEach(() => {
  h.api.routes.clear();
  h.api.publicRoutes.clear();
  h.api.routes.set('GET /v1/subscriptions/users/current/details', () => [200, buildDetails()]);
  h.api.publicRoutes.set('GET /v1/subscriptions/options', () => [200, OPTIONS]);
  h.api.routes.set('GET /v1/subscriptions/coupons', () => [
    200,
    [
      {
        id: 'inaugural_year_discount',
        code: 'inaugural_year_discount',
        name: 'Inaugural year',
        percentOff: 20,
        duration: 'FIRST_YEAR',
        couponId: 'inaugural_year_discount',
        selected: true,
      },
    ],
  ]);
});

describe('mySubscription', () => {
  it('maps the api details to the contract (codes, money, ids, dates)', async () => {
    const { data } = await h.gql(
      '{ mySubscription { id code name status price { amountCents currency } endDate daysLeft trialEligible canManageBilling subsidiaries { id } } }',
      {},
      { jar: admin },
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
    const { errors } = await h.gql('{ mySubscription { id } }', {}, { jar: new CookieJar() });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('subscriptionOfferings', () => {
  const QUERY =
    'query($t: CompanyRoleType) { subscriptionOfferings(companyType: $t) { companyType trialDays trialEligible canPurchase purchaseBlockedReason { code message } discounts { code } offerings { code name free monthly { priceId price { amountCents } } yearly { priceId interval } } } }';

  it("answers the given company type's plans to a visitor, who may not buy yet", async () => {
    const { data } = await h.gql(QUERY, { t: 'VENDOR' }, { jar: new CookieJar() });
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
    expect(lastCall('GET', '/v1/subscriptions/options')?.url).toBe('/v1/subscriptions/options?companyType=Vendor');
  });

  it("uses the viewer's company type and band, whatever the argument", async () => {
    const { data } = await h.gql(QUERY, { t: 'SITE' }, { jar: admin });
    expect(data?.subscriptionOfferings).toMatchObject({
      companyType: 'VENDOR',
      canPurchase: true,
      trialEligible: false,
      discounts: [{ code: 'INAUGURAL_YEAR_DISCOUNT' }],
    });
    expect(lastCall('GET', '/v1/subscriptions/options')?.url).toBe(
      '/v1/subscriptions/options?companyType=Vendor&employeesBand=MID',
    );
  });

  it("explains with Subscription_351's message why a member may not buy", async () => {
    h.api.routes.set('GET /v1/subscriptions/users/current/details', () => [
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
    const { data } = await h.gql(QUERY, {}, { jar: admin });
    expect(data?.subscriptionOfferings).toMatchObject({
      canPurchase: false,
      purchaseBlockedReason: {
        code: 'SUBSCRIPTION_ADMIN_ONLY',
        message: 'Only your company administrator can purchase subscription.',
      },
    });
  });
});

describe('createSubscription', () => {
  const BUY =
    'mutation($input: CreateSubscriptionInput!) { createSubscription(input: $input) { confirmation subscription { status period } payment { id amount { amountCents } discountAmount { amountCents } card { last4 } receiptUrl } errors { code field message } } }';

  it('buys the chosen option and answers PAYMENT_RECEIVED with the payment', async () => {
    h.api.routes.set('POST /v1/subscriptions', () => [201, paidResult()]);
    const { data } = await h.gql(
      BUY,
      { input: { priceId: OPTIONS[1]?.priceId, couponId: 'inaugural_year_discount' } },
      { jar: admin },
    );
    expect(data?.createSubscription).toEqual({
      confirmation: 'PAYMENT_RECEIVED',
      subscription: { status: 'ACTIVE', period: 'YEAR' },
      payment: {
        id: '31',
        amount: { amountCents: 256_000 },
        discountAmount: { amountCents: 64_000 },
        card: { last4: '4242' },
        receiptUrl: 'http://127.0.0.1:4000/payments/local/receipts/31.abc',
      },
      errors: [],
    });
    expect(JSON.parse(lastCall('POST', '/v1/subscriptions')?.body ?? '{}')).toEqual({
      priceId: OPTIONS[1]?.priceId,
      couponId: 'inaugural_year_discount',
      promotionCode: null,
    });
  });

  it.each([
    ['SCOPE2025MID', 'mid'],
    [' scope2025large ', 'large'],
    ['SCOPE2025SMALL', 'small'],
  ] as const)('substitutes the yearly vendor option for %s', async (promotionCode, size) => {
    const code = `innovator_cro_technology_service_provider_${size}` as const;
    h.api.publicRoutes.set('GET /v1/subscriptions/options', (_r, url) => [
      200,
      url.searchParams.get('code') === code && url.searchParams.get('interval') === 'YEAR'
        ? [buildOption(code, 'YEAR', 1)]
        : [],
    ]);
    h.api.routes.set('POST /v1/subscriptions', () => [201, paidResult()]);
    await h.gql(BUY, { input: { priceId: 'price_local_innovator_site_month', promotionCode } }, { jar: admin });
    expect(JSON.parse(lastCall('POST', '/v1/subscriptions')?.body ?? '{}')).toEqual({
      priceId: `price_local_${code}_year`,
      couponId: null,
      promotionCode: promotionCode.trim(),
    });
  });

  it('keeps the chosen price for other promotion codes', async () => {
    h.api.routes.set('POST /v1/subscriptions', () => [201, paidResult()]);
    const before = calls('GET', '/v1/subscriptions/options').length;
    await h.gql(
      BUY,
      { input: { priceId: 'price_local_innovator_site_month', promotionCode: 'SCOPE2025' } },
      { jar: admin },
    );
    expect(JSON.parse(lastCall('POST', '/v1/subscriptions')?.body ?? '{}')).toMatchObject({
      priceId: 'price_local_innovator_site_month',
      promotionCode: 'SCOPE2025',
    });
    expect(calls('GET', '/v1/subscriptions/options')).toHaveLength(before);
  });

  it.each([
    [405, 'CARD_NOT_VALID', 'Your card is not valid. Please use another card.'],
    [357, 'CARD_NOT_ADDED', 'Your card could not be added. Please check the details and try again.'],
  ])('answers FAILED_TO_SUBSCRIBE when the api says %s', async (code, errorCode, message) => {
    h.api.routes.set('POST /v1/subscriptions', () => [402, { code, message: 'upstream words' }]);
    const { data } = await h.gql(BUY, { input: { priceId: 'p' } }, { jar: admin });
    expect(data?.createSubscription).toEqual({
      confirmation: 'FAILED_TO_SUBSCRIBE',
      subscription: { status: 'TRIALING', period: null },
      payment: null,
      errors: [{ code: errorCode, field: null, message }],
    });
  });

  it.each([
    [403, 'Subscription_351', 'SUBSCRIPTION_ADMIN_ONLY', 'Only your company administrator can purchase subscription.'],
    [400, 'Subscription_400', 'SUBSCRIPTION_COMPANY_TYPE', "Your company type can't purchase this subscription."],
    [409, 'AlreadySubscribed', 'CONFLICT', 'Your company already has this subscription.'],
  ])('answers a payload error when the api refuses with %s %s', async (status, code, errorCode, message) => {
    h.api.routes.set('POST /v1/subscriptions', () => [status, { code, message }]);
    const { data } = await h.gql(BUY, { input: { priceId: 'p' } }, { jar: admin });
    expect(data?.createSubscription).toEqual({
      confirmation: null,
      subscription: null,
      payment: null,
      errors: [{ code: errorCode, field: null, message }],
    });
  });

  it('names the field of a validation error', async () => {
    h.api.routes.set('POST /v1/subscriptions', () => [
      400,
      {
        code: 400,
        message: 'This promotion code is not valid.',
        details: [{ field: 'promotionCode', message: 'This promotion code is not valid.' }],
      },
    ]);
    const { data } = await h.gql(BUY, { input: { priceId: 'p', promotionCode: 'NOPE' } }, { jar: admin });
    expect(data?.createSubscription).toMatchObject({
      errors: [{ code: 'BAD_USER_INPUT', field: 'promotionCode', message: 'This promotion code is not valid.' }],
    });
  });
});

describe('startCardSetup', () => {
  const START =
    'mutation($input: StartCardSetupInput!) { startCardSetup(input: $input) { url errors { code field message } } }';

  it('creates the missing customer, then answers the card page URL the api sent as text', async () => {
    h.api.routes.set('POST /v1/subscriptions/customers', () => [
      201,
      { id: 'cus_local_1', email: 'vendor.admin@demo.test', card: null },
    ]);
    h.api.routes.set(
      'GET /v1/subscriptions/customers/cards-management',
      () => 'http://127.0.0.1:4000/payments/local/cards/abc',
    );
    const { data } = await h.gql(
      START,
      { input: { returnPath: '/subscriptions?priceId=p#offerings' } },
      { jar: admin },
    );
    expect(data?.startCardSetup).toEqual({ url: 'http://127.0.0.1:4000/payments/local/cards/abc', errors: [] });
    expect(calls('POST', '/v1/subscriptions/customers')).toHaveLength(1);
    expect(lastCall('GET', '/v1/subscriptions/customers/cards-management')?.url).toBe(
      '/v1/subscriptions/customers/cards-management?cardCheck=true&returnPath=%2Fsubscriptions%3FpriceId%3Dp%23offerings',
    );
  });

  it("asks for the subscription's portal when a subscription id is given", async () => {
    h.api.routes.set('GET /v1/subscriptions/customers', () => [200, { id: 'cus_local_1', email: 'a@b.c', card: null }]);
    h.api.routes.set('GET /v1/subscriptions/7/customers/cards-management', () => 'http://x/payments/local/cards/def');
    const { data } = await h.gql(
      START,
      { input: { returnPath: '/dashboard/subscription', subscriptionId: '7' } },
      { jar: admin },
    );
    expect(data?.startCardSetup).toEqual({ url: 'http://x/payments/local/cards/def', errors: [] });
  });

  it.each(['https://evil.example/', '//evil.example/x', 'dashboard'])(
    'refuses the return path %s without calling the api',
    async (returnPath) => {
      const before = h.api.server.requests.length;
      const { data } = await h.gql(START, { input: { returnPath } }, { jar: admin });
      expect(data?.startCardSetup).toMatchObject({
        url: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'returnPath' }],
      });
      expect(h.api.server.requests.length - before).toBeLessThanOrEqual(1); // the session's own user read, at most
    },
  );
});

describe('verifyPromotionCode', () => {
  const VERIFY =
    'mutation($c: String!) { verifyPromotionCode(promotionCode: $c) { promotion { code discount { code percentOff } option { priceId code interval } } errors { code field message } } }';

  it('answers the SCOPE2025 sized option the purchase will use', async () => {
    h.api.routes.set('POST /v1/subscriptions/coupons/promotion-codes/verify', () => [
      200,
      {
        code: 'SCOPE2025LARGE',
        discount: {
          id: 'scope_alumni',
          code: 'scope_alumni',
          name: 'SCOPE alumni',
          percentOff: 10,
          duration: 'FOREVER',
          couponId: 'scope_alumni',
          selected: false,
        },
      },
    ]);
    h.api.publicRoutes.set('GET /v1/subscriptions/options', () => [
      200,
      [buildOption('innovator_cro_technology_service_provider_large', 'YEAR', 540_000)],
    ]);
    const { data } = await h.gql(VERIFY, { c: 'scope2025large' }, { jar: admin });
    expect(data?.verifyPromotionCode).toEqual({
      promotion: {
        code: 'SCOPE2025LARGE',
        discount: { code: 'SCOPE_ALUMNI', percentOff: 10 },
        option: {
          priceId: 'price_local_innovator_cro_technology_service_provider_large_year',
          code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_LARGE',
          interval: 'YEAR',
        },
      },
      errors: [],
    });
  });

  it('answers an error on promotionCode for an unknown code', async () => {
    h.api.routes.set('POST /v1/subscriptions/coupons/promotion-codes/verify', () => [
      400,
      {
        code: 400,
        message: 'This promotion code is not valid.',
        details: [{ field: 'promotionCode', message: 'This promotion code is not valid.' }],
      },
    ]);
    const { data } = await h.gql(VERIFY, { c: 'NOPE' }, { jar: admin });
    expect(data?.verifyPromotionCode).toEqual({
      promotion: null,
      errors: [{ code: 'BAD_USER_INPUT', field: 'promotionCode', message: 'This promotion code is not valid.' }],
    });
  });
});

describe('subscriptionPayments and paymentReceipt', () => {
  it('pages the history newest first and reads one receipt link', async () => {
    h.api.routes.set('GET /v1/subscriptions/payments', () => [
      200,
      {
        content: [
          buildPayment(),
          buildPayment({ id: 30, status: 'FAILED', receiptUrl: null, failureMessage: 'Your card was declined.' }),
        ],
        page: 0,
        size: 10,
        totalElements: 2,
        totalPages: 1,
      },
    ]);
    h.api.routes.set('GET /v1/subscriptions/payments/31', () => [
      200,
      { paymentId: 31, url: 'http://x/payments/local/receipts/31.abc' },
    ]);
    const { data } = await h.gql(
      '{ subscriptionPayments(page: { page: 0, size: 500 }) { totalElements items { id status failureMessage receiptUrl } } paymentReceipt(paymentId: "31") { paymentId url } missing: paymentReceipt(paymentId: "30") { url } }',
      {},
      { jar: admin },
    );
    expect(data).toEqual({
      subscriptionPayments: {
        totalElements: 2,
        items: [
          {
            id: '31',
            status: 'SUCCEEDED',
            failureMessage: null,
            receiptUrl: 'http://127.0.0.1:4000/payments/local/receipts/31.abc',
          },
          { id: '30', status: 'FAILED', failureMessage: 'Your card was declined.', receiptUrl: null },
        ],
      },
      paymentReceipt: { paymentId: '31', url: 'http://x/payments/local/receipts/31.abc' },
      missing: null,
    });
    expect(lastCall('GET', '/v1/subscriptions/payments')?.url).toBe('/v1/subscriptions/payments?page=0&size=100');
  });
});

describe('chooseExplorer, cancelSubscription, changeSubscriptionPeriod, requestInvoice', () => {
  it('answers the confirmation of each change', async () => {
    const result = (confirmation: string) => () =>
      [200, { confirmation, subscription: buildDetails({ plan: 'EXPLORER', typeCode: null }), payment: null }] as [
        number,
        unknown,
      ];
    h.api.routes.set('POST /v1/subscriptions/explorer', result('EXPLORER_STARTED'));
    h.api.routes.set('DELETE /v1/subscriptions/7', result('SUBSCRIPTION_DEACTIVATED'));
    h.api.routes.set('PUT /v1/subscriptions/7/options', result('INNOVATOR_UPDATED'));
    h.api.routes.set('POST /v1/subscriptions/invoice', () => [201, { id: 1, createdAt: '2026-01-15T12:00:00.000Z' }]);
    const { data } = await h.gql(
      'mutation { a: chooseExplorer { confirmation subscription { plan code } } b: cancelSubscription(subscriptionId: "7") { confirmation } c: changeSubscriptionPeriod(subscriptionId: "7", period: MONTH) { confirmation } d: requestInvoice(text: "Invoice us") { requested errors { code } } }',
      {},
      { jar: admin },
    );
    expect(data).toEqual({
      a: { confirmation: 'EXPLORER_STARTED', subscription: { plan: 'EXPLORER', code: null } },
      b: { confirmation: 'SUBSCRIPTION_DEACTIVATED' },
      c: { confirmation: 'INNOVATOR_UPDATED' },
      d: { requested: true, errors: [] },
    });
    expect(JSON.parse(lastCall('PUT', '/v1/subscriptions/7/options')?.body ?? '{}')).toEqual({ period: 'MONTH' });
  });

  it("answers the api's conflict message when Explorer is refused, and a field error for a malformed id", async () => {
    h.api.routes.set('POST /v1/subscriptions/explorer', () => [
      409,
      {
        code: 'InnovatorActive',
        message: 'Your company already has an active Innovator subscription. Cancel it first.',
      },
    ]);
    const { data } = await h.gql(
      'mutation { a: chooseExplorer { confirmation errors { code message } } b: cancelSubscription(subscriptionId: "x1") { errors { code field } } }',
      {},
      { jar: admin },
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

describe('subscriptionTrials, paymentCustomer, createPaymentCustomer, discounts', () => {
  it('maps trials and answers null when the company has no payment customer yet', async () => {
    h.api.routes.set('GET /v1/subscriptions/users/trials', () => [
      200,
      [
        {
          id: 4,
          typeCode: VENDOR_MID,
          startDate: '2025-07-21T12:00:00.000Z',
          endDate: '2026-01-17T12:00:00.000Z',
          active: true,
        },
      ],
    ]);
    h.api.routes.set('GET /v1/subscriptions/customers', () => [
      404,
      { code: 404, message: 'Your company has no payment customer yet.' },
    ]);
    const { data } = await h.gql(
      '{ subscriptionTrials { id code active endDate } paymentCustomer { id } }',
      {},
      { jar: admin },
    );
    expect(data).toEqual({
      subscriptionTrials: [
        {
          id: '4',
          code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
          active: true,
          endDate: '2026-01-17T12:00:00.000Z',
        },
      ],
      paymentCustomer: null,
    });
  });

  it('creates the customer, or explains who may', async () => {
    h.api.routes.set('POST /v1/subscriptions/customers', () => [
      201,
      {
        id: 'cus_local_1',
        email: 'vendor.admin@demo.test',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 },
      },
    ]);
    const CREATE =
      'mutation { createPaymentCustomer { customer { id card { last4 expYear } } errors { code message } } }';
    expect((await h.gql(CREATE, {}, { jar: admin })).data).toEqual({
      createPaymentCustomer: { customer: { id: 'cus_local_1', card: { last4: '4242', expYear: 2028 } }, errors: [] },
    });
    h.api.routes.set('POST /v1/subscriptions/customers', () => [403, { code: 'Subscription_351', message: 'x' }]);
    expect((await h.gql(CREATE, {}, { jar: admin })).data).toEqual({
      createPaymentCustomer: {
        customer: null,
        errors: [
          { code: 'SUBSCRIPTION_ADMIN_ONLY', message: 'Only your company administrator can purchase subscription.' },
        ],
      },
    });
  });

  it('lists discounts and selects one by its id, answering the list again when refused', async () => {
    h.api.routes.set('PUT /v1/subscriptions/coupons', () => [
      400,
      {
        code: 400,
        message: 'This discount is not available to your company.',
        details: [{ field: 'discountId', message: 'This discount is not available to your company.' }],
      },
    ]);
    const { data } = await h.gql(
      'mutation { selectDiscount(discountId: "EARLY_ADOPTERS") { discounts { id code selected } errors { code field } } }',
      {},
      { jar: admin },
    );
    expect(data).toEqual({
      selectDiscount: {
        discounts: [{ id: 'inaugural_year_discount', code: 'INAUGURAL_YEAR_DISCOUNT', selected: true }],
        errors: [{ code: 'BAD_USER_INPUT', field: 'discountId' }],
      },
    });
    expect(JSON.parse(lastCall('PUT', '/v1/subscriptions/coupons')?.body ?? '{}')).toEqual({
      discountId: 'early_adopters',
    });
  });
});

describe('Viewer.subscription', () => {
  it('carries the subscription id as an ID', async () => {
    h.api.subscriptions.set(1, {
      id: 7,
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      endDate: '2026-05-01T00:00:00+02:00',
      period: 'YEAR',
      billingAdmin: true,
      typeCode: VENDOR_MID,
      inForce: true,
      reminder: null,
    });
    const { data } = await h.gql('{ viewer { subscription { id endDate } } }', {}, { jar: admin });
    expect(data).toEqual({ viewer: { subscription: { id: '7', endDate: '2026-04-30T22:00:00.000Z' } } });
  });
});
