import { describe, expect, it } from 'vitest';
import { billingView } from './subscription.access.js';
import { offeredCodes, planText } from './subscription.catalog.js';
import { applyPercentOff, bestDiscount, discountApplies } from './subscription.discounts.js';
import { daysLeft, gracePeriodEnd, inForce, isDue, reminderOf } from './subscription.lifecycle.js';
import { chargeAmount } from './subscription.renewal.js';

const d = (iso: string) => new Date(iso);

describe('offeredCodes', () => {
  it.each([
    ['Vendor', 'SMALL', ['innovator_cro_technology_service_provider_small']],
    [
      'Vendor',
      null,
      [
        'innovator_cro_technology_service_provider_small',
        'innovator_cro_technology_service_provider_mid',
        'innovator_cro_technology_service_provider_large',
      ],
    ],
    ['Sponsor', 'MID', ['innovator_sponsor_individual', 'innovator_sponsor_team_mid']],
    ['Sponsor', null, ['innovator_sponsor_individual', 'innovator_sponsor_team_unlimited']],
    ['Site', 'LARGE', ['innovator_site', 'innovator_site_network']],
    ['Nonprofit', 'SMALL', ['innovator_non_profit']],
    ['PatientsAdvocacy', 'SMALL', ['innovator_patients_advocacy']],
    ['Investor', 'LARGE', []],
  ] as const)('offers a %s with band %s exactly its spec §6 types', (roleType, employeesBand, codes) => {
    expect(offeredCodes({ roleType, employeesBand })).toEqual(codes);
  });

  it('names the vendor plans by their band, which sets their price', () => {
    expect(planText('innovator_cro_technology_service_provider_large').name).toBe(
      'Innovator for vendors (over 500 employees)',
    );
  });

  it.each(['unlimited', 'small', 'mid', 'large'] as const)(
    'names the sponsor team code _%s as spec §9 sells it, one plan at one price',
    (size) => {
      expect(planText(`innovator_sponsor_team_${size}`)).toEqual(planText('innovator_sponsor_team_unlimited'));
      expect(planText(`innovator_sponsor_team_${size}`).name).toBe('Innovator for sponsor teams (unlimited users)');
    },
  );
});

describe('discounts', () => {
  it('rounds the discount to the cent and picks the highest rate as the default', () => {
    expect(applyPercentOff(18_050, 10)).toEqual({ amountCents: 16_245, discountCents: 1_805 });
    expect(bestDiscount(['scope_alumni', 'early_adopters'])).toBe('early_adopters');
    expect(bestDiscount([])).toBeNull();
  });

  it('stops a first-year discount a year after the first paid period', () => {
    const first = chargeAmount(
      { discountCode: 'inaugural_year_discount', discountEndsAt: null },
      'innovator_site',
      'MONTH',
      d('2026-01-10T00:00:00Z'),
    );
    expect(first).toEqual({ amountCents: 4_000, discountCents: 1_000, discountEndsAt: d('2027-01-10T00:00:00Z') });
    const later = chargeAmount(
      { discountCode: 'inaugural_year_discount', discountEndsAt: first.discountEndsAt },
      'innovator_site',
      'MONTH',
      d('2027-01-10T00:00:00Z'),
    );
    expect(later.discountCents).toBe(0);
    expect(discountApplies({ discountCode: 'early_adopters', discountEndsAt: null }, d('2040-01-01T00:00:00Z'))).toBe(
      true,
    );
  });
});

describe('lifecycle', () => {
  const pastDue = { status: 'PAST_DUE' as const, period: 'MONTH' as const, endDate: d('2026-04-01T10:00:00Z') };

  it('ends the grace period 15 days after the end date minus one period (spec §4)', () => {
    expect(gracePeriodEnd(pastDue)).toEqual(d('2026-03-16T10:00:00Z'));
    expect(gracePeriodEnd({ ...pastDue, period: 'YEAR', endDate: d('2027-03-01T10:00:00Z') })).toEqual(
      d('2026-03-16T10:00:00Z'),
    );
    expect(gracePeriodEnd({ ...pastDue, status: 'ACTIVE' })).toBeNull();
  });

  it('keeps a past-due subscription in force only within its grace period', () => {
    expect(inForce(pastDue, d('2026-03-16T09:59:59Z'))).toBe(true);
    expect(inForce(pastDue, d('2026-03-16T10:00:00Z'))).toBe(false);
    expect(isDue(pastDue, d('2026-03-16T10:00:00Z'))).toBe(true);
    expect(isDue({ status: 'ACTIVE', period: null, endDate: null }, d('2030-01-01T00:00:00Z'))).toBe(false);
    expect(
      isDue({ status: 'ENDED', period: 'YEAR', endDate: d('2020-01-01T00:00:00Z') }, d('2030-01-01T00:00:00Z')),
    ).toBe(false);
  });

  it('counts calendar days left in UTC, today and the last day included', () => {
    expect(daysLeft(d('2026-03-04T10:00:00Z'), d('2026-03-02T23:00:00Z'))).toBe(3);
    expect(daysLeft(d('2026-03-02T01:00:00Z'), d('2026-03-02T23:00:00Z'))).toBe(1);
    expect(daysLeft(d('2026-03-01T01:00:00Z'), d('2026-03-02T23:00:00Z'))).toBe(0);
  });

  it('is 2 through the whole day before the end and 1 on the end day (the web says "ends tomorrow", "ends today")', () => {
    const end = d('2026-03-03T10:00:00Z');
    expect(daysLeft(end, d('2026-03-01T23:59:59Z'))).toBe(3);
    expect(daysLeft(end, d('2026-03-02T00:00:00Z'))).toBe(2);
    expect(daysLeft(end, d('2026-03-02T23:59:59Z'))).toBe(2);
    expect(daysLeft(end, d('2026-03-03T00:00:00Z'))).toBe(1);
    expect(daysLeft(end, d('2026-03-03T09:59:59Z'))).toBe(1);
  });
});

