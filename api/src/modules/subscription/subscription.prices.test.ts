import { describe, expect, it } from 'vitest';
import { priceOf } from './subscription.prices.js';

describe('priceOf', () => {
  it.each([
    ['innovator_cro_technology_service_provider_small', 'MONTH', 180],
    ['innovator_cro_technology_service_provider_small', 'YEAR', 2000],
    ['innovator_cro_technology_service_provider_mid', 'YEAR', 3200],
    ['innovator_cro_technology_service_provider_large', 'MONTH', 500],
    ['innovator_non_profit', 'YEAR', 500],
    ['innovator_site', 'MONTH', 50],
    ['innovator_site_network', 'YEAR', 1000],
    ['innovator_patients_advocacy', 'YEAR', 0],
    ['innovator_sponsor_individual', 'MONTH', 40],
    ['innovator_sponsor_team_unlimited', 'YEAR', 2500],
  ] as const)('prices %s per %s at $%i (spec §9)', (code, period, amount) => {
    expect(priceOf(code, period)).toEqual({ amount, currency: 'USD', interval: period });
  });

  it('uses the yearly price when there is no period yet, and none without a type', () => {
    expect(priceOf('innovator_site', null)?.amount).toBe(500);
    expect(priceOf(null, 'YEAR')).toBeNull();
  });
});
