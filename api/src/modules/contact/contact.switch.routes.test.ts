import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { CONTACT_MESSAGES } from './contact.limits.js';
import { contactFormSwitches } from './contact.table.js';

const SUPPORT = 'help@trialbridge.test';
const OFF_181 = { code: 181, message: 'The Contact Us Form is disabled and your request cannot be sent currently.' };

describe.each(testDatabaseKinds(import.meta.url))('contact us: the admin switch (%s)', (kind) => {
  let t: TestApp;
  let group: string;
  let member: string;
  let sender = 0;

  beforeAll(async () => {
    t = await createTestApp({ kind, contact: { enabled: true, supportEmail: SUPPORT } });
    group = t.adminToken();
    member = t.tokenFor('sponsor.member@demo.test');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.app.deps.contact = { enabled: true, supportEmail: SUPPORT };
    await t.database.db.delete(contactFormSwitches);
    t.clock.advance(2 * 60 * 60 * 1000);
  });

  /** Turns the switch as the admin group, as `token`'s holder, or (null) without a bearer token. */
  const turn = (enabled: unknown, token: string | null = group) =>
    t.request({ method: 'PUT', url: '/v1/admin/contact/switch', token: token ?? undefined, payload: { enabled } });
  const open = async () => (await t.request({ url: '/v1/contact/settings' })).json<{ enabled: boolean }>().enabled;
  async function send() {
    const settings = await t.request({ url: '/v1/contact/settings' });
    t.clock.advance(5000);
    sender += 1;
    return t.request({
      method: 'POST',
      url: '/v1/contact/messages',
      payload: {
        name: 'Ada Lovelace',
        email: `switch${sender}@example.com`,
        topic: 'GENERAL',
        message: 'Is the platform open to academic sites?',
        formToken: settings.json<{ formToken: string }>().formToken,
      },
    });
  }

  it('is on, never turned, until the admin group turns it', async () => {
    const res = await t.request({ url: '/v1/admin/contact/switch', token: group });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      open: true,
      switchedOn: true,
      offByConfiguration: false,
      changedBy: null,
      changedAt: null,
    });
    expect(await open()).toBe(true);
  });

  it('lets only the admin group read and turn it, validated at the edge', async () => {
    expect((await t.request({ url: '/v1/admin/contact/switch' })).statusCode).toBe(401);
    expect((await t.request({ url: '/v1/admin/contact/switch', token: member })).statusCode).toBe(403);
    expect((await turn(false, null)).statusCode).toBe(401);
    expect((await turn(false, member)).statusCode).toBe(403);
    expect((await turn('off')).statusCode).toBe(400);
    expect((await turn(undefined)).statusCode).toBe(400);
    expect(await open()).toBe(true);
    expect(await t.database.db.select().from(contactFormSwitches)).toHaveLength(0);
  });

  it('turned off: senders get 181 and nothing is stored; turned on again: they send; who and when are kept', async () => {
    const off = await turn(false);
    expect(off.statusCode, off.body).toBe(200);
    const offAt = t.clock.now().toISOString();
    expect(off.json()).toEqual({
      open: false,
      switchedOn: false,
      offByConfiguration: false,
      changedBy: 'admin@demo.test',
      changedAt: offAt,
    });
    expect(await open()).toBe(false);
    const refused = await send();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(OFF_181);
    expect(OFF_181.message).toBe(CONTACT_MESSAGES.disabled);

    // Turning it where it is records nothing new: the last real change stays.
    t.clock.advance(60_000);
    expect((await turn(false)).json()).toMatchObject({ switchedOn: false, changedAt: offAt });

    const on = await turn(true);
    expect(on.json()).toMatchObject({ open: true, switchedOn: true, changedBy: 'admin@demo.test' });
    expect(await open()).toBe(true);
    expect((await send()).statusCode).toBe(200);
    const rows = await t.database.db.select().from(contactFormSwitches).orderBy(contactFormSwitches.id);
    expect(rows.map((row) => row.enabled)).toEqual([false, true]);
  });

  it('CONTACT_FORM_ENABLED=false is a hard off the switch cannot override', async () => {
    t.app.deps.contact = { enabled: false, supportEmail: SUPPORT };
    const res = await turn(true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ open: false, switchedOn: true, offByConfiguration: true });
    expect(await open()).toBe(false);
    expect((await send()).json()).toEqual(OFF_181);
  });
});
