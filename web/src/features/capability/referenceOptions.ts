import type { ReferenceKind } from '../../__generated__/graphql';
import type { ReferenceOption } from '../../shared/ui/ReferenceMultiSelect';

/** Reference values of the three kinds an alert names, as picker options by kind. */
export function alertReferenceOptions(items: readonly { id: string; kind: ReferenceKind; name: string }[] | undefined) {
  const of = (kind: ReferenceKind): ReferenceOption[] =>
    (items ?? []).filter((item) => item.kind === kind).map(({ id, name }) => ({ id, name }));
  return { services: of('SERVICES'), therapeuticAreas: of('THERAPEUTIC_AREAS'), regions: of('REGIONS') };
}
