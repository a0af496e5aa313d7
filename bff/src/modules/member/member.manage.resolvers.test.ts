import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import type { MemberDto, MemberInvitationDto } from './member.api.js';

const member: MemberDto = {
  id: 7,
  firstName: 'Zoe',
  lastName: 'Adams',
  email: 'zoe.adams@helixabio.example',
  jobTitle: null,
  pictureUrl: null,
  role: 'MEMBER',
  status: 'ACTIVE',
  masked: true,
  lastActiveAt: null,
  joinedAt: '2026-01-10T09:00:00.000Z',
  deactivatedAt: null,
  isViewer: false,
};
const invitation: MemberInvitationDto = {
  id: 3,
  email: 'new@helixabio.example',
  role: 'MEMBER',
  invitedBy: 'Sophia Reyes',
  createdAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-03-16T10:00:00.000Z',
  lastSentAt: '2026-03-02T10:00:00.000Z',
  sendCount: 1,
  canResendAt: '2026-03-03T10:00:00.000Z',
  state: 'OPEN',
};

const MEMBERS =
  'query($search: String, $role: CompanyUserRole, $status: MemberStatus, $size: Int) { companyMembers(search: $search, role: $role, status: $status, size: $size) { items { id email masked status isViewer } totalElements activeAdminCount } }';
const INVITE =
  'mutation($email: String!) { inviteMember(input: { email: $email }) { invitation { id state canResendAt } errors { code field message } } }';
const DEMOTE =
  'mutation($userId: ID!) { changeMemberRole(userId: $userId, role: MEMBER) { member { id role } activeAdminCount errors { code field message } } }';
const DEACTIVATE =
  'mutation($userId: ID!) { deactivateMember(userId: $userId) { member { id status } errors { code field message } } }';
const RESEND =
  'mutation($id: ID!) { resendMemberInvitation(id: $id) { invitation { id } errors { code field message } } }';
const PREVIEW =
  'query($token: String!) { memberInvitation(token: $token) { companyName invitedBy email role state expiresAt } }';

let h: Harness;
let admin: CookieJar;
let plain: CookieJar;

beforeAll(async () => {
  h = await startHarness({
    users: [
      buildUser({ id: 1, email: 'boss@demo.test', role: 'COMPANY_ADMIN' }),
      buildUser({ id: 2, email: 'member@demo.test' }),
    ],
  });
  admin = new CookieJar();
  await h.signIn('boss@demo.test', { jar: admin });
  plain = new CookieJar();
  await h.signIn('member@demo.test', { jar: plain });
});
afterAll(() => h.close());

