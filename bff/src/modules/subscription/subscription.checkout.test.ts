import { describe, expect, it } from 'vitest';

import { buildOption, paidResult } from './subscription.testing.js';
import { useVendorAdmin, OPTIONS } from './subscription.harness.js';

const s = useVendorAdmin();

describe('createSubscription', () => {
  const BUY =
    'mutation($input: CreateSubscriptionInput!) { createSubscription(input: $input) { confirmation subscription { status period } payment { id amount { amountCents } discountAmount { amountCents } card { last4 } receiptUrl } errors { code field message } } }';

  it('buys the chosen option and answers PAYMENT_RECEIVED with the payment', async () => {
    s.h.api.routes.on('post', '/subscriptions', () => [201, paidResult()]);
    const { data } = await s.h.gql(
      BUY,
      { input: { priceId: OPTIONS[1]?.priceId, couponId: 'inaugural_year_discount' } },
      { jar: s.admin },
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
    expect(JSON.parse(s.lastCall('POST', '/v1/subscriptions')?.body ?? '{}')).toEqual({
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
    s.h.api.routes.on(
      'get',
      '/subscriptions/options',
      (_r, url) => [
        200,
        url.searchParams.get('code') === code && url.searchParams.get('interval') === 'YEAR'
          ? [buildOption(code, 'YEAR', 1)]
          : [],
      ],
      { public: true },
    );
    s.h.api.routes.on('post', '/subscriptions', () => [201, paidResult()]);
    await s.h.gql(BUY, { input: { priceId: 'price_local_innovator_site_month', promotionCode } }, { jar: s.admin });
    expect(JSON.parse(s.lastCall('POST', '/v1/subscriptions')?.body ?? '{}')).toEqual({
      priceId: `price_local_${code}_year`,
      couponId: null,
      promotionCode: promotionCode.trim(),
    });
  });

  it('keeps the chosen price for other promotion codes', async () => {
    s.h.api.routes.on('post', '/subscriptions', () => [201, paidResult()]);
    const before = s.calls('GET', '/v1/subscriptions/options').length;
    await s.h.gql(
      BUY,
      { input: { priceId: 'price_local_innovator_site_month', promotionCode: 'SCOPE2025' } },
      { jar: s.admin },
    );
    expect(JSON.parse(s.lastCall('POST', '/v1/subscriptions')?.body ?? '{}')).toMatchObject({
      priceId: 'price_local_innovator_site_month',
      promotionCode: 'SCOPE2025',
    });
    expect(s.calls('GET', '/v1/subscriptions/options')).toHaveLength(before);
  });

  it.each([
    [405, 'CARD_NOT_VALID', 'Your card is not valid. Please use another card.'],
    [357, 'CARD_NOT_ADDED', 'Your card could not be added. Please check the details and try again.'],
  ])('answers FAILED_TO_SUBSCRIBE when the api says %s', async (code, errorCode, message) => {
    s.h.api.routes.on('post', '/subscriptions', () => [402, { code, message: 'upstream words' }]);
    const { data } = await s.h.gql(BUY, { input: { priceId: 'p' } }, { jar: s.admin });
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
  ] as const)('answers a payload error when the api refuses with %s %s', async (status, code, errorCode, message) => {
    s.h.api.routes.on('post', '/subscriptions', () => [status, { code, message }]);
    const { data } = await s.h.gql(BUY, { input: { priceId: 'p' } }, { jar: s.admin });
    expect(data?.createSubscription).toEqual({
      confirmation: null,
      subscription: null,
      payment: null,
      errors: [{ code: errorCode, field: null, message }],
    });
  });

  it('names the field of a validation error', async () => {
    s.h.api.routes.on('post', '/subscriptions', () => [
      400,
      {
        code: 400,
        message: 'This promotion code is not valid.',
        details: [{ field: 'promotionCode', message: 'This promotion code is not valid.' }],
      },
    ]);
    const { data } = await s.h.gql(BUY, { input: { priceId: 'p', promotionCode: 'NOPE' } }, { jar: s.admin });
    expect(data?.createSubscription).toMatchObject({
      errors: [{ code: 'BAD_USER_INPUT', field: 'promotionCode', message: 'This promotion code is not valid.' }],
    });
  });
});
