import type { RestClient } from '../../rest/rest.client.js';
import { segment } from '../../rest/rest.paths.js';
import type { UserDto } from '../user/user.api.js';

/** Someone who registered and asked to join the company; they cannot sign in until approved. */
export interface JoinRequestDto {
  user: UserDto;
  /** ISO-8601 instant. */
  requestedAt: string;
}

export type JoinDecision = 'APPROVE' | 'DECLINE';

export interface MemberApi {
  /** The company's join requests, oldest first (its company admins only). */
  joinRequests(companyId: number): Promise<JoinRequestDto[]>;
  decideJoinRequest(companyId: number, userId: number, decision: JoinDecision): Promise<void>;
}

/** The company-membership endpoints of the api; the only place that knows their paths. */
export function createMemberApi(rest: RestClient): MemberApi {
  return {
    joinRequests: (companyId) =>
      rest.request<JoinRequestDto[]>({
        operation: 'getJoinRequests',
        path: `/companies/${segment(companyId)}/join-requests`,
      }),
    decideJoinRequest: (companyId, userId, decision) =>
      rest.request({
        operation: 'decideJoinRequest',
        method: 'PUT',
        path: `/companies/${segment(companyId)}/join-requests/${segment(userId)}`,
        body: { decision },
        responseType: 'none',
      }),
  };
}
