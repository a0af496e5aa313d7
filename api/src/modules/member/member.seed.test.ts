import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';

describe('the members demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  it.each([
    ['sponsor.admin@demo.test', 'Helixa'],
    ['vendor.admin@demo.test', 'Meridian'],
  ])('gives %s deactivated and masked members and invitations in every state but ACCEPTED', async (email) => {
    const token = t.tokenFor(email);
    const members = (await t.request({ url: '/v1/members?size=100', token })).json();
    const content = members.content as { status: string; masked: boolean; role: string }[];
    expect(content.filter((m) => m.status === 'DEACTIVATED').length).toBeGreaterThan(0);
    expect(content.filter((m) => m.masked).length).toBeGreaterThan(0);
    // The persona admin stays the only active admin: the last-admin rule shows on them.
    expect(members.activeAdminCount).toBe(1);
    const invitations = (await t.request({ url: '/v1/member-invitations', token })).json();
    const states = (invitations.content as { state: string }[]).map((i) => i.state).sort();
    expect(states).toEqual(['EXPIRED', 'OPEN', 'OPEN', 'REVOKED']);
    const pending = (invitations.content as { state: string; canResendAt: string | null }[]).filter(
      (i) => i.state === 'OPEN',
    );
    // One mailed two days ago (resendable now), one a couple of hours ago (not yet).
    const now = t.clock.now().getTime();
    expect(pending.map((i) => Date.parse(i.canResendAt ?? '') <= now).sort()).toEqual([false, true]);
  });
});
