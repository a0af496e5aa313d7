import { describe, expect, it } from 'vitest';
import { parseConfirmation } from './confirmations';
import { readOfferingsParams, withoutCheckout } from './offeringsParams';
import { checkoutReturnPath, confirmationPath, offeringsPath, readPeriodParam } from './subscriptionUrls';

describe('subscription URLs', () => {
  it('builds the offerings URL with the #offerings fragment, leaving defaults out', () => {
    expect(offeringsPath()).toBe('/subscriptions#offerings');
    expect(offeringsPath({ companyType: 'SITE', period: 'MONTH' })).toBe(
      '/subscriptions?companyType=SITE&period=month#offerings',
    );
    expect(offeringsPath({ period: 'YEAR' })).toBe('/subscriptions#offerings');
  });

  it('builds the card page return path without a fragment, so the gateway can append card=', () => {
    expect(checkoutReturnPath({ priceId: 'price_1' })).toBe('/subscriptions?checkout=price_1');
    expect(checkoutReturnPath({ priceId: 'price 1&x', promotionCode: 'SCOPE2025MID', period: 'MONTH' })).toBe(
      '/subscriptions?period=month&checkout=price+1%26x&promotionCode=SCOPE2025MID',
    );
  });

  it('builds confirmation URLs that keep a failed purchase for a retry', () => {
    expect(confirmationPath('PAYMENT_RECEIVED')).toBe('/dashboard/subscription?confirmation=payment-received');
    expect(confirmationPath('FAILED_TO_SUBSCRIBE', { priceId: 'price_1', promotionCode: 'SCOPE2025' })).toBe(
      '/dashboard/subscription?confirmation=failed-to-subscribe&priceId=price_1&promotionCode=SCOPE2025',
    );
  });

  it('reads the period parameter, yearly unless it says month', () => {
    expect(readPeriodParam('month')).toBe('MONTH');
    expect(readPeriodParam('year')).toBe('YEAR');
    expect(readPeriodParam(null)).toBe('YEAR');
  });
});

describe('parseConfirmation', () => {
  it.each([
    ['payment-received', 'PAYMENT_RECEIVED'],
    ['payment-canceled', 'PAYMENT_CANCELED'],
    ['trial-ended', 'TRIAL_ENDED'],
    ['subscription-deactivated', 'SUBSCRIPTION_DEACTIVATED'],
    ['innovator-started', 'INNOVATOR_STARTED'],
    ['innovator-updated', 'INNOVATOR_UPDATED'],
    ['explorer-started', 'EXPLORER_STARTED'],
    ['confirm-explorer', 'CONFIRM_EXPLORER'],
    ['failed-to-subscribe', 'FAILED_TO_SUBSCRIBE'],
    ['PAYMENT_RECEIVED', null],
    ['', null],
    [null, null],
  ])('reads %s as %s', (slug, expected) => {
    expect(parseConfirmation(slug)).toBe(expected);
  });
});

describe('readOfferingsParams', () => {
  it('reads the company type, period, purchase and invitation, refusing unknown values', () => {
    expect(
      readOfferingsParams(
        new URLSearchParams(
          'companyType=VENDOR&period=month&checkout=price_1&promotionCode=%20scope2025%20&card=saved&invite=tok',
        ),
      ),
    ).toEqual({
      companyType: 'VENDOR',
      period: 'MONTH',
      checkout: 'price_1',
      promotionCode: 'scope2025',
      card: 'saved',
      invite: 'tok',
    });
    expect(readOfferingsParams(new URLSearchParams('companyType=ALIEN&card=maybe'))).toEqual({
      companyType: null,
      period: 'YEAR',
      checkout: null,
      promotionCode: null,
      card: null,
      invite: null,
    });
  });

  it('drops the purchase parameters and keeps the rest', () => {
    expect(
      withoutCheckout(new URLSearchParams('period=month&checkout=price_1&promotionCode=X&card=saved')).toString(),
    ).toBe('period=month');
  });
});
