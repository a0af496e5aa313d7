import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type TeamMemberDto = ApiSchema<'TeamMemberDto'>;
export type TeamCandidateDto = ApiSchema<'TeamCandidateDto'>;
export type InviteDto = ApiSchema<'InviteDto'>;

/** The subscription team's endpoints of the api (spec §7); the only place that knows their paths. */
export function createTeamApi(rest: RestClient) {
  return {
    members: (subscriptionId: number, paging: Paging) =>
      rest.get('/subscriptions/{subscriptionId}/team', {
        operation: 'getSubscriptionTeam',
        params: { subscriptionId },
        paging,
      }),
    add: (subscriptionId: number, userId: number) =>
      rest.post('/subscriptions/{subscriptionId}/team', {
        operation: 'addTeamMember',
        params: { subscriptionId },
        body: { userId },
      }),
    setBillingAdmin: (subscriptionId: number, userId: number, billingAdmin: boolean) =>
      rest.put('/subscriptions/{subscriptionId}/team/{userId}', {
        operation: 'updateTeamMember',
        params: { subscriptionId, userId },
        body: { billingAdmin },
      }),
    remove: (subscriptionId: number, userId: number) =>
      rest.delete('/subscriptions/{subscriptionId}/team/{userId}', {
        operation: 'removeTeamMember',
        params: { subscriptionId, userId },
      }),
    autocomplete: (subscriptionId: number, searchString: string) =>
      rest.get('/subscriptions/{subscriptionId}/team/autocomplete', {
        operation: 'teamAutocomplete',
        params: { subscriptionId },
        query: { searchString },
      }),
    invite: (subscriptionId: number, body: RequestBody<'post', '/subscriptions/{subscriptionId}/team/invites'>) =>
      rest.post('/subscriptions/{subscriptionId}/team/invites', {
        operation: 'inviteTeamMember',
        params: { subscriptionId },
        body,
      }),
    inviteContents: (token: string) =>
      rest.get('/subscriptions/{token}/team/invites/contents', {
        operation: 'getTeamInviteContents',
        params: { token },
      }),
  };
}

export type TeamApi = ReturnType<typeof createTeamApi>;
