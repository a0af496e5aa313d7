import type { TestApp } from '../../testing/index.js';

/** A valid admin form for a meetup starting `daysAhead` days after the test clock. */
export function meetupForm(t: TestApp, code: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const start = new Date(t.clock.now().getTime() + 10 * 86_400_000);
  return {
    code,
    title: `Meetup ${code}`,
    description: 'A test meetup.',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    timeZone: 'Europe/London',
    venue: 'The Crick, London',
    onlineUrl: null,
    capacity: 2,
    ...overrides,
  };
}

/** Creates a meetup as the admin group; throws unless it was created. */
export async function createMeetupAs(t: TestApp, code: string, overrides: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/v1/admin/meetups',
    token: t.adminToken(),
    payload: meetupForm(t, code, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`meetup ${code} not created: ${res.body}`);
  return res.json() as { code: string; capacity: number; seatsLeft: number };
}

export const registerAs = (t: TestApp, email: string, code: string, impersonate?: number) =>
  t.request({
    method: 'POST',
    url: `/v1/meetups/${code}/registration`,
    token: t.tokenFor(email),
    payload: {},
    ...(impersonate === undefined ? {} : { impersonate }),
  });

export const cancelAs = (t: TestApp, email: string, code: string) =>
  t.request({ method: 'DELETE', url: `/v1/meetups/${code}/registration`, token: t.tokenFor(email) });
