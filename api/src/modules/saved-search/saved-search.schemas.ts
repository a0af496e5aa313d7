import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';
import { SearchQuery } from '../search/index.js';
import { SAVED_SEARCH_TEXT_LIMITS } from './saved-search.limits.js';

/** The search a saved search keeps: GET /v1/companies/search's words and filters, without paging or order. */
export const SavedSearchQuery = Type.Omit(SearchQuery, ['page', 'size', 'sort'], {
  title: 'SavedSearchQuery',
  description: 'As GET /v1/companies/search takes them (the same names, limits and meaning).',
  additionalProperties: false,
});

export const SavedSearchDto = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    query: Type.String({
      description: "The search as /search's URL query: known keys only, sorted, defaults left out.",
    }),
    link: Type.String({ description: 'The search page showing it, e.g. /search?searchString=oncology.' }),
    createdAt: DateTime,
    checkedAt: Nullable(DateTime),
    lastNewMatches: Type.Integer({ description: 'Companies the last check found newly matching (0 before one).' }),
    lastNewMatchesLink: Nullable(
      Type.String({ description: "The search with the last check's new companies marked; null when it found none." }),
    ),
  },
  { title: 'SavedSearchDto', description: 'A search the caller saved; a daily check tells them what newly matches.' },
);

export const SavedSearchesDto = Type.Object(
  {
    savedSearches: Type.Array(SavedSearchDto, { description: 'By name.' }),
    capacity: Type.Integer({ description: "How many the caller's plan keeps." }),
  },
  { title: 'SavedSearchesDto' },
);

const name = Type.String({ minLength: 1, maxLength: SAVED_SEARCH_TEXT_LIMITS.name, description: 'Trimmed.' });
export const SavedSearchBody = Type.Object(
  { name, query: SavedSearchQuery },
  { title: 'SavedSearchBody', additionalProperties: false },
);
export const SavedSearchRenameBody = Type.Object(
  { name },
  { title: 'SavedSearchRenameBody', additionalProperties: false },
);

/** "Check now" carries nothing but the id in its path. */
export const SavedSearchCheckBody = Type.Object({}, { title: 'SavedSearchCheckBody', additionalProperties: false });
export const SavedSearchCheckDto = Type.Object(
  {
    newMatches: Type.Integer({ description: 'Companies that matched for the first time (the owner was notified).' }),
    savedSearch: SavedSearchDto,
  },
  { title: 'SavedSearchCheckDto' },
);

export const NewMatchesQuery = Type.Object({
  since: Type.String({ format: 'date-time', description: "A check's instant, as its notification's link gives it." }),
});
export const NewMatchesDto = Type.Object(
  {
    companyIds: Type.Array(Type.Integer(), {
      description: 'Listed companies the search first matched at or after `since`, newest first.',
    }),
  },
  { title: 'SavedSearchNewMatchesDto' },
);
