import type { DepsContext } from '../../http/module.js';
import type { FeatureDeps } from '../../http/types.js';
import { SEARCH_INDEX_KINDS, type SearchIndexKind } from './search.index.js';

declare module '../../http/types.js' {
  interface FeatureDeps {
    /** The company search index (SEARCH_INDEX): 'memory' (default) or 'postgres' (search.index.ts). */
    searchIndex?: SearchIndexKind;
    /** Search texts whose matches each api instance keeps (search.matches.ts, also capped at 16 MB); 0 keeps none. Default 64. */
    searchTextCacheEntries?: number;
  }
}

/**
 * SEARCH_INDEX: `memory` (default: filters, facets and sorts over an in-memory index of every
 * company, the fastest) or `postgres` (all in SQL, nothing kept: for replicas short of memory).
 */
export function parseSearchIndex(value: string | undefined): SearchIndexKind {
  const kind = value?.trim() || 'memory';
  const known: readonly string[] = SEARCH_INDEX_KINDS;
  if (!known.includes(kind)) throw new Error(`Invalid SEARCH_INDEX: ${value} (${SEARCH_INDEX_KINDS.join(' or ')})`);
  return kind as SearchIndexKind;
}

/** The search's settings when the server starts. */
export function searchDeps({ env, log }: Pick<DepsContext, 'env' | 'log'>): Pick<FeatureDeps, 'searchIndex'> {
  const searchIndex = parseSearchIndex(env.SEARCH_INDEX);
  log.info({ searchIndex }, 'company search index');
  return { searchIndex };
}
