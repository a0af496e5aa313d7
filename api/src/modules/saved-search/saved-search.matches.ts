import { type CompanySearchIndex, searchCommandFrom } from '../search/index.js';
import { MAX_FOLLOWED_MATCHES } from './saved-search.limits.js';
import type { SavedSearchQuery } from './saved-search.query.js';

/** Whom a saved search runs for: the contracted-partner filter is relative to their company. */
export interface SearchOwner {
  companyId: number | null;
}

export interface Matches {
  /** Newest companies first, up to the limit. */
  ids: number[];
  /** Every company the search finds. */
  total: number;
}

/**
 * The companies the search finds for its owner, exactly as GET /v1/companies/search finds them:
 * the api's one search index (listed companies only, the same words, filters and partner rule),
 * every page at once, newest first, up to `limit`.
 */
export async function findMatches(
  index: CompanySearchIndex,
  query: SavedSearchQuery,
  owner: SearchOwner,
  limit = MAX_FOLLOWED_MATCHES,
): Promise<Matches> {
  const command = searchCommandFrom(query);
  // As the search route: no partner rule without a company to be a partner of.
  const partners =
    command.partners === 'INCLUDE' || owner.companyId === null
      ? null
      : { companyId: owner.companyId, only: command.partners === 'ONLY_PARTNERS' };
  const answer = await index.search({
    ...command,
    partners,
    // Not by relevance: ranking the words costs, and past the limit the newest companies are the likelier news.
    sort: { field: 'createdAt', direction: 'DESC' },
    page: 0,
    size: limit,
    facets: false,
  });
  return { ids: answer.ids, total: answer.total };
}
