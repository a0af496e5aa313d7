import { describe, expect, it } from 'vitest';
import type { CurrentSubscriptionDto } from '../modules/subscription/subscription.api.js';
import { graceEndsAt, isInForce, planAllows } from './plan.guard.js';

const at = (iso: string): number => new Date(iso).getTime();
const subscription = (overrides: Partial<CurrentSubscriptionDto>): CurrentSubscriptionDto => ({
  id: 1,
  plan: 'INNOVATOR',
  status: 'ACTIVE',
  endDate: '2026-03-31T00:00:00.000Z',
  period: 'MONTH',
  billingAdmin: false,
  typeCode: 'innovator_site',
  ...overrides,
});

describe('isInForce', () => {
  it.each(['ACTIVE', 'TRIALING'] as const)('holds when the status is %s', (status) => {
    expect(isInForce(subscription({ status }), at('2026-06-01T00:00:00Z'))).toBe(true);
  });

  it.each(['NEW', 'INACTIVE', 'ENDED', null] as const)('does not hold when the status is %s', (status) => {
    expect(isInForce(subscription({ status }), at('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('holds for a past-due monthly subscription until end date minus one month plus 15 days', () => {
    // 2026-03-31 minus one month is 2026-02-28 (calendar month, clamped): grace ends 2026-03-15.
    const pastDue = subscription({ status: 'PAST_DUE', endDate: '2026-03-31T00:00:00.000Z', period: 'MONTH' });
    expect(new Date(graceEndsAt(pastDue) ?? 0).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(isInForce(pastDue, at('2026-03-14T23:59:59Z'))).toBe(true);
    expect(isInForce(pastDue, at('2026-03-15T00:00:00Z'))).toBe(false);
  });

  it('holds for a past-due yearly subscription until end date minus one year plus 15 days', () => {
    const pastDue = subscription({ status: 'PAST_DUE', endDate: '2027-01-10T00:00:00.000Z', period: 'YEAR' });
    expect(new Date(graceEndsAt(pastDue) ?? 0).toISOString()).toBe('2026-01-25T00:00:00.000Z');
    expect(isInForce(pastDue, at('2026-01-24T23:00:00Z'))).toBe(true);
    expect(isInForce(pastDue, at('2026-01-25T00:00:00Z'))).toBe(false);
  });

  it('does not hold when a past-due subscription has no end date', () => {
    expect(isInForce(subscription({ status: 'PAST_DUE', endDate: null }), at('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('planAllows', () => {
  it('admits the company when its plan is listed and in force', () => {
    expect(planAllows(subscription({ plan: 'EXPLORER' }), ['EXPLORER', 'INNOVATOR'], at('2026-01-01T00:00:00Z'))).toBe(
      true,
    );
  });

  it('refuses the company when its plan is not listed', () => {
    expect(planAllows(subscription({ plan: 'EXPLORER' }), ['INNOVATOR'], at('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('refuses the company when its listed plan has ended', () => {
    expect(planAllows(subscription({ status: 'ENDED' }), ['INNOVATOR'], at('2026-01-01T00:00:00Z'))).toBe(false);
  });
});
