import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import type { TeamMemberDto } from './team.api.js';

const member = (overrides: Partial<TeamMemberDto> = {}): TeamMemberDto => ({
  userId: 2,
  firstName: 'Marcus',
  lastName: 'Chen',
  email: 'sponsor.member@demo.test',
  jobTitle: null,
  pictureUrl: null,
  role: 'MEMBER',
  billingAdmin: false,
  active: true,
  isViewer: false,
  ...overrides,
});

let h: Harness;
let admin: CookieJar;
const lastCall = (method: string, path: string) =>
  h.api.server.requests.filter((r) => r.method === method && r.url.split('?')[0] === path).at(-1);

beforeAll(async () => {
  h = await startHarness({ users: [buildUser({ id: 1, email: 'sponsor.admin@demo.test', role: 'COMPANY_ADMIN' })] });
  admin = new CookieJar();
  await h.signIn('sponsor.admin@demo.test', { jar: admin });
});
afterAll(() => h.close());
beforeEach(() => h.api.routes.clear());

describe('subscriptionTeam', () => {
  it('pages the team with clamped paging', async () => {
    h.api.routes.on('get', '/subscriptions/{subscriptionId}/team', () => [
      200,
      {
        content: [member({ userId: 1, billingAdmin: true, isViewer: true }), member()],
        page: 1,
        size: 2,
        totalElements: 4,
        totalPages: 2,
      },
    ]);
    const { data } = await h.gql(
      '{ subscriptionTeam(subscriptionId: "7", page: { page: 1, size: 2 }) { page totalPages items { userId billingAdmin isViewer role } } }',
      {},
      { jar: admin },
    );
    expect(data).toEqual({
      subscriptionTeam: {
        page: 1,
        totalPages: 2,
        items: [
          { userId: '1', billingAdmin: true, isViewer: true, role: 'MEMBER' },
          { userId: '2', billingAdmin: false, isViewer: false, role: 'MEMBER' },
        ],
      },
    });
    expect(lastCall('GET', '/v1/subscriptions/7/team')?.url).toBe('/v1/subscriptions/7/team?page=1&size=2');
  });

  it('answers FORBIDDEN when the api refuses a member who is no billing admin', async () => {
    h.api.routes.on('get', '/subscriptions/{subscriptionId}/team', () => [403, { code: 403, message: 'no' }]);
    const { errors } = await h.gql('{ subscriptionTeam(subscriptionId: "7") { totalElements } }', {}, { jar: admin });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('subscriptionTeamCandidates', () => {
  it('passes the trimmed search string and answers nothing for a blank one without calling', async () => {
    h.api.routes.on('get', '/subscriptions/{subscriptionId}/team/autocomplete', () => [
      200,
      [{ userId: 5, firstName: 'Rosa', lastName: 'Newcomer', email: 'rosa@helixabio.example', jobTitle: null }],
    ]);
    const { data } = await h.gql(
      '{ a: subscriptionTeamCandidates(subscriptionId: "7", searchString: " ros ") { userId firstName } b: subscriptionTeamCandidates(subscriptionId: "7", searchString: "  ") { userId } }',
      {},
      { jar: admin },
    );
    expect(data).toEqual({ a: [{ userId: '5', firstName: 'Rosa' }], b: [] });
    expect(lastCall('GET', '/v1/subscriptions/7/team/autocomplete')?.url).toBe(
      '/v1/subscriptions/7/team/autocomplete?searchString=ros',
    );
  });
});

describe('team mutations', () => {
  it('adds a member, and answers USER_ALREADY_ADDED (371) the second time', async () => {
    h.api.routes.on('post', '/subscriptions/{subscriptionId}/team', () => [201, member({ userId: 5 })]);
    const ADD =
      'mutation { addTeamMember(subscriptionId: "7", userId: "5") { member { userId } errors { code message } } }';
    expect((await h.gql(ADD, {}, { jar: admin })).data).toEqual({
      addTeamMember: { member: { userId: '5' }, errors: [] },
    });
    expect(JSON.parse(lastCall('POST', '/v1/subscriptions/7/team')?.body ?? '{}')).toEqual({ userId: 5 });
    // Code 371 carries the api's own words (the members feature words its cases differently).
    h.api.routes.on('post', '/subscriptions/{subscriptionId}/team', () => [
      409,
      { code: 371, message: 'This user has already been added.' },
    ]);
    expect((await h.gql(ADD, {}, { jar: admin })).data).toEqual({
      addTeamMember: {
        member: null,
        errors: [{ code: 'USER_ALREADY_ADDED', message: 'This user has already been added.' }],
      },
    });
  });

  it('sets the billing-admin flag and explains the last billing admin refusal', async () => {
    h.api.routes.on('put', '/subscriptions/{subscriptionId}/team/{userId}', (request) => [
      200,
      member({ billingAdmin: (JSON.parse(request.body) as { billingAdmin: boolean }).billingAdmin }),
    ]);
    const SET =
      'mutation($b: Boolean!) { setTeamMemberBillingAdmin(subscriptionId: "7", userId: "2", billingAdmin: $b) { member { billingAdmin } errors { code field message } } }';
    expect((await h.gql(SET, { b: true }, { jar: admin })).data).toEqual({
      setTeamMemberBillingAdmin: { member: { billingAdmin: true }, errors: [] },
    });
    h.api.routes.on('put', '/subscriptions/{subscriptionId}/team/{userId}', () => [
      400,
      {
        code: 400,
        message: 'A subscription needs at least one billing admin.',
        details: [{ field: 'billingAdmin', message: 'A subscription needs at least one billing admin.' }],
      },
    ]);
    expect((await h.gql(SET, { b: false }, { jar: admin })).data).toEqual({
      setTeamMemberBillingAdmin: {
        member: null,
        errors: [
          {
            code: 'BAD_USER_INPUT',
            field: 'billingAdmin',
            message: 'A subscription needs at least one billing admin.',
          },
        ],
      },
    });
  });

  it('removes a member, answering a userId error when they are no longer on the team', async () => {
    h.api.routes.on('delete', '/subscriptions/{subscriptionId}/team/{userId}', () => [204]);
    const REMOVE =
      'mutation { removeTeamMember(subscriptionId: "7", userId: "2") { removedUserId errors { code field message } } }';
    expect((await h.gql(REMOVE, {}, { jar: admin })).data).toEqual({
      removeTeamMember: { removedUserId: '2', errors: [] },
    });
    h.api.routes.on('delete', '/subscriptions/{subscriptionId}/team/{userId}', () => [
      404,
      { code: 404, message: 'Not found.' },
    ]);
    expect((await h.gql(REMOVE, {}, { jar: admin })).data).toEqual({
      removeTeamMember: {
        removedUserId: null,
        errors: [{ code: 'NOT_FOUND', field: 'userId', message: 'This user is not on the team.' }],
      },
    });
  });

  it('invites by email and reads an invitation publicly by its token', async () => {
    const invite = {
      email: 'lee@helixabio.example',
      subject: 'Join us',
      text: 'Hi',
      companyName: 'Helixa Biotherapeutics',
      invitedBy: 'Sophia Reyes',
      sentAt: '2026-01-15T12:00:00.000Z',
      expiresAt: '2026-02-14T12:00:00.000Z',
      expired: false,
    };
    h.api.routes.on('post', '/subscriptions/{subscriptionId}/team/invites', () => [201, invite]);
    const sent = await h.gql(
      'mutation { inviteTeamMember(input: { subscriptionId: "7", email: " lee@helixabio.example ", subject: "Join us", text: "Hi" }) { invite { email invitedBy } errors { code } } }',
      {},
      { jar: admin },
    );
    expect(sent.data).toEqual({
      inviteTeamMember: { invite: { email: 'lee@helixabio.example', invitedBy: 'Sophia Reyes' }, errors: [] },
    });
    expect(JSON.parse(lastCall('POST', '/v1/subscriptions/7/team/invites')?.body ?? '{}')).toEqual({
      email: 'lee@helixabio.example',
      subject: 'Join us',
      text: 'Hi',
    });
    const token = 'a'.repeat(43);
    h.api.routes.on('get', '/subscriptions/{token}/team/invites/contents', () => [200, invite], { public: true });
    const read = await h.gql(
      'query($t: String!) { teamInvite(token: $t) { companyName expired } }',
      { t: token },
      { jar: new CookieJar() },
    );
    expect(read.data).toEqual({ teamInvite: { companyName: 'Helixa Biotherapeutics', expired: false } });
    expect((await h.gql('{ teamInvite(token: "../x") { email } }', {}, { jar: new CookieJar() })).data).toEqual({
      teamInvite: null,
    });
  });
});
