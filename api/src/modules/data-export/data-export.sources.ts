import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Executor } from '../../db/database.js';
import type { ApiInstance } from '../../http/types.js';
import { companies, type CompanyViewer } from '../company/index.js';
import { companySearchOf, SearchQuery, searchCommandFrom } from '../search/index.js';
import { watchlistEntries } from '../watchlist/index.js';

/** A folder's companies in the folder's order (newest added first), those still on the platform only. */
export async function folderCompanyIds(db: Executor, folderId: number): Promise<number[]> {
  const entries = await db
    .select({ id: watchlistEntries.companyId })
    .from(watchlistEntries)
    .where(eq(watchlistEntries.folderId, folderId))
    .orderBy(desc(watchlistEntries.addedAt), asc(watchlistEntries.companyId));
  const ids = entries.map((row) => row.id);
  if (ids.length === 0) return [];
  // By id, apart from the entries: joined to them, PostgreSQL read every company for a large
  // folder (130 ms of a 10,000-row export; bench:watchlists).
  const active = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.active, true)));
  const kept = new Set(active.map((row) => row.id));
  return ids.filter((id) => kept.has(id));
}

const { page: _page, size: _size, ...criteria } = SearchQuery.properties;

/** A search without its page: the words, filters, partner inclusion and order. */
export const SearchCriteria = Type.Object(criteria, {
  title: 'SearchCriteriaDto',
  additionalProperties: false,
  description: 'A company search as `GET /v1/companies/search` takes it, without `page` and `size`.',
});
export type SearchCriteria = Static<typeof SearchCriteria>;

/**
 * The companies a search finds, in its order, at most `limit` of them, and how many it finds in
 * all: the same index and rules as the search page (the viewer's partner rule included).
 */
export async function searchCompanyIds(
  app: ApiInstance,
  viewer: CompanyViewer,
  query: SearchCriteria,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const command = searchCommandFrom(query);
  const partners =
    command.partners === 'INCLUDE' || viewer.companyId === null
      ? null
      : { companyId: viewer.companyId, only: command.partners === 'ONLY_PARTNERS' };
  const answer = await companySearchOf(app).search({
    ...command,
    partners,
    page: 0,
    size: Math.max(1, limit),
    facets: false,
  });
  return { ids: answer.ids.slice(0, limit), total: answer.total };
}

/** The longest search text the log repeats (the rest is elided). */
const SUBJECT_WORDS = 80;

/** What the export log says of a search: its words and how many filters narrowed it. */
export function searchSubject(query: SearchCriteria): string {
  const command = searchCommandFrom(query);
  const { filters } = command;
  const narrowing = [
    ...Object.values(filters).filter((value) => (Array.isArray(value) ? value.length > 0 : value === true)),
    filters.countryId !== null,
    command.partners !== 'INCLUDE',
  ].filter(Boolean).length;
  const text = command.text.length > SUBJECT_WORDS ? `${command.text.slice(0, SUBJECT_WORDS)}…` : command.text;
  const what = text ? `Search for "${text}"` : 'Search for every company';
  return narrowing === 0 ? what : `${what}, ${narrowing} ${narrowing === 1 ? 'filter' : 'filters'}`;
}
