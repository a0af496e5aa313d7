import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

/** Someone who registered and asked to join the company; they cannot sign in until approved. */
export type JoinRequestDto = ApiSchema<'JoinRequestDto'>;
export type JoinDecision = ApiSchema<'JoinDecisionBody'>['decision'];
export type MemberDto = ApiSchema<'MemberDto'>;
export type MemberInvitationDto = ApiSchema<'MemberInvitationDto'>;
export type MemberInvitationPreviewDto = ApiSchema<'MemberInvitationPreviewDto'>;
type Role = MemberDto['role'];
type Status = MemberDto['status'];
type InvitationState = MemberInvitationDto['state'];

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
    /** The caller company's members (its admins only). */
    members: (filter: { search?: string; role?: Role; status?: Status; page: number; size: number }) =>
      rest.get('/members', { operation: 'listMembers', query: filter }),
    changeRole: (userId: number, role: Role) =>
      rest.put('/members/{userId}/role', { operation: 'changeMemberRole', params: { userId }, body: { role } }),
    setStatus: (userId: number, status: Status) =>
      rest.put('/members/{userId}/status', { operation: 'setMemberStatus', params: { userId }, body: { status } }),
    invitations: (filter: { state?: InvitationState; page: number; size: number }) =>
      rest.get('/member-invitations', { operation: 'listMemberInvitations', query: filter }),
    invite: (email: string, role: Role) =>
      rest.post('/member-invitations', { operation: 'inviteMember', body: { email, role } }),
    resend: (invitationId: number) =>
      rest.post('/member-invitations/{invitationId}/resend', {
        operation: 'resendMemberInvitation',
        params: { invitationId },
        body: {},
      }),
    revoke: (invitationId: number) =>
      rest.post('/member-invitations/{invitationId}/revoke', {
        operation: 'revokeMemberInvitation',
        params: { invitationId },
        body: {},
      }),
  };
}

export type MemberApi = ReturnType<typeof createMemberApi>;

/** The public preview of an invitation by its link's token (the registration page; no caller). */
export function createMemberPublicApi(rest: RestClient) {
  return {
    preview: (token: string) =>
      rest.get('/member-invitations/by-token/{token}', { operation: 'getMemberInvitationPreview', params: { token } }),
  };
}
