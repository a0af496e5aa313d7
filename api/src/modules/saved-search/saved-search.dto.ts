import type { Static } from 'typebox';
import type { Executor } from '../../db/database.js';
import { newMatchesLink, searchLink } from './saved-search.query.js';
import { lastNewMatchCounts, type SavedSearchRow } from './saved-search.repository.js';
import type { SavedSearchDto } from './saved-search.schemas.js';

type Dto = Static<typeof SavedSearchDto>;

/** The saved searches as the api answers them, with what each last check found. */
export async function savedSearchDtos(db: Executor, searches: readonly SavedSearchRow[]): Promise<Dto[]> {
  const counts = await lastNewMatchCounts(
    db,
    searches.map((search) => search.id),
  );
  return searches.map((search) => {
    const lastNewMatches = counts.get(search.id) ?? 0;
    return {
      id: search.id,
      name: search.name,
      query: search.query,
      link: searchLink(search.query),
      createdAt: search.createdAt.toISOString(),
      checkedAt: search.checkedAt?.toISOString() ?? null,
      lastNewMatches,
      lastNewMatchesLink:
        lastNewMatches > 0 && search.checkedAt ? newMatchesLink(search.query, search.id, search.checkedAt) : null,
    };
  });
}

export async function savedSearchDto(db: Executor, search: SavedSearchRow): Promise<Dto> {
  const [dto] = await savedSearchDtos(db, [search]);
  if (!dto) throw new Error('saved search answered nothing');
  return dto;
}
