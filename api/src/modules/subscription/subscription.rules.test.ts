import { describe, expect, it } from 'vitest';
import { offeredCodes, planText } from './subscription.catalog.js';
import { applyPercentOff, bestDiscount, discountApplies } from './subscription.discounts.js';
import { daysLeft, gracePeriodEnd, inForce, isDue } from './subscription.lifecycle.js';
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

  it('names the sized plans by their band', () => {
    expect(planText('innovator_cro_technology_service_provider_large').name).toBe(
      'Innovator for vendors (over 500 employees)',
    );
    expect(planText('innovator_sponsor_team_unlimited').name).toBe('Innovator for sponsor teams (unlimited users)');
  });
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
});
