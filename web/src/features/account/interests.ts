import type { ReferenceKind, TrialPhase } from '../../__generated__/graphql';

export const TRIAL_PHASE_OPTIONS: ReadonlyArray<{ value: TrialPhase; label: string }> = [
  { value: 'PRECLINICAL', label: 'Preclinical' },
  { value: 'PHASE_1', label: 'Phase 1' },
  { value: 'PHASE_2', label: 'Phase 2' },
  { value: 'PHASE_3', label: 'Phase 3' },
  { value: 'PHASE_4', label: 'Phase 4' },
];

export function isTrialPhase(value: string): value is TrialPhase {
  return TRIAL_PHASE_OPTIONS.some((option) => option.value === value);
}

/** The interests' list fields, each a kind of reference data. */
export const INTEREST_LISTS = [
  { key: 'therapeuticAreas', kind: 'THERAPEUTIC_AREAS', label: 'Therapeutic areas' },
  { key: 'services', kind: 'SERVICES', label: 'Services' },
  { key: 'products', kind: 'PRODUCTS', label: 'Products' },
  { key: 'regions', kind: 'REGIONS', label: 'Regions' },
] as const satisfies ReadonlyArray<{ key: string; kind: ReferenceKind; label: string }>;

export type InterestListKey = (typeof INTEREST_LISTS)[number]['key'];

/** The interests as edited: ids per list, and the trial phases. */
export type InterestsValues = Record<InterestListKey, string[]> & { trialPhasesSupported: TrialPhase[] };

/** Spec §5: complete only if every list field is non-empty and trial phases supported is set. */
export function isInterestsComplete(values: InterestsValues): boolean {
  return INTEREST_LISTS.every((list) => values[list.key].length > 0) && values.trialPhasesSupported.length > 0;
}
