import type { LookingForKind } from '../../__generated__/graphql';
import { FIELD_LIMITS } from '../../__generated__/fieldLimits';

export const TEXT_MAX = FIELD_LIMITS.AddLookingForItemBody.text;

/** The kinds an item may have, in the order the list shows them. */
export const KIND_OPTIONS: readonly { kind: LookingForKind; label: string }[] = [
  { kind: 'SERVICES', label: 'Service' },
  { kind: 'PRODUCTS', label: 'Product' },
  { kind: 'THERAPEUTIC_AREAS', label: 'Therapeutic area' },
  { kind: 'REGIONS', label: 'Region' },
  { kind: 'TEXT', label: 'In your own words' },
];

export const KIND_LABELS = Object.fromEntries(KIND_OPTIONS.map((o) => [o.kind, o.label])) as Record<
  LookingForKind,
  string
>;
