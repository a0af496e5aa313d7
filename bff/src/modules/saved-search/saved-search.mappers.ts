import type { SavedSearchDto, SavedSearchesDto } from './saved-search.api.js';

// What the GraphQL types of saved-search.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type SavedSearchMapper = SavedSearchDto;
export type SavedSearchListMapper = SavedSearchesDto;
