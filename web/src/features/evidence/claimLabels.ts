import type { ProfileClaim } from '../../__generated__/graphql';

/** The claims' names, as the profile's flags read. */
export const CLAIM_LABELS: Record<ProfileClaim, string> = {
  AUDITED_BY_FDA: 'Audited by the FDA',
  MINORITY_OWNED: 'Minority-owned',
  WOMEN_OWNED: 'Women-owned',
  DISABILITY_OWNED: 'Disability-owned',
};
