import type { Period, TypeCode } from './subscription.table.js';

/** Spec §9 prices in whole US dollars: [monthly, yearly]. */
export const PRICES: Record<TypeCode, readonly [month: number, year: number]> = {
  innovator_cro_technology_service_provider_small: [180, 2000],
  innovator_cro_technology_service_provider_mid: [300, 3200],
  innovator_cro_technology_service_provider_large: [500, 5400],
  innovator_non_profit: [50, 500],
  innovator_site: [50, 500],
  innovator_site_network: [100, 1000],
  innovator_patients_advocacy: [0, 0],
  innovator_sponsor_individual: [40, 350],
  // The spec prices one sponsor team plan (unlimited users); the sized team codes share it.
  innovator_sponsor_team_unlimited: [250, 2500],
  innovator_sponsor_team_small: [250, 2500],
  innovator_sponsor_team_mid: [250, 2500],
  innovator_sponsor_team_large: [250, 2500],
};

export interface Price {
  amount: number;
  currency: 'USD';
  interval: Period;
}

/** The price of a type code for a period; without a period (trials) the yearly price, the default offering. */
export function priceOf(typeCode: TypeCode | null, period: Period | null): Price | null {
  if (!typeCode) return null;
  const [month, year] = PRICES[typeCode];
  const interval = period ?? 'YEAR';
  return { amount: interval === 'MONTH' ? month : year, currency: 'USD', interval };
}

/** The price of a type code per period in US cents (what is charged before discounts). */
export function priceCents(typeCode: TypeCode, period: Period): number {
  const [month, year] = PRICES[typeCode];
  return (period === 'MONTH' ? month : year) * 100;
}
