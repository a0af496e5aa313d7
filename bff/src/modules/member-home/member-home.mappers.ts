import type {
  HomeCompanyDto,
  HomeCompletenessDto,
  HomeDeadlinesDto,
  HomeRequestDto,
  HomeResponseDto,
  HomeWatchedDto,
  WaitingThreadDto,
  WaitingThreadsDto,
  WatchedChangeDto,
} from './member-home.api.js';

// What the GraphQL types of member-home.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
/**
 * The permissions the viewer holds now (names of the Permission enum; typed as strings, since the
 * generated types import this file): each section resolves only under its own.
 */
export interface MemberHomeMapper {
  held: readonly string[];
}
export type WaitingThreadsMapper = WaitingThreadsDto;
export type WaitingThreadMapper = WaitingThreadDto;
export type MemberHomeDeadlinesMapper = HomeDeadlinesDto;
export type MemberHomeRequestMapper = HomeRequestDto;
export type MemberHomeResponseMapper = HomeResponseDto;
export type MemberHomeWatchedMapper = HomeWatchedDto;
export type WatchedCompanyChangeMapper = WatchedChangeDto;
export type MemberHomeCompanyMapper = HomeCompanyDto;
export type MemberHomeCompletenessMapper = HomeCompletenessDto;
