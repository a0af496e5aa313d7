import { RESULT } from './search.classify.js';
import type { SearchColumns } from './search.columns.js';
import type { IndexQuery } from './search.index.js';

/** Positions in result order (a pre-sorted column) and direction; relevance with text walks the matches instead. */
function ordered(c: SearchColumns, sort: IndexQuery['sort']): { order: Int32Array; reverse: boolean } {
  const { field, direction } = sort;
  if (field === 'updatedAt') return { order: c.byUpdated, reverse: direction === 'ASC' };
  if (field === 'createdAt') return { order: c.byCreated, reverse: direction === 'ASC' };
  if (field === 'rating') return { order: c.byRating, reverse: false };
  // Alphabetical, also for relevance without text.
  return { order: c.byName, reverse: field === 'name' && direction === 'DESC' };
}

/**
 * The page's ids in result order: text matches by relevance (`ranked`: the matches' positions,
 * most relevant first), or a pre-sorted column, stopping at the page's end (deep pages of a sort
 * walk only as far as the page). `state` null: every position is a result.
 */
export function walk(
  c: SearchColumns,
  sort: IndexQuery['sort'],
  ranked: Int32Array | null,
  state: Uint8Array | null,
  start: number,
  end: number,
): number[] {
  const ids: number[] = [];
  let seen = 0;
  const visit = (p: number): boolean => {
    if (state !== null && state[p] !== RESULT) return true;
    if (seen >= start) ids.push(c.id[p] as number);
    seen += 1;
    return seen < end;
  };
  if (sort.field === 'relevance' && ranked) {
    for (let i = 0; i < ranked.length; i += 1) if (!visit(ranked[i] as number)) break;
    return ids;
  }
  const { order, reverse } = ordered(c, sort);
  for (let k = 0, n = order.length; k < n; k += 1) if (!visit(order[reverse ? n - 1 - k : k] as number)) break;
  return ids;
}