describe('companyMembers', () => {
  it('asks the api for the trimmed search, filters and clamped size, and answers string ids', async () => {
    let asked = '';
    h.api.routes.on('get', '/members', (_request, url) => {
      asked = url.search;
      return [200, { content: [member], page: 0, size: 100, totalElements: 1, totalPages: 1, activeAdminCount: 1 }];
    });
    const { data, errors } = await h.gql(
      MEMBERS,
      { search: '  zoe ', role: 'MEMBER', status: 'ACTIVE', size: 500 },
      { jar: admin },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      companyMembers: {
        items: [{ id: '7', email: member.email, masked: true, status: 'ACTIVE', isViewer: false }],
        totalElements: 1,
        activeAdminCount: 1,
      },
    });
    expect(new URLSearchParams(asked).get('search')).toBe('zoe');
    expect(new URLSearchParams(asked).get('role')).toBe('MEMBER');
    expect(new URLSearchParams(asked).get('size')).toBe('100');
  });

  it('answers FORBIDDEN to a member, for the list and every admin operation, without calling the api', async () => {
    const before = h.api.server.requests.length;
    for (const [query, variables] of [
      [MEMBERS, {}],
      [INVITE, { email: 'x@helixabio.example' }],
      [DEMOTE, { userId: '7' }],
      [DEACTIVATE, { userId: '7' }],
      [RESEND, { id: '3' }],
    ] as const) {
      const { errors } = await h.gql(query, variables, { jar: plain });
      expect(errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const after = h.api.server.requests.slice(before);
    expect(after.some((r) => r.url.startsWith('/v1/member'))).toBe(false);
  });
});

describe('member mutations', () => {
  it('invites and answers the invitation', async () => {
    h.api.routes.on('post', '/member-invitations', () => [201, invitation]);
    const { data } = await h.gql(INVITE, { email: 'new@helixabio.example' }, { jar: admin });
    expect(data).toEqual({
      inviteMember: { invitation: { id: '3', state: 'OPEN', canResendAt: invitation.canResendAt }, errors: [] },
    });
  });

  it.each([
    [{ code: 371, message: 'This person is already a member of your company.' }, 409, 'USER_ALREADY_ADDED', 'email'],
    [
      { code: 371, message: 'This address already has an open invitation. Resend it instead.' },
      409,
      'USER_ALREADY_ADDED',
      'email',
    ],
    [
      {
        code: 'InvitationLimit',
        message: 'Your company can send at most 20 invitations a minute. Please wait a minute and try again.',
      },
      429,
      'INVITATION_LIMIT',
      'email',
    ],
    [
      {
        code: 'InvitationNotSent',
        message: 'The invitation email could not be sent, so no invitation was saved. Please try again.',
      },
      503,
      'INVITATION_NOT_SENT',
      null,
    ],
  ])('words the api’s refusal %j as a payload error', async (body, status, code, field) => {
    h.api.routes.on('post', '/member-invitations', () => [status as 409, body as never]);
    const { data } = await h.gql(INVITE, { email: 'x@helixabio.example' }, { jar: admin });
    expect(data).toEqual({ inviteMember: { invitation: null, errors: [{ code, field, message: body.message }] } });
  });

  it('puts a field validation on its field', async () => {
    const message = 'Please use a business email address: free-mail addresses cannot be invited.';
    h.api.routes.on('post', '/member-invitations', () => [
      400,
      { code: 400, message, details: [{ field: 'email', message }] },
    ]);
    const { data } = await h.gql(INVITE, { email: 'x@gmail.com' }, { jar: admin });
    expect(data).toEqual({
      inviteMember: { invitation: null, errors: [{ code: 'BAD_USER_INPUT', field: 'email', message }] },
    });
  });

  it('refuses demoting the last active admin with the api’s words, and answers the change otherwise', async () => {
    const message =
      'Your company must keep at least one active administrator. Make someone else an administrator first.';
    h.api.routes.on('put', '/members/{userId}/role', () => [409, { code: 'LastActiveAdmin', message }]);
    const refused = await h.gql(DEMOTE, { userId: '1' }, { jar: admin });
    expect(refused.data).toEqual({
      changeMemberRole: {
        member: null,
        activeAdminCount: null,
        errors: [{ code: 'LAST_ACTIVE_ADMIN', field: 'userId', message }],
      },
    });
    h.api.routes.on('put', '/members/{userId}/role', () => [
      200,
      { member: { ...member, role: 'MEMBER' }, activeAdminCount: 2 },
    ]);
    const done = await h.gql(DEMOTE, { userId: '7' }, { jar: admin });
    expect(done.data).toEqual({
      changeMemberRole: { member: { id: '7', role: 'MEMBER' }, activeAdminCount: 2, errors: [] },
    });
  });

  it('deactivates through PUT status, and answers NOT_FOUND for a bad id or another company’s user', async () => {
    let sent = '';
    h.api.routes.on('put', '/members/{userId}/status', (request) => {
      sent = request.body;
      return [200, { member: { ...member, status: 'DEACTIVATED' }, activeAdminCount: 1 }];
    });
    const done = await h.gql(DEACTIVATE, { userId: '7' }, { jar: admin });
    expect(done.data).toEqual({ deactivateMember: { member: { id: '7', status: 'DEACTIVATED' }, errors: [] } });
    expect(JSON.parse(sent)).toEqual({ status: 'DEACTIVATED' });
    const gone = { code: 'NOT_FOUND', field: 'userId', message: 'This person is not a member of your company.' };
    expect((await h.gql(DEACTIVATE, { userId: 'abc' }, { jar: admin })).data).toEqual({
      deactivateMember: { member: null, errors: [gone] },
    });
    h.api.routes.on('put', '/members/{userId}/status', () => [404, { code: 404, message: 'Not found.' }]);
    expect((await h.gql(DEACTIVATE, { userId: '99' }, { jar: admin })).data).toEqual({
      deactivateMember: { member: null, errors: [gone] },
    });
  });

  it('says when an invitation can be resent', async () => {
    const message = 'An invitation can be resent once a day. You can resend this one in 5 hour(s).';
    h.api.routes.on('post', '/member-invitations/{invitationId}/resend', () => [
      429,
      { code: 'ResendTooSoon', message },
    ]);
    const { data } = await h.gql(RESEND, { id: '3' }, { jar: admin });
    expect(data).toEqual({
      resendMemberInvitation: { invitation: null, errors: [{ code: 'RESEND_TOO_SOON', field: 'id', message }] },
    });
  });
});

describe('memberInvitation (public)', () => {
  const token = 'a'.repeat(43);
  it('answers the preview to anyone, and null for a malformed or unknown token', async () => {
    const preview = {
      companyName: 'Helixa Biotherapeutics',
      invitedBy: 'Sophia Reyes',
      email: 'new@helixabio.example',
      role: 'MEMBER' as const,
      state: 'OPEN' as const,
      expiresAt: '2026-03-16T10:00:00.000Z',
    };
    h.api.routes.on('get', '/member-invitations/by-token/{token}', () => [200, preview], { public: true });
    expect((await h.gql(PREVIEW, { token })).data).toEqual({ memberInvitation: preview });
    expect((await h.gql(PREVIEW, { token: 'short' })).data).toEqual({ memberInvitation: null });
    h.api.routes.on('get', '/member-invitations/by-token/{token}', () => [404, { code: 404, message: 'Not found.' }], {
      public: true,
    });
    expect((await h.gql(PREVIEW, { token })).data).toEqual({ memberInvitation: null });
  });
});
