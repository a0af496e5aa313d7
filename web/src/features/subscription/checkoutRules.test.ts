import { describe, expect, it } from 'vitest';
import { checkoutSteps } from './components/CheckoutProgress';
import { currentOption, offeringChoices, promotionChoice } from './offeringChoices';
import { buildOption, vendorMid } from './testing/subscriptionFactories';
import { needsCard } from './useCheckout';

const choice = {
  priceId: 'p',
  code: 'INNOVATOR_SITE' as const,
  name: 'Innovator for sites',
  interval: 'YEAR' as const,
  price: { amountCents: 50000, currency: 'USD' },
  free: false,
};

describe('needsCard', () => {
  it('asks for a card only for a paid purchase that starts no trial', () => {
    expect(needsCard(choice, false)).toBe(true);
    expect(needsCard(choice, true)).toBe(false);
    expect(needsCard({ ...choice, free: true }, false)).toBe(false);
    expect(needsCard(null, false)).toBe(false);
  });
});

describe('checkoutSteps', () => {
  it.each([
    ['a trial', { phase: 'review', cardRequired: false, card: undefined }, ['Done', 'Not needed', 'Next']],
    ['a card check', { phase: 'checking-card', cardRequired: true, card: undefined }, ['Done', 'In progress', 'Next']],
    ['no card on file', { phase: 'review', cardRequired: true, card: null }, ['Done', 'Next', 'Next']],
    [
      'the card page opening',
      { phase: 'opening-card-page', cardRequired: true, card: null },
      ['Done', 'In progress', 'Next'],
    ],
    [
      'a card on file',
      { phase: 'review', cardRequired: true, card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 } },
      ['Done', 'Done', 'Next'],
    ],
    [
      'the purchase after the card page',
      { phase: 'subscribing', cardRequired: true, card: undefined },
      ['Done', 'Done', 'In progress'],
    ],
  ] as const)('marks the steps of %s', (_case, props, expected) => {
    expect(checkoutSteps(props).map((step) => step.status)).toEqual(expected);
  });
});

describe('offering choices', () => {
  it('finds both options of every offering by price id', () => {
    const choices = offeringChoices({ offerings: [vendorMid()] });
    expect([...choices.keys()]).toEqual([
      'price_innovator_cro_technology_service_provider_mid_month',
      'price_innovator_cro_technology_service_provider_mid_year',
    ]);
    expect(choices.get('price_innovator_cro_technology_service_provider_mid_month')?.price.amountCents).toBe(30000);
  });

  it('names a promotion’s option as the api names it when the offerings do not list it', () => {
    const option = buildOption(
      'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_LARGE',
      'YEAR',
      5400,
      'Innovator for vendors (over 500 employees)',
    );
    expect(promotionChoice(option, { offerings: [vendorMid()] })).toEqual({
      priceId: option.priceId,
      code: option.code,
      name: 'Innovator for vendors (over 500 employees)',
      interval: 'YEAR',
      price: option.price,
      free: false,
    });
  });

  it('marks only an active subscription as the current plan', () => {
    expect(currentOption({ plan: 'INNOVATOR', status: 'ACTIVE', code: 'INNOVATOR_SITE', period: 'YEAR' })).toEqual({
      plan: 'INNOVATOR',
      code: 'INNOVATOR_SITE',
      period: 'YEAR',
    });
    expect(currentOption({ plan: 'EXPLORER', status: 'ACTIVE', code: null, period: null })?.plan).toBe('EXPLORER');
    expect(currentOption({ plan: 'INNOVATOR', status: 'TRIALING', code: 'INNOVATOR_SITE', period: null })).toBeNull();
    expect(currentOption(null)).toBeNull();
  });
});
