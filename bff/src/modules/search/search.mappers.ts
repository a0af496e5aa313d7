import type { SearchPageDto, SearchResultDto } from './search.api.js';

// What the GraphQL types of search.graphql resolve from (found by codegen.ts by their `Mapper` suffix).
export type CompanySearchPageMapper = SearchPageDto;
export type CompanySearchResultMapper = SearchResultDto;
