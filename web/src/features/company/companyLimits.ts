import type { CompanyRoleType } from '../../__generated__/graphql';

// Spec §9's per-company-type limits (24, 24, 12, and 8/6/6/6/4/6), read as: at most 24
// services, 24 products and 12 therapeutic areas for every company, and a number of key
// services that depends on the company's role type. The server enforces the same numbers.

export const SERVICES_LIMIT = 24;
export const PRODUCTS_LIMIT = 24;
export const THERAPEUTIC_AREAS_LIMIT = 12;

export const KEY_SERVICES_LIMITS: Record<CompanyRoleType, number> = {
  VENDOR: 8,
  SITE: 6,
  NONPROFIT: 6,
  PATIENTS_ADVOCACY: 6,
  SPONSOR: 4,
  INVESTOR: 6,
};

/** The limited lists of the edit form and their limits for a company of `roleType`. */
export function listLimits(roleType: CompanyRoleType) {
  return {
    serviceIds: SERVICES_LIMIT,
    productIds: PRODUCTS_LIMIT,
    therapeuticAreaIds: THERAPEUTIC_AREAS_LIMIT,
    keyServiceIds: KEY_SERVICES_LIMITS[roleType],
  } as const;
}

export type LimitedList = keyof ReturnType<typeof listLimits>;
