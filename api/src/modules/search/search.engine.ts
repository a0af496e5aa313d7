import { classify, type FilterPass, requiredFlags } from './search.classify.js';
import { positionOf, type SearchColumns } from './search.columns.js';
import { countFacets } from './search.count.js';
import { facetStates, facetValues } from './search.facet-state.js';
import type { Facet, IndexQuery } from './search.index.js';
import type { SearchSnapshot } from './search.snapshot.js';
import { walk } from './search.walk.js';

/** The companies a search text matches, as positions of one snapshot's columns. */
export interface TextMatchSet {
  /** In match order: most relevant first when the matches were ranked. */
  positions: Int32Array;
  /** The same positions ascending: the filter pass reads the columns in this order. */
  ascending: Int32Array;
}

/** The matches among the snapshot's companies (ids it lacks are dropped), order kept. */
export function textMatchSet(c: SearchColumns, ids: ArrayLike<number>): TextMatchSet {
  const member = new Uint8Array(c.size); // Drops repeated ids.
  const positions = new Int32Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i += 1) {
    const p = positionOf(c, ids[i] as number);
    if (p < 0 || member[p] === 1) continue;
    member[p] = 1;
    positions[n] = p;
    n += 1;
  }
  return { positions: positions.slice(0, n), ascending: positions.slice(0, n).sort() };
}

export interface EngineQuery extends Pick<IndexQuery, 'filters' | 'sort' | 'page' | 'size' | 'facets'> {
  /** The search text's matches (ranked when sorting by relevance); null when there is no text. */
  textMatches: TextMatchSet | null;
  partners: FilterPass['partners'];
}

export interface EngineResult {
  /** The page's company ids, in order. */
  ids: number[];
  total: number;
  facets: Facet[];
}

/** Facet counts of the unfiltered search, per snapshot: the same for every such query. */
const unfilteredFacets = new WeakMap<SearchColumns, Facet[]>();

/**
 * A filter pass over the typed-array columns in position order (search.classify.ts), facet
 * counts (search.count.ts), then the page from the sort order (search.walk.ts). A company passing
 * every filter is a result (and counts in every facet); one failing exactly one facet's filter
 * counts in that facet only, so each facet's counts are "under the other filters" (disjunctive
 * faceting). Without any filter or text the pass is skipped once its facet counts are known for
 * the snapshot, or at once when the query asks for no facets.
 */
export function runSearch(snapshot: SearchSnapshot, query: EngineQuery): EngineResult {
  const c = snapshot.columns;
  const facets = facetStates(query.filters, snapshot);
  const start = query.page * query.size;
  const end = start + query.size;
  const ranked = query.textMatches?.positions ?? null;
  const unfiltered =
    !facets.some((f) => f.active) &&
    requiredFlags(query.filters) === 0 &&
    query.filters.minRating === null &&
    query.textMatches === null &&
    query.partners === null;
  // Without filters the counts are the snapshot's own; a query asking for none needs no pass at all.
  const known = !unfiltered ? undefined : query.facets ? unfilteredFacets.get(c) : [];
  if (known) return { ids: walk(c, query.sort, ranked, null, start, end), total: c.size, facets: known };
  const pass = { candidates: query.textMatches?.ascending ?? null, filters: query.filters, partners: query.partners };
  const { state, buckets, total } = classify(c, pass, facets);
  if (query.facets) countFacets(facets, state, buckets);
  const result = {
    ids: walk(c, query.sort, ranked, state, start, end),
    total,
    facets: query.facets ? facetValues(facets) : [],
  };
  if (unfiltered) unfilteredFacets.set(c, result.facets);
  return result;
}
