import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { capacityBelowTaken } from './meetup.admin.js';
import { createMeetupAs, meetupForm, registerAs } from './meetup.testing.js';

const PEOPLE = ['sponsor.admin@demo.test', 'sponsor.member@demo.test', 'vendor.admin@demo.test'];

describe.each(testDatabaseKinds(import.meta.url))('editing a meetup (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const edit = (code: string, payload: Record<string, unknown>, token = t.adminToken()) =>
    t.request({ method: 'PUT', url: `/v1/admin/meetups/${code}`, token, payload });
  const fieldsOf = (res: { json: () => unknown }) =>
    (res.json() as { details?: { field: string; message: string }[] }).details ?? [];

  it('saves every field, and the public read shows the change', async () => {
    await createMeetupAs(t, 'edit-me', { capacity: 5 });
    const changed = await edit(
      'edit-me',
      meetupForm(t, 'edit-me-renamed', { title: 'Edited', venue: null, onlineUrl: 'https://meet.example.org/x' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ code: 'edit-me-renamed', title: 'Edited', venue: null, capacity: 2 });
    expect((await t.request({ url: '/v1/meetups/edit-me-renamed' })).json()).toMatchObject({ title: 'Edited' });
    expect((await t.request({ url: '/v1/meetups/edit-me' })).statusCode).toBe(404);
    expect((await edit('edit-me', meetupForm(t, 'edit-me'))).json()).toMatchObject({ code: 'MeetupNotFound' });
    expect((await edit('edit-me-renamed', meetupForm(t, 'x'), t.tokenFor(PEOPLE[0] ?? ''))).statusCode).toBe(403);
  });

  it('refuses a capacity below the seats taken, naming the field, and keeps everyone registered', async () => {
    await createMeetupAs(t, 'three-taken', { capacity: 4 });
    for (const person of PEOPLE) expect((await registerAs(t, person, 'three-taken')).statusCode).toBe(200);
    const smaller = await edit('three-taken', meetupForm(t, 'three-taken', { capacity: 2 }));
    expect(smaller.statusCode).toBe(400);
    expect(fieldsOf(smaller)).toEqual([{ field: 'capacity', message: capacityBelowTaken(3) }]);
    expect(capacityBelowTaken(1)).toBe('capacity cannot be below the 1 seat already taken.');
    const exact = await edit('three-taken', meetupForm(t, 'three-taken', { capacity: 3 }));
    expect(exact.json()).toMatchObject({ capacity: 3, registeredCount: 3, seatsLeft: 0 });
  });

  it('validates the dates: the end after the start, and a start not moved into the past', async () => {
    await createMeetupAs(t, 'dated');
    const form = meetupForm(t, 'dated');
    const backwards = await edit('dated', { ...form, endsAt: form['startsAt'] });
    expect(fieldsOf(backwards).map((e) => e.field)).toEqual(['endsAt']);
    const past = new Date(t.clock.now().getTime() - 3_600_000);
    const intoPast = await edit('dated', {
      ...form,
      startsAt: past.toISOString(),
      endsAt: new Date(past.getTime() + 7_200_000).toISOString(),
    });
    expect(fieldsOf(intoPast)).toEqual([{ field: 'startsAt', message: 'startsAt must be in the future.' }]);
    expect((await edit('dated', { ...form, startsAt: 'tomorrow' })).statusCode).toBe(400);
    // A meetup under way keeps its (past) start when its other fields change.
    const running = await edit('site-feasibility-workshop', {
      ...(await t.request({ url: '/v1/meetups/site-feasibility-workshop' })).json(),
      title: 'Site feasibility workshop (slides added)',
      id: undefined,
      registeredCount: undefined,
      seatsLeft: undefined,
      waitlistCount: undefined,
      registrationOpen: undefined,
    });
    expect(running.statusCode, running.body).toBe(200);
  });
});
