import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import {
  ALREADY_REGISTERED_MESSAGE,
  ALREADY_WAITLISTED_MESSAGE,
  CODE_TAKEN_MESSAGE,
  NOT_REGISTERED_MESSAGE,
  PAST_MEETUP_MESSAGE,
} from './meetup.rules.js';
import { cancelAs, createMeetupAs, meetupForm, registerAs } from './meetup.testing.js';

const A = 'sponsor.admin@demo.test';
const B = 'sponsor.member@demo.test';
const C = 'vendor.admin@demo.test';
const PEOPLE = [A, B, C, 'vendor.member@demo.test', 'site.admin@demo.test'];

const ics = (t: TestApp, to: string) =>
  t.mails.filter((mail) => mail.to === to).flatMap((mail) => (mail.attachments ?? []).map((file) => file.content));

describe.each(testDatabaseKinds(import.meta.url))('meetups (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('lists upcoming meetups soonest first with seats counted from registrations, past ones apart, in pages', async () => {
    const upcoming = (await t.request({ url: '/v1/meetups?size=2' })).json();
    expect(upcoming).toMatchObject({ page: 0, size: 2, totalElements: 4, totalPages: 2 });
    expect(upcoming.content.map((m: { code: string }) => m.code)).toEqual([
      'decentralised-trials-roundtable',
      'rare-disease-recruitment-clinic',
    ]);
    expect(upcoming.content[0]).toMatchObject({ capacity: 4, registeredCount: 3, seatsLeft: 1, waitlistCount: 0 });
    expect(upcoming.content[1]).toMatchObject({ capacity: 2, seatsLeft: 0, waitlistCount: 1, registrationOpen: true });
    const past = (await t.request({ url: '/v1/meetups?when=PAST' })).json();
    expect(past.content).toEqual([
      expect.objectContaining({ code: 'site-feasibility-workshop', registrationOpen: false }),
    ]);
    const detail = await t.request({ url: '/v1/meetups/scope-summit-side-meetup' });
    expect(detail.json()).toMatchObject({ title: 'SCOPE Summit side meetup', timeZone: 'America/New_York' });
    const unknown = await t.request({ url: '/v1/meetups/no-such-meetup' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MeetupNotFound' });
    expect((await t.request({ url: '/v1/meetups/Bad%20Code' })).statusCode).toBe(400);
  });

  it('lets only the admin group create meetups, and names every wrong field', async () => {
    const form = meetupForm(t, 'admin-checks');
    expect(
      (await t.request({ method: 'POST', url: '/v1/admin/meetups', token: t.tokenFor(A), payload: form })).statusCode,
    ).toBe(403);
    const bad = await t.request({
      method: 'POST',
      url: '/v1/admin/meetups',
      token: t.adminToken(),
      payload: {
        ...form,
        title: '   ',
        endsAt: form['startsAt'],
        timeZone: 'Mars/Olympus',
        venue: ' ',
        onlineUrl: 'javascript:alert(1)',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['endsAt', 'onlineUrl', 'timeZone', 'title'].sort());
    const past = await t.request({
      method: 'POST',
      url: '/v1/admin/meetups',
      token: t.adminToken(),
      payload: { ...form, startsAt: '2020-01-01T10:00:00Z', endsAt: '2020-01-01T12:00:00Z' },
    });
    expect(past.json().details).toEqual([{ field: 'startsAt', message: 'startsAt must be in the future.' }]);
    const control = await t.request({
      method: 'POST',
      url: '/v1/admin/meetups',
      token: t.adminToken(),
      payload: { ...form, title: 'Bad\u0007title', code: 'Not A Code', capacity: 0 },
    });
    expect(control.statusCode).toBe(400);
    const long = await t.request({
      method: 'POST',
      url: '/v1/admin/meetups',
      token: t.adminToken(),
      payload: { ...form, title: 'x'.repeat(151) },
    });
    expect(long.statusCode).toBe(400);
    await createMeetupAs(t, 'admin-checks');
    const again = await t.request({ method: 'POST', url: '/v1/admin/meetups', token: t.adminToken(), payload: form });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MeetupCodeTaken', message: CODE_TAKEN_MESSAGE });
  });

  it('registers until full, then waitlists; a cancelled seat goes to the first in line, with calendar files by mail', async () => {
    await createMeetupAs(t, 'two-seats', { capacity: 2, title: 'Two seats only' });
    const first = await registerAs(t, A, 'two-seats');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'REGISTERED', waitlistPosition: null });
    const [file] = ics(t, A);
    expect(file).toContain('METHOD:REQUEST');
    expect(file).toContain('SUMMARY:Two seats only');
    expect(file).toMatch(/DTSTART:20260312T100000Z/);
    const twice = await registerAs(t, A, 'two-seats');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'MeetupAlreadyRegistered', message: ALREADY_REGISTERED_MESSAGE });
    expect((await registerAs(t, B, 'two-seats')).json()).toMatchObject({ status: 'REGISTERED' });
    const waiting = await registerAs(t, C, 'two-seats');
    expect(waiting.json()).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    expect((await registerAs(t, C, 'two-seats')).json().message).toBe(ALREADY_WAITLISTED_MESSAGE);
    expect(t.mails.filter((m) => m.to === C).at(-1)?.subject).toBe('You are on the waiting list: Two seats only');
    const mine = (await t.request({ url: '/v1/meetups/registrations/mine', token: t.tokenFor(C) })).json();
    expect(mine).toContainEqual(expect.objectContaining({ meetupCode: 'two-seats', waitlistPosition: 1 }));
    expect((await t.request({ url: '/v1/meetups/two-seats' })).json()).toMatchObject({
      seatsLeft: 0,
      waitlistCount: 1,
    });

    expect((await cancelAs(t, A, 'two-seats')).statusCode).toBe(204);
    expect(ics(t, A).at(-1)).toContain('METHOD:CANCEL');
    expect(ics(t, A).at(-1)).toContain('STATUS:CANCELLED');
    expect(t.mails.filter((m) => m.to === C).at(-1)?.subject).toBe('A seat opened up: Two seats only');
    expect(ics(t, C).at(-1)).toContain('SUMMARY:Two seats only');
    expect((await t.request({ url: '/v1/meetups/two-seats' })).json()).toMatchObject({
      registeredCount: 2,
      waitlistCount: 0,
    });
    const again = await cancelAs(t, A, 'two-seats');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'MeetupNotRegistered', message: NOT_REGISTERED_MESSAGE });
    // Cancelled once, one may come back: to the waiting list now.
    expect((await registerAs(t, A, 'two-seats')).json()).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
  });

  it('never over-books the last seat under concurrent registrations', async () => {
    await createMeetupAs(t, 'last-seat', { capacity: 1 });
    const answers = await Promise.all(PEOPLE.map((email) => registerAs(t, email, 'last-seat')));
    expect(answers.map((res) => res.statusCode)).toEqual(PEOPLE.map(() => 200));
    const statuses = answers.map((res) => res.json().status as string);
    expect(statuses.filter((s) => s === 'REGISTERED')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'WAITLISTED')).toHaveLength(PEOPLE.length - 1);
    const positions = answers.map((res) => res.json().waitlistPosition).filter((p) => p !== null);
    expect([...positions].sort()).toEqual([1, 2, 3, 4]);
    expect((await t.request({ url: '/v1/meetups/last-seat' })).json()).toMatchObject({
      registeredCount: 1,
      seatsLeft: 0,
    });
  });

  it('refuses past meetups, strangers and impersonated registrations; more seats promote the waiting list', async () => {
    const past = await registerAs(t, B, 'site-feasibility-workshop');
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual({ code: 'MeetupPast', message: PAST_MEETUP_MESSAGE });
    expect((await registerAs(t, B, 'nope-nope')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/v1/meetups/last-seat/registration', payload: {} })).statusCode,
    ).toBe(401);
    const target = await t.userId(B);
    const impersonated = await t.request({
      method: 'POST',
      url: '/v1/meetups/scope-summit-side-meetup/registration',
      token: t.adminToken(),
      payload: {},
      impersonate: target,
    });
    expect(impersonated.statusCode).toBe(403);
    const grown = await t.request({
      method: 'PUT',
      url: '/v1/admin/meetups/last-seat',
      token: t.adminToken(),
      payload: meetupForm(t, 'last-seat', { capacity: 3 }),
    });
    expect(grown.json()).toMatchObject({ registeredCount: 3, waitlistCount: 2, seatsLeft: 0 });
  });
});
