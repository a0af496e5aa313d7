import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

export type WaitingThreadsDto = ApiSchema<'WaitingThreadsDto'>;
export type WaitingThreadDto = ApiSchema<'WaitingThreadDto'>;
export type HomeDeadlinesDto = ApiSchema<'HomeDeadlinesDto'>;
export type HomeRequestDto = ApiSchema<'HomeRequestDto'>;
export type HomeResponseDto = ApiSchema<'HomeResponseDto'>;
export type HomeWatchedDto = ApiSchema<'HomeWatchedDto'>;
export type WatchedChangeDto = ApiSchema<'WatchedChangeDto'>;
export type HomeCompanyDto = ApiSchema<'HomeCompanyDto'>;
export type HomeCompletenessDto = ApiSchema<'HomeCompletenessDto'>;

/** The member home's endpoints of the api (docs/member-home.md): the only place that knows their paths. */
export function createMemberHomeApi(rest: RestClient) {
  return {
    threads: (size: number) =>
      rest.get('/users/me/home/threads', { operation: 'getHomeWaitingThreads', query: { size } }),
    deadlines: (size: number) =>
      rest.get('/users/me/home/deadlines', { operation: 'getHomeDeadlines', query: { size } }),
    watched: (size: number) => rest.get('/users/me/home/watched', { operation: 'getHomeWatched', query: { size } }),
    completeness: () => rest.get('/users/me/home/completeness', { operation: 'getHomeCompleteness' }),
  };
}

export type MemberHomeApi = ReturnType<typeof createMemberHomeApi>;
