import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

export interface ReferenceItem {
  id: number;
  kind: string;
  name: string;
  parentId: number | null;
  sortOrder: number;
}

/** The kinds the reports count by (an indication counts through its therapeutic area). */
const COUNTED = ['THERAPEUTIC_AREAS', 'REGIONS', 'SERVICES'];
// Up to four levels above an item, as search's `listed` chain walks (LISTED_REFERENCES).
const MAX_DEPTH = 4;

/**
 * The reference tree as the reports read it, in memory: what search's `listed` chain computes in
 * SQL (each item with itself and its ancestors of a counted kind), without planning that
 * recursive statement on every call (~1 ms idle, 20+ ms on a loaded machine).
 */
export interface ReferenceTree {
  items: readonly ReferenceItem[];
  /** The item's listed ancestors, itself included, of a counted kind. */
  listed(itemId: number): readonly ReferenceItem[];
  /** The top-level items of a kind in display order (only `selected` when given). */
  tops(kind: string, selected?: number | null): ReferenceItem[];
  /** The items at or under `id` (an item of `kind`): what a filter on it matches. */
  under(kind: string, id: number): number[];
}

const byOrder = (a: ReferenceItem, b: ReferenceItem): number => a.sortOrder - b.sortOrder || a.id - b.id;

export function referenceTree(items: readonly ReferenceItem[]): ReferenceTree {
  const byId = new Map(items.map((item) => [item.id, item]));
  const listed = new Map<number, ReferenceItem[]>();
  for (const item of items) {
    const found: ReferenceItem[] = [];
    for (let at: ReferenceItem | undefined = item, depth = 0; at && depth <= MAX_DEPTH; depth += 1) {
      if (COUNTED.includes(at.kind)) found.push(at);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    listed.set(item.id, found);
  }
  return {
    items,
    listed: (itemId) => listed.get(itemId) ?? [],
    tops: (kind, selected = null) =>
      items
        .filter((item) => item.kind === kind && item.parentId === null && (selected === null || item.id === selected))
        .sort(byOrder),
    under: (kind, id) =>
      items.filter((item) => (listed.get(item.id) ?? []).some((a) => a.id === id && a.kind === kind)).map((i) => i.id),
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function loadReferenceTree(db: Executor): Promise<ReferenceTree> {
  return referenceTree(
    rowsOf<ReferenceItem>(
      await db.execute(sql`SELECT id, kind::text AS kind, name, parent_id AS "parentId", sort_order AS "sortOrder"
        FROM reference_items`),
    ),
  );
}

/**
 * The tree, read again only when reference items were added (the reference seed adds them at a
 * start; nothing edits or removes them): one count per call.
 */
export function createReferenceCache(db: Executor): () => Promise<ReferenceTree> {
  let held: { items: number; tree: ReferenceTree } | undefined;
  return async () => {
    const [row] = rowsOf<{ items: number }>(await db.execute(sql`SELECT count(*)::int AS items FROM reference_items`));
    const items = row?.items ?? 0;
    if (held?.items !== items) held = { items, tree: await loadReferenceTree(db) };
    return held.tree;
  };
}

/** An int[] parameter (one text parameter, whatever the length). */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;
