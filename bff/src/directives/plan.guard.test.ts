import { describe, expect, it } from 'vitest';
import { planAllows, type PlanSubject } from './plan.guard.js';

const subscription = (overrides: Partial<PlanSubject>): PlanSubject => ({
  plan: 'INNOVATOR',
  inForce: true,
  ...overrides,
});

describe('planAllows', () => {
  it('admits the company when its plan is listed and in force', () => {
    expect(planAllows(subscription({ plan: 'EXPLORER' }), ['EXPLORER', 'INNOVATOR'])).toBe(true);
  });

  it('refuses the company when its plan is not listed', () => {
    expect(planAllows(subscription({ plan: 'EXPLORER' }), ['INNOVATOR'])).toBe(false);
  });

  it('refuses the company when its listed plan is no longer in force (ended, or past its grace period)', () => {
    expect(planAllows(subscription({ inForce: false }), ['INNOVATOR'])).toBe(false);
  });
});