// The rules the bff's plan guard used to compute itself, now answered by the api (`inForce`).
describe('inForce', () => {
  const timed = (overrides: Partial<Parameters<typeof inForce>[0]>) => ({
    status: 'ACTIVE' as const,
    endDate: d('2026-03-31T00:00:00.000Z'),
    period: 'MONTH' as const,
    ...overrides,
  });

  it.each(['ACTIVE', 'TRIALING'] as const)('holds when the status is %s', (status) => {
    expect(inForce(timed({ status }), d('2026-06-01T00:00:00Z'))).toBe(true);
  });

  it.each(['NEW', 'INACTIVE', 'ENDED'] as const)('does not hold when the status is %s', (status) => {
    expect(inForce(timed({ status }), d('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('holds for a past-due monthly subscription until end date minus one month plus 15 days', () => {
    // 2026-03-31 minus one month is 2026-02-28 (calendar month, clamped): grace ends 2026-03-15.
    const pastDue = timed({ status: 'PAST_DUE', endDate: d('2026-03-31T00:00:00.000Z'), period: 'MONTH' });
    expect(gracePeriodEnd(pastDue)?.toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(inForce(pastDue, d('2026-03-14T23:59:59Z'))).toBe(true);
    expect(inForce(pastDue, d('2026-03-15T00:00:00Z'))).toBe(false);
  });

  it('holds for a past-due yearly subscription until end date minus one year plus 15 days', () => {
    const pastDue = timed({ status: 'PAST_DUE', endDate: d('2027-01-10T00:00:00.000Z'), period: 'YEAR' });
    expect(gracePeriodEnd(pastDue)?.toISOString()).toBe('2026-01-25T00:00:00.000Z');
    expect(inForce(pastDue, d('2026-01-24T23:00:00Z'))).toBe(true);
    expect(inForce(pastDue, d('2026-01-25T00:00:00Z'))).toBe(false);
  });

  it('does not hold when a past-due subscription has no end date', () => {
    expect(inForce(timed({ status: 'PAST_DUE', endDate: null }), d('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('reminderOf', () => {
  const now = d('2026-03-02T10:00:00Z');
  const trial = (endDate: string) => ({ status: 'TRIALING' as const, endDate: d(endDate), period: 'YEAR' as const });

  it('reminds a trial with 3 or fewer days left, today included', () => {
    expect(reminderOf(trial('2026-03-04T10:00:00Z'), now, 'Vendor')).toEqual({ kind: 'FREE_TRIAL', daysLeft: 3 });
    expect(reminderOf(trial('2026-03-05T10:00:00Z'), now, 'Vendor')).toBeNull();
  });

  it('reminds a past-due subscription of its grace period', () => {
    const pastDue = { status: 'PAST_DUE' as const, endDate: d('2026-03-25T10:00:00Z'), period: 'MONTH' as const };
    expect(reminderOf(pastDue, now, 'Site')).toEqual({ kind: 'GRACE_PERIOD', daysLeft: 11 });
  });

  it('reminds no sponsor and no company that is not in force', () => {
    expect(reminderOf(trial('2026-03-03T10:00:00Z'), now, 'Sponsor')).toBeNull();
    expect(reminderOf({ ...trial('2026-03-03T10:00:00Z'), status: 'ENDED' }, now, 'Vendor')).toBeNull();
  });
});

describe('billingView', () => {
  const actor = (role: 'COMPANY_ADMIN' | 'MEMBER', roleType: 'Sponsor' | 'Vendor') => ({
    user: { role },
    company: { roleType },
  });
  it.each([
    ['a billing admin of the subscription', 'CONTENT', actor('MEMBER', 'Sponsor'), 'INNOVATOR', true],
    ['a billing admin whose subscription ended', 'CONTENT', actor('MEMBER', 'Vendor'), 'INNOVATOR', true],
    ['a non-sponsor company admin on Innovator', 'CONTENT', actor('COMPANY_ADMIN', 'Vendor'), 'INNOVATOR', false],
    ['any Explorer member', 'CONTENT', actor('MEMBER', 'Sponsor'), 'EXPLORER', false],
    ['a sponsor company admin on Innovator', 'LOGIN_PROMPT', actor('COMPANY_ADMIN', 'Sponsor'), 'INNOVATOR', false],
    ['an Innovator member', 'LOGIN_PROMPT', actor('MEMBER', 'Vendor'), 'INNOVATOR', false],
    ['a company admin without a plan', 'NOTHING', actor('COMPANY_ADMIN', 'Vendor'), 'NONE', false],
    ['a member on another plan', 'NOTHING', actor('MEMBER', 'Vendor'), 'PRO', false],
  ] as const)('gives %s: %s', (_case, expected, who, plan, billingAdmin) => {
    expect(billingView(who, plan, billingAdmin)).toBe(expected);
  });
});
