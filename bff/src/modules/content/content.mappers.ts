import type {
  CmsBannerDto,
  CmsEntryDto,
  CmsRoleDto,
  ContentDraftDto,
  ContentEntryPageDto,
  ContentEntrySummaryDto,
  ContentVersionDto,
  ContentVersionPageDto,
} from './content.api.js';

// What the GraphQL types of content.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type CmsEntryMapper = CmsEntryDto;
export type CmsBannerMapper = CmsBannerDto;
export type CmsRoleMapper = CmsRoleDto;
export type ContentDraftMapper = ContentDraftDto;
export type ContentEntrySummaryMapper = ContentEntrySummaryDto;
export type ContentEntryPageMapper = ContentEntryPageDto;
export type ContentVersionMapper = ContentVersionDto;
export type ContentVersionPageMapper = ContentVersionPageDto;
