import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const meetup = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  code: 'decentralised-trials-roundtable',
  title: 'Decentralised trials roundtable',
  description: 'An hour on hybrid trials.',
  startsAt: '2026-12-10T16:00:00.000Z',
  endsAt: '2026-12-10T17:00:00.000Z',
  timeZone: 'Europe/London',
  venue: null,
  onlineUrl: 'https://meet.example/roundtable',
  capacity: 4,
  registeredCount: 4,
  seatsLeft: 0,
  waitlistCount: 1,
  registrationOpen: true,
  ...overrides,
});
const page = { content: [meetup()], page: 0, size: 10, totalElements: 1, totalPages: 1 };
const LIST = `query($when: MeetupWhen) { meetups(when: $when) { items { id code seatsLeft myRegistration { status waitlistPosition } } totalElements } }`;
const REGISTER = `mutation($code: String!) {
  registerForMeetup(code: $code) {
    meetup { seatsLeft myRegistration { status waitlistPosition } }
    registration { status waitlistPosition }
    errors { code field message }
  }
}`;
const ALREADY = 'You are already on the waiting list for this meetup.';

describe('meetups through the bff', () => {
  let h: Harness;
  const member = new CookieJar();
  const admin = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 2, email: 'sponsor.member@demo.test', role: 'MEMBER' });
    h = await startHarness({
      users: [user],
      accounts: [
        { email: user.email, password: PASSWORD },
        { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
      ],
    });
    await h.signIn(user.email, { jar: member });
    await h.signIn('admin@demo.test', { jar: admin });
  });
  afterAll(() => h.close());

  it('lists meetups to visitors without asking for a registration, and passes which list', async () => {
    let when = '';
    let mine = 0;
    h.api.routes.on(
      'get',
      '/meetups',
      (_request, url) => {
        when = url.searchParams.get('when') ?? '';
        return [200, page];
      },
      { public: true },
    );
    h.api.routes.on('get', '/meetups/registrations/mine', () => {
      mine += 1;
      return [200, []];
    });
    const { data, errors } = await h.gql(LIST, { when: 'PAST' });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      meetups: {
        items: [{ id: '3', code: 'decentralised-trials-roundtable', seatsLeft: 0, myRegistration: null }],
        totalElements: 1,
      },
    });
    expect(when).toBe('PAST');
    expect(mine).toBe(0);
  });

  it("answers a member's registrations with one upstream call per request", async () => {
    let mine = 0;
    h.api.routes.on(
      'get',
      '/meetups',
      () => [200, { ...page, content: [meetup(), meetup({ id: 4, code: 'other' })] }],
      {
        public: true,
      },
    );
    h.api.routes.on('get', '/meetups/registrations/mine', () => {
      mine += 1;
      return [
        200,
        [{ meetupCode: 'other', status: 'WAITLISTED', waitlistPosition: 2, createdAt: '2026-11-01T10:00:00.000Z' }],
      ];
    });
    const { data } = await h.gql(LIST, {}, { jar: member });
    expect(data?.['meetups']).toMatchObject({
      items: [
        { myRegistration: null },
        { code: 'other', myRegistration: { status: 'WAITLISTED', waitlistPosition: 2 } },
      ],
    });
    expect(mine).toBe(1);
  });

  it('registers, answering the waiting list place, and puts refusals in the payload with their words', async () => {
    h.api.routes.on('post', '/meetups/{code}/registration', () => [
      200,
      {
        meetupCode: 'decentralised-trials-roundtable',
        status: 'WAITLISTED',
        waitlistPosition: 1,
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ]);
    h.api.routes.on('get', '/meetups/{code}', () => [200, meetup({ waitlistCount: 2 })]);
    const done = await h.gql(REGISTER, { code: 'decentralised-trials-roundtable' }, { jar: member });
    expect(done.data).toEqual({
      registerForMeetup: {
        meetup: { seatsLeft: 0, myRegistration: { status: 'WAITLISTED', waitlistPosition: 1 } },
        registration: { status: 'WAITLISTED', waitlistPosition: 1 },
        errors: [],
      },
    });
    h.api.routes.on('post', '/meetups/{code}/registration', () => [
      409,
      { code: 'MeetupAlreadyRegistered', message: ALREADY },
    ]);
    const refused = await h.gql(REGISTER, { code: 'decentralised-trials-roundtable' }, { jar: member });
    expect(refused.data).toEqual({
      registerForMeetup: {
        meetup: null,
        registration: null,
        errors: [{ code: 'MEETUP_ALREADY_REGISTERED', field: 'code', message: ALREADY }],
      },
    });
    const malformed = await h.gql(REGISTER, { code: '<script>' }, { jar: member });
    expect(malformed.data?.['registerForMeetup']).toMatchObject({ errors: [{ code: 'MEETUP_NOT_FOUND' }] });
  });

  it('refuses visitors registration and non-admins the admin writes', async () => {
    const visitor = await h.gql(REGISTER, { code: 'decentralised-trials-roundtable' });
    expect(visitor.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const create = await h.gql(
      `mutation($input: MeetupInput!) { createMeetup(input: $input) { meetup { code } errors { code } } }`,
      {
        input: {
          code: 'x',
          title: 'X',
          description: 'X',
          startsAt: '2026-12-10T16:00:00.000Z',
          endsAt: '2026-12-10T17:00:00.000Z',
          timeZone: 'UTC',
          capacity: 1,
        },
      },
      { jar: member },
    );
    expect(create.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it("edits a meetup for the admin group, putting the api's capacity refusal on its field", async () => {
    const UPDATE = `mutation($code: String!, $input: MeetupInput!) {
      updateMeetup(code: $code, input: $input) { meetup { code title capacity seatsLeft } errors { code field message } } }`;
    const { code, description, startsAt, endsAt, timeZone, venue, onlineUrl } = meetup();
    const input = {
      code,
      description,
      startsAt,
      endsAt,
      timeZone,
      venue,
      onlineUrl,
      title: 'Roundtable, moved',
      capacity: 6,
    };
    h.api.routes.on(
      'put',
      '/admin/meetups/{code}',
      () => [200, meetup({ title: 'Roundtable, moved', capacity: 6, seatsLeft: 2 })],
      {
        public: true,
      },
    );
    const saved = await h.gql(UPDATE, { code: 'decentralised-trials-roundtable', input }, { jar: admin });
    expect(saved.data).toEqual({
      updateMeetup: {
        meetup: { code: 'decentralised-trials-roundtable', title: 'Roundtable, moved', capacity: 6, seatsLeft: 2 },
        errors: [],
      },
    });
    const sent = h.api.server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ title: 'Roundtable, moved', capacity: 6, venue: null });

    const below = 'capacity cannot be below the 4 seats already taken.';
    h.api.routes.on(
      'put',
      '/admin/meetups/{code}',
      () => [400, { code: 400, message: below, details: [{ field: 'capacity', message: below }] }],
      { public: true },
    );
    const refused = await h.gql(
      UPDATE,
      { code: 'decentralised-trials-roundtable', input: { ...input, capacity: 2 } },
      { jar: admin },
    );
    expect(refused.data).toEqual({
      updateMeetup: { meetup: null, errors: [{ code: 'BAD_USER_INPUT', field: 'capacity', message: below }] },
    });
  });
});
