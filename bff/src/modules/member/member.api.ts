import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

/** Someone who registered and asked to join the company; they cannot sign in until approved. */
export type JoinRequestDto = ApiSchema<'JoinRequestDto'>;
export type JoinDecision = ApiSchema<'JoinDecisionBody'>['decision'];

/** The company-membership endpoints of the api; the only place that knows their paths. */
export function createMemberApi(rest: RestClient) {
  return {
    /** The company's join requests, oldest first (its company admins only). */
    joinRequests: (id: number) =>
      rest.get('/companies/{id}/join-requests', { operation: 'getJoinRequests', params: { id } }),
    decideJoinRequest: (id: number, userId: number, decision: JoinDecision) =>
      rest.put('/companies/{id}/join-requests/{userId}', {
        operation: 'decideJoinRequest',
        params: { id, userId },
        body: { decision },
      }),
  };
}

export type MemberApi = ReturnType<typeof createMemberApi>;
