import { describe, expect, it } from 'vitest';
import type { SubscriptionAccessTerms } from './subscriptionAccess';
import { effectivePlan, isLapsed } from './subscriptionAccess';

const terms = (overrides: Partial<SubscriptionAccessTerms> = {}): SubscriptionAccessTerms => ({
  plan: 'INNOVATOR',
  status: 'ACTIVE',
  inForce: true,
  ...overrides,
});

describe('effectivePlan', () => {
  it.each([
    ['in force', terms(), 'INNOVATOR'],
    ['not in force', terms({ status: 'ENDED', inForce: false }), 'NONE'],
  ] as const)('answers the plan only while the subscription is %s', (_case, subscription, expected) => {
    expect(effectivePlan(subscription)).toBe(expected);
  });

  it('reads plan NONE and missing data as NONE', () => {
    expect(effectivePlan(terms({ plan: 'NONE' }))).toBe('NONE');
    expect(effectivePlan(null)).toBe('NONE');
    expect(effectivePlan(undefined)).toBe('NONE');
  });

  it('keeps Explorer when it is in force', () => {
    expect(effectivePlan(terms({ plan: 'EXPLORER' }))).toBe('EXPLORER');
  });
});

describe('isLapsed', () => {
  it.each([
    ['an ended yearly subscription', terms({ status: 'ENDED', inForce: false }), true],
    ['an expired trial', terms({ status: 'TRIALING', inForce: false }), true],
    ['an inactive subscription', terms({ status: 'INACTIVE', inForce: false }), true],
    ['a subscription in force', terms(), false],
    ['a new, never paid subscription', terms({ status: 'NEW', inForce: false }), false],
    ['no plan', terms({ plan: 'NONE', status: null, inForce: false }), false],
    ['no data', null, false],
  ])('says %s lapsed: %s', (_case, subscription, expected) => {
    expect(isLapsed(subscription)).toBe(expected);
  });
});
