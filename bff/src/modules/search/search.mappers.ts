import type { SearchPageDto, SearchResultDto } from './search.api.js';

// What the GraphQL types of search.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type CompanySearchPageMapper = SearchPageDto;
export type CompanySearchResultMapper = SearchResultDto;
