import type { ReferenceKind } from '../../__generated__/graphql';
import type { ReferenceOption } from '../../shared/ui/ReferenceMultiSelect';

export interface ReferenceData {
  id: string;
  kind: ReferenceKind;
  name: string;
  parentId?: string | null;
}

/**
 * The options of one kind, each named with its parent when it has one ("Europe › Germany"), so
 * a sub-value can be told apart in the picker. Values chosen earlier but no longer offered are
 * kept (named as the company carries them), so they can still be seen and removed.
 */
export function optionsOfKind(
  items: readonly ReferenceData[],
  kind: ReferenceKind,
  chosen: ReadonlyArray<{ id: string; name: string }> = [],
  accept: (item: ReferenceData) => boolean = () => true,
): ReferenceOption[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const offered = items
    .filter((item) => item.kind === kind && accept(item))
    .map((item) => {
      const parent = item.parentId ? byId.get(item.parentId) : undefined;
      return { id: item.id, name: parent && parent.kind === kind ? `${parent.name} › ${item.name}` : item.name };
    });
  const ids = new Set(offered.map((option) => option.id));
  return [...offered, ...chosen.filter((item) => !ids.has(item.id)).map(({ id, name }) => ({ id, name }))];
}

/** The indications to keep once the therapeutic areas are `areaIds`: those of the remaining areas only. */
export function indicationsWithin(
  indicationIds: readonly string[],
  areaIds: readonly string[],
  items: readonly ReferenceData[],
): string[] {
  const parents = new Map(
    items.filter((item) => item.kind === 'INDICATIONS').map((item) => [item.id, item.parentId ?? null]),
  );
  return indicationIds.filter((id) => {
    const parent = parents.get(id);
    // An indication the list no longer knows cannot be placed: keep it rather than lose it silently.
    return parent === undefined || parent === null || areaIds.includes(parent);
  });
}
