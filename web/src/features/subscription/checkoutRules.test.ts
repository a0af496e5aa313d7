import { describe, expect, it } from 'vitest';
import { checkoutSteps } from './components/CheckoutProgress';
import { validateInvite } from './inviteValidation';
import { currentOption, offeringChoices, promotionChoice } from './offeringChoices';
import { formatCard } from './paymentCard';
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

  it('names a promotion’s option after its type code when the offerings do not list it', () => {
    const option = buildOption('INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_LARGE', 'YEAR', 5400);
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

describe('validateInvite', () => {
  it('asks for every field, a plausible email and the server’s lengths', () => {
    expect(validateInvite({ email: '', subject: ' ', text: '' })).toEqual({
      email: 'Email cannot be empty',
      subject: 'Subject cannot be empty',
      text: 'Message cannot be empty',
    });
    expect(validateInvite({ email: 'not-an-email', subject: 'x'.repeat(201), text: 'y'.repeat(5001) })).toEqual({
      email: 'Enter a valid email address',
      subject: 'Subject cannot be longer than 200 characters',
      text: 'Message cannot be longer than 5000 characters',
    });
    expect(validateInvite({ email: 'a@b.co', subject: 'Hi', text: 'Join us' })).toEqual({});
  });
});

describe('formatCard', () => {
  it('names the brand, the last four digits and the expiry', () => {
    expect(formatCard({ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 })).toBe(
      'Visa ending in 4242, expires 03/2031',
    );
    expect(formatCard({ brand: 'unionpay', last4: '0005', expMonth: 12, expYear: 2030 })).toBe(
      'Unionpay ending in 0005, expires 12/2030',
    );
  });
});
