import { describe, expect, it } from 'vitest';

import { buildOption, buildPayment } from '../subscription/subscription.testing.js';
import { useVendorAdmin, VENDOR_MID } from '../subscription/subscription.harness.js';

const s = useVendorAdmin();

describe('startCardSetup', () => {
  const START =
    'mutation($input: StartCardSetupInput!) { startCardSetup(input: $input) { url errors { code field message } } }';

  it('creates the missing customer, then answers the card page URL the api sent as text', async () => {
    s.h.api.routes.on('post', '/subscriptions/customers', () => [
      201,
      { id: 'cus_local_1', email: 'vendor.admin@demo.test', card: null },
    ]);
    s.h.api.routes.on('get', '/subscriptions/customers/cards-management', () => [
      200,
      'http://127.0.0.1:4000/payments/local/cards/abc',
    ]);
    const { data } = await s.h.gql(
      START,
      { input: { returnPath: '/subscriptions?priceId=p#offerings' } },
      { jar: s.admin },
    );
    expect(data?.startCardSetup).toEqual({ url: 'http://127.0.0.1:4000/payments/local/cards/abc', errors: [] });
    expect(s.calls('POST', '/v1/subscriptions/customers')).toHaveLength(1);
    expect(s.lastCall('GET', '/v1/subscriptions/customers/cards-management')?.url).toBe(
      '/v1/subscriptions/customers/cards-management?cardCheck=true&returnPath=%2Fsubscriptions%3FpriceId%3Dp%23offerings',
    );
  });

  it("asks for the subscription's portal when a subscription id is given", async () => {
    s.h.api.routes.on('get', '/subscriptions/customers', () => [
      200,
      { id: 'cus_local_1', email: 'a@b.c', card: null },
    ]);
    s.h.api.routes.on('get', '/subscriptions/{subscriptionId}/customers/cards-management', () => [
      200,
      'http://x/payments/local/cards/def',
    ]);
    const { data } = await s.h.gql(
      START,
      { input: { returnPath: '/dashboard/subscription', subscriptionId: '7' } },
      { jar: s.admin },
    );
    expect(data?.startCardSetup).toEqual({ url: 'http://x/payments/local/cards/def', errors: [] });
  });

  // The api validates the return path (billing.routes.test); the bff answers its refusal on the field.
  it.each(['https://evil.example/', '//evil.example/x', 'dashboard'])(
    "answers the api's refusal of the return path %s on returnPath",
    async (returnPath) => {
      const message = 'returnPath must be a path of this site, starting with /.';
      s.h.api.routes.on('get', '/subscriptions/customers', () => [
        200,
        { id: 'cus_local_1', email: 'a@b.c', card: null },
      ]);
      s.h.api.routes.on('get', '/subscriptions/customers/cards-management', (_request, url) =>
        url.searchParams.get('returnPath') === returnPath
          ? [400, { code: 400, message, details: [{ field: 'returnPath', message }] }]
          : [200, 'http://x/payments/local/cards/abc'],
      );
      const { data } = await s.h.gql(START, { input: { returnPath } }, { jar: s.admin });
      expect(data?.startCardSetup).toMatchObject({
        url: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'returnPath', message }],
      });
    },
  );
});

