import type { FieldError } from '../../errors.js';
import type { CompanyRoleType } from './company.table.js';

/** The longest company name and description, in characters (registration takes the same name). */
export const COMPANY_TEXT_LIMITS = { name: 150, description: 5000 } as const;

/**
 * Spec §9's per-company-type limits (24, 24, 12 and 8/6/6/6/4/6), in the meaning we chose: every
 * company lists at most 24 services, 24 products and 12 therapeutic areas, and at most this many
 * key services (the few it wants to be known for) by role type.
 */
export const LIST_LIMITS = { serviceIds: 24, productIds: 24, therapeuticAreaIds: 12 } as const;
export const KEY_SERVICE_LIMITS: Readonly<Record<CompanyRoleType, number>> = {
  Vendor: 8,
  Site: 6,
  Nonprofit: 6,
  PatientsAdvocacy: 6,
  Sponsor: 4,
  Investor: 6,
};

/** Every limited list's limit for a company of `roleType`, by the edit body's field names. */
export const listLimitsOf = (roleType: CompanyRoleType) => ({
  ...LIST_LIMITS,
  keyServiceIds: KEY_SERVICE_LIMITS[roleType],
});

const NOUNS = { serviceIds: 'services', productIds: 'products', therapeuticAreaIds: 'therapeutic areas' } as const;
const ROLE_NAMES: Readonly<Record<CompanyRoleType, string>> = {
  Vendor: 'a vendor',
  Site: 'a site',
  Nonprofit: 'a non-profit',
  PatientsAdvocacy: 'a patients/advocacy',
  Sponsor: 'a sponsor',
  Investor: 'an investor',
};

export interface LimitedLists {
  serviceIds: readonly number[];
  productIds: readonly number[];
  therapeuticAreaIds: readonly number[];
  keyServiceIds: readonly number[];
}

/** One error per list over its limit, naming the field, the limit and the count chosen. */
export function limitErrors(roleType: CompanyRoleType, lists: LimitedLists): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of Object.keys(LIST_LIMITS) as (keyof typeof LIST_LIMITS)[]) {
    const count = lists[field].length;
    if (count > LIST_LIMITS[field])
      errors.push({
        field,
        message: `A company can list at most ${LIST_LIMITS[field]} ${NOUNS[field]} (${count} chosen).`,
      });
  }
  const keyLimit = KEY_SERVICE_LIMITS[roleType];
  if (lists.keyServiceIds.length > keyLimit) {
    errors.push({
      field: 'keyServiceIds',
      message: `${ROLE_NAMES[roleType].replace(/^a/, 'A')} company can list at most ${keyLimit} key services (${lists.keyServiceIds.length} chosen).`,
    });
  }
  return errors;
}
