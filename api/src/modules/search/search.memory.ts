import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/database.js';
import { partnerIdsOf } from '../partner/index.js';
import { runSearch } from './search.engine.js';
import type { CompanySearchIndex, PartnerRule } from './search.index.js';
import { createTextMatcher } from './search.matches.js';
import { createSearchSnapshots } from './search.snapshot.js';

export interface MemorySearchIndexOptions {
  /** Search texts whose matches are kept per snapshot (search.matches.ts); 0 keeps none. Default 64. */
  textCacheEntries?: number | undefined;
}

/**
 * The `memory` company search index: the text (if any) is matched and ranked by PostgreSQL (kept
 * per snapshot by the matcher); filters, facet counts, sorting and paging run over the in-memory
 * snapshot of every active company (search.engine.ts), brought up to date with every committed
 * change before each search.
 */
export function createMemorySearchIndex(db: Executor, options: MemorySearchIndexOptions = {}): CompanySearchIndex {
  const snapshots = createSearchSnapshots(db);
  const matcher = createTextMatcher(db, { entries: options.textCacheEntries });

  const partnerIds = async (rule: PartnerRule | null) =>
    rule ? { ids: await partnerIdsOf(db, rule.companyId), only: rule.only } : null;

  return {
    kind: 'memory',
    async search(query) {
      const snapshot = await snapshots.current();
      const { text, sort } = query;
      const [matches, partners] = await allQueries(db, [
        () => (text ? matcher.match(snapshot, text, sort.field === 'relevance') : null),
        () => Promise.resolve(query.partners).then(partnerIds),
      ]);
      const result = runSearch(snapshot, { ...query, textMatches: matches?.set ?? null, partners });
      return { ...result, textMode: matches?.mode ?? null };
    },
    async warm() {
      await snapshots.current();
    },
  };
}