describe('verifyPromotionCode', () => {
  const VERIFY =
    'mutation($c: String!) { verifyPromotionCode(promotionCode: $c) { promotion { code discount { code percentOff } option { priceId code interval } } errors { code field message } } }';

  it('answers the SCOPE2025 sized option the purchase will use', async () => {
    s.h.api.routes.on('post', '/subscriptions/coupons/promotion-codes/verify', () => [
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
    s.h.api.routes.on(
      'get',
      '/subscriptions/options',
      () => [200, [buildOption('innovator_cro_technology_service_provider_large', 'YEAR', 540_000)]],
      { public: true },
    );
    const { data } = await s.h.gql(VERIFY, { c: 'scope2025large' }, { jar: s.admin });
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
    s.h.api.routes.on('post', '/subscriptions/coupons/promotion-codes/verify', () => [
      400,
      {
        code: 400,
        message: 'This promotion code is not valid.',
        details: [{ field: 'promotionCode', message: 'This promotion code is not valid.' }],
      },
    ]);
    const { data } = await s.h.gql(VERIFY, { c: 'NOPE' }, { jar: s.admin });
    expect(data?.verifyPromotionCode).toEqual({
      promotion: null,
      errors: [{ code: 'BAD_USER_INPUT', field: 'promotionCode', message: 'This promotion code is not valid.' }],
    });
  });
});

describe('subscriptionPayments and paymentReceipt', () => {
  it('pages the history newest first and reads one receipt link', async () => {
    s.h.api.routes.on('get', '/subscriptions/payments', () => [
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
    s.h.api.routes.on('get', '/subscriptions/payments/{paymentId}', (_request, url) =>
      url.pathname.endsWith('/31')
        ? [200, { paymentId: 31, url: 'http://x/payments/local/receipts/31.abc' }]
        : [404, { code: 404, message: 'Not found.' }],
    );
    const { data } = await s.h.gql(
      '{ subscriptionPayments(page: { page: 0, size: 500 }) { totalElements items { id status failureMessage receiptUrl } } paymentReceipt(paymentId: "31") { paymentId url } missing: paymentReceipt(paymentId: "30") { url } }',
      {},
      { jar: s.admin },
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
    expect(s.lastCall('GET', '/v1/subscriptions/payments')?.url).toBe('/v1/subscriptions/payments?page=0&size=100');
  });
});

describe('subscriptionTrials, paymentCustomer, createPaymentCustomer, discounts', () => {
  it('maps trials and answers null when the company has no payment customer yet', async () => {
    s.h.api.routes.on('get', '/subscriptions/users/trials', () => [
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
    s.h.api.routes.on('get', '/subscriptions/customers', () => [
      404,
      { code: 404, message: 'Your company has no payment customer yet.' },
    ]);
    const { data } = await s.h.gql(
      '{ subscriptionTrials { id code active endDate } paymentCustomer { id } }',
      {},
      { jar: s.admin },
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
    s.h.api.routes.on('post', '/subscriptions/customers', () => [
      201,
      {
        id: 'cus_local_1',
        email: 'vendor.admin@demo.test',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 },
      },
    ]);
    const CREATE =
      'mutation { createPaymentCustomer { customer { id card { last4 expYear } } errors { code message } } }';
    expect((await s.h.gql(CREATE, {}, { jar: s.admin })).data).toEqual({
      createPaymentCustomer: { customer: { id: 'cus_local_1', card: { last4: '4242', expYear: 2028 } }, errors: [] },
    });
    s.h.api.routes.on('post', '/subscriptions/customers', () => [403, { code: 'Subscription_351', message: 'x' }]);
    expect((await s.h.gql(CREATE, {}, { jar: s.admin })).data).toEqual({
      createPaymentCustomer: {
        customer: null,
        errors: [
          { code: 'SUBSCRIPTION_ADMIN_ONLY', message: 'Only your company administrator can purchase subscription.' },
        ],
      },
    });
  });

  it('lists discounts and selects one by its id, answering the list again when refused', async () => {
    s.h.api.routes.on('put', '/subscriptions/coupons', () => [
      400,
      {
        code: 400,
        message: 'This discount is not available to your company.',
        details: [{ field: 'discountId', message: 'This discount is not available to your company.' }],
      },
    ]);
    const { data } = await s.h.gql(
      'mutation { selectDiscount(discountId: "EARLY_ADOPTERS") { discounts { id code selected } errors { code field } } }',
      {},
      { jar: s.admin },
    );
    expect(data).toEqual({
      selectDiscount: {
        discounts: [{ id: 'inaugural_year_discount', code: 'INAUGURAL_YEAR_DISCOUNT', selected: true }],
        errors: [{ code: 'BAD_USER_INPUT', field: 'discountId' }],
      },
    });
    expect(JSON.parse(s.lastCall('PUT', '/v1/subscriptions/coupons')?.body ?? '{}')).toEqual({
      discountId: 'early_adopters',
    });
  });
});
