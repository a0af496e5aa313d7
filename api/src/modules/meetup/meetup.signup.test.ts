import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeIdentityAdmin,
  createTestApp,
  TEST_NEW_PASSWORD,
  type TestApp,
  testDatabaseKinds,
  verificationCodeIn,
} from '../../testing/index.js';
import { users } from '../user/index.js';
import { registerEventSignups } from './meetup.signup.js';
import { meetupRegistrations, meetups } from './meetup.table.js';
import { createMeetupAs } from './meetup.testing.js';

/** The user's registration rows (a new account's company waits for approval: read them directly). */
const mine = (t: TestApp, email: string) =>
  t.database.db
    .select({ meetupCode: meetups.code, status: meetupRegistrations.status, source: meetupRegistrations.source })
    .from(meetupRegistrations)
    .innerJoin(meetups, eq(meetups.id, meetupRegistrations.meetupId))
    .innerJoin(users, eq(users.id, meetupRegistrations.userId))
    .where(eq(users.email, email));

/** Signs up through `/register?event=<code>` and finishes with set-password (a new company). */
async function eventSignup(t: TestApp, email: string, eventCode: string) {
  const signup = await t.request({
    method: 'POST',
    url: '/v1/users/event/signup',
    payload: { email, firstName: 'Casey', lastName: 'Event', eventCode },
  });
  expect(signup.statusCode).toBe(201);
  return t.request({
    method: 'PUT',
    url: '/v1/users/set-password',
    payload: {
      email,
      code: verificationCodeIn(t.mails, email),
      password: TEST_NEW_PASSWORD,
      company: { name: `Event Co ${email.split('@')[0] ?? ''}`, roleId: 3 },
    },
  });
}

describe.each(testDatabaseKinds(import.meta.url))('the event sign-up registers for its meetup (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, identityAdmin: createFakeIdentityAdmin() });
    await createMeetupAs(t, 'signup-evening', { capacity: 5, title: 'Signup evening' });
  });
  afterAll(async () => t.close());

  it('registers the new user once set-password has made the account active, with the .ics by mail', async () => {
    const email = 'casey@eventco.example';
    const done = await eventSignup(t, email, 'signup-evening');
    expect(done.json()).toMatchObject({ outcome: 'ACTIVE' });
    expect(await mine(t, email)).toEqual([]);
    await t.jobs.drain();
    expect(await mine(t, email)).toEqual([{ meetupCode: 'signup-evening', status: 'REGISTERED', source: 'SIGNUP' }]);
    const mail = t.mails.filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe('You are registered: Signup evening');
    expect(mail?.attachments?.[0]?.content).toContain('SUMMARY:Signup evening');
  });

  it('leaves a cancellation alone, and registers accounts approved later through the sweep', async () => {
    const email = 'casey@eventco.example';
    await t.database.db.update(meetupRegistrations).set({ status: 'CANCELLED' });
    expect(await registerEventSignups(t.app)).toBe(0);
    expect(await mine(t, email)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);

    const later = 'jordan@laterco.example';
    await eventSignup(t, later, 'signup-evening');
    await t.database.db.update(users).set({ approvalStatus: 'PENDING' }).where(eq(users.email, later));
    await t.jobs.drain();
    expect(await registerEventSignups(t.app)).toBe(0);
    await t.database.db.update(users).set({ approvalStatus: 'APPROVED' }).where(eq(users.email, later));
    expect(await registerEventSignups(t.app)).toBe(1);
    expect(await mine(t, later)).toEqual([expect.objectContaining({ meetupCode: 'signup-evening' })]);
  });

  it('ignores an unknown event code', async () => {
    const email = 'sam@nomeetup.example';
    expect((await eventSignup(t, email, 'no-such-meetup')).json()).toMatchObject({ outcome: 'ACTIVE' });
    await t.jobs.drain();
    expect(await mine(t, email)).toEqual([]);
  });
});
