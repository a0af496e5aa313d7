import type { CommonsExpertDto, CommonsPageDto, CommonsPageSummaryDto } from './commons.api.js';

// What the GraphQL types of commons.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type CommonsPageMapper = CommonsPageDto;
export type CommonsPageSummaryMapper = CommonsPageSummaryDto;
export type CommonsExpertMapper = CommonsExpertDto;
export interface CommonsPageListMapper {
  content: CommonsPageSummaryDto[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
export interface CommonsExpertListMapper {
  content: CommonsExpertDto[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
