import type { ResponseBody } from '../../rest/rest.contract.js';
import type {
  WatchlistEntryDto,
  WatchlistFolderDto,
  WatchlistFoldersDto,
  WatchlistPersonDto,
} from './watchlist.api.js';

// What the GraphQL types of watchlist.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type WatchlistMapper = WatchlistFoldersDto;
export type WatchlistFolderMapper = WatchlistFolderDto;
export type WatchlistEntryMapper = WatchlistEntryDto;
export type WatchlistPersonMapper = WatchlistPersonDto;
export type WatchlistEntryPageMapper = ResponseBody<'get', '/watchlists/folders/{id}/companies'>;
