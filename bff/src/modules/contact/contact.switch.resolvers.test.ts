import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import type { ContactSwitchDto } from './contact.api.js';

const STATE = '{ contactFormSwitch { open switchedOn offByConfiguration changedBy changedAt } }';
const TURN = `mutation($enabled: Boolean!) { setContactFormSwitch(enabled: $enabled) {
  contactSwitch { open switchedOn changedBy changedAt } errors { code field message } } }`;
const off: ContactSwitchDto = {
  open: false,
  switchedOn: false,
  offByConfiguration: false,
  changedBy: 'admin@demo.test',
  changedAt: '2026-12-01T09:30:00.000Z',
};

let h: Harness;
const jars = { member: new CookieJar(), admin: new CookieJar() };

beforeAll(async () => {
  h = await startHarness({
    users: [buildUser({ id: 2, email: 'member@demo.test' })],
    accounts: [
      { email: 'member@demo.test', password: PASSWORD },
      { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
    ],
  });
  await h.signIn('member@demo.test', { jar: jars.member });
  await h.signIn('admin@demo.test', { jar: jars.admin });
  // The admin group has no users row: the fake api's user check would refuse it, so these skip it.
  h.api.routes.on('get', '/admin/contact/switch', () => [200, { ...off, open: true, switchedOn: true }], {
    public: true,
  });
});
afterAll(() => h.close());

describe('the contact form switch through the bff', () => {
  it('is read by the admin group only', async () => {
    expect((await h.gql(STATE, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.gql(STATE, {}, { jar: jars.member })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { data, errors } = await h.gql(STATE, {}, { jar: jars.admin });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ contactFormSwitch: { ...off, open: true, switchedOn: true } });
  });

  it('turns it with the admin’s bearer and an idempotency key; others are refused before the api', async () => {
    let sent: unknown;
    h.api.routes.on(
      'put',
      '/admin/contact/switch',
      (request) => {
        sent = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
        return [200, off];
      },
      { public: true },
    );
    h.api.server.requests.length = 0;
    expect((await h.gql(TURN, { enabled: false }, { jar: jars.member })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(h.api.server.requests.filter((r) => r.url === '/v1/admin/contact/switch')).toHaveLength(0);

    const { data, errors } = await h.gql(TURN, { enabled: false }, { jar: jars.admin });
    expect(errors).toBeUndefined();
    expect(sent).toEqual({ enabled: false });
    expect(data).toEqual({
      setContactFormSwitch: {
        contactSwitch: { open: false, switchedOn: false, changedBy: off.changedBy, changedAt: off.changedAt },
        errors: [],
      },
    });
    const call = h.api.server.requests.find((r) => r.url === '/v1/admin/contact/switch');
    expect(call?.headers.authorization).toMatch(/^Bearer /);
    expect(call?.headers['idempotency-key']).toMatch(/:1$/);
  });

  it('puts an api refusal in the payload', async () => {
    h.api.routes.on(
      'put',
      '/admin/contact/switch',
      () => [
        400,
        { code: 400, message: 'x', details: [{ field: 'enabled', message: 'enabled must be true or false.' }] },
      ],
      { public: true },
    );
    const { data } = await h.gql(TURN, { enabled: true }, { jar: jars.admin });
    expect(data).toEqual({
      setContactFormSwitch: {
        contactSwitch: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'enabled', message: 'enabled must be true or false.' }],
      },
    });
  });
});
