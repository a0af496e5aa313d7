import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import type { EmailPreferencesDto } from './preferences.api.js';

const QUERY = '{ emailPreferences { messages notifications matches unsubscribedAt } }';
const UPDATE = `mutation($input: UpdateEmailPreferencesInput!) { updateEmailPreferences(input: $input) {
  emailPreferences { messages notifications unsubscribedAt } errors { code field message } } }`;
const UNSUBSCRIBE =
  'mutation($token: String!) { unsubscribeFromEmails(token: $token) { success errors { code field message } } }';

const prefs = (overrides: Partial<EmailPreferencesDto> = {}): EmailPreferencesDto => ({
  messages: 'DIGEST_15_MIN',
  notifications: true,
  matches: true,
  watchedCompanies: true,
  unsubscribedAt: null,
  ...overrides,
});

let h: Harness;
let user: CookieJar;
const lastCall = (method: string, path: string) =>
  h.api.server.requests.filter((r) => r.method === method && r.url === path).at(-1);

beforeAll(async () => {
  h = await startHarness({
    users: [buildUser({ id: 1, email: 'sponsor@demo.test' })],
    accounts: [{ email: 'sponsor@demo.test', password: PASSWORD }],
  });
  user = new CookieJar();
  await h.signIn('sponsor@demo.test', { jar: user });
});
afterAll(() => h.close());
beforeEach(() => h.api.routes.clear());

describe('emailPreferences', () => {
  it('answers the api preferences of the signed-in user', async () => {
    h.api.routes.on('get', '/users/preferences', () => [200, prefs({ unsubscribedAt: '2026-03-01T10:00:00.000Z' })]);
    const { data } = await h.gql(QUERY, {}, { jar: user });
    expect(data).toEqual({
      emailPreferences: {
        messages: 'DIGEST_15_MIN',
        notifications: true,
        matches: true,
        unsubscribedAt: '2026-03-01T10:00:00.000Z',
      },
    });
  });

  it('answers UNAUTHENTICATED without a session and never calls the api', async () => {
    const before = h.api.server.requests.length;
    const { errors } = await h.gql(QUERY, {}, { jar: new CookieJar() });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(h.api.server.requests.slice(before).filter((r) => r.url === '/v1/users/preferences')).toEqual([]);
  });
});

describe('updateEmailPreferences', () => {
  it('sends matches when given and leaves it out of the body when not', async () => {
    h.api.routes.on('put', '/users/preferences', () => [200, prefs({ matches: false })]);
    const withMatches = { messages: 'DAILY', notifications: true, matches: false };
    const saved = await h.gql(
      UPDATE.replace('notifications unsubscribedAt', 'notifications matches unsubscribedAt'),
      { input: withMatches },
      { jar: user },
    );
    expect(saved.data).toMatchObject({ updateEmailPreferences: { emailPreferences: { matches: false }, errors: [] } });
    expect(JSON.parse(lastCall('PUT', '/v1/users/preferences')?.body ?? '{}')).toEqual(withMatches);
    await h.gql(UPDATE, { input: { messages: 'DAILY', notifications: true, matches: null } }, { jar: user });
    expect(JSON.parse(lastCall('PUT', '/v1/users/preferences')?.body ?? '{}')).toEqual({
      messages: 'DAILY',
      notifications: true,
    });
  });

  it('sends the input as the body and answers the saved preferences', async () => {
    h.api.routes.on('put', '/users/preferences', () => [200, prefs({ messages: 'DAILY', notifications: false })]);
    const input = { messages: 'DAILY', notifications: false };
    const { data } = await h.gql(UPDATE, { input }, { jar: user });
    expect(data).toMatchObject({
      updateEmailPreferences: { emailPreferences: { messages: 'DAILY', notifications: false }, errors: [] },
    });
    expect(JSON.parse(lastCall('PUT', '/v1/users/preferences')?.body ?? '{}')).toEqual(input);
  });

  it('answers a field error as data when the api refuses the input', async () => {
    h.api.routes.on('put', '/users/preferences', () => [
      400,
      { code: 400, message: 'Invalid', details: [{ field: 'messages', message: 'messages is invalid' }] },
    ]);
    const input = { messages: 'OFF', notifications: true };
    const { data } = await h.gql(UPDATE, { input }, { jar: user });
    expect(data).toEqual({
      updateEmailPreferences: {
        emailPreferences: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'messages', message: 'messages is invalid' }],
      },
    });
  });

  it('refuses an unknown frequency before calling the api', async () => {
    const { errors } = await h.gql(UPDATE, { input: { messages: 'HOURLY', notifications: true } }, { jar: user });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(lastCall('PUT', '/v1/users/preferences')?.body).not.toContain('HOURLY');
  });

  it('has no product news setting to send (nothing sends product news)', async () => {
    const { errors } = await h.gql(
      UPDATE,
      { input: { messages: 'OFF', notifications: true, productNews: true } },
      { jar: user },
    );
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(h.api.server.requests.some((r) => r.body?.includes('productNews'))).toBe(false);
  });
});

describe('unsubscribeFromEmails', () => {
  it('posts the token without a session and answers success', async () => {
    h.api.routes.on('post', '/users/preferences/email-unsubscribe', () => [204], { public: true });
    const { data } = await h.gql(UNSUBSCRIBE, { token: '7.abc' }, { jar: new CookieJar() });
    expect(data).toEqual({ unsubscribeFromEmails: { success: true, errors: [] } });
    const call = lastCall('POST', '/v1/users/preferences/email-unsubscribe');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ token: '7.abc' });
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('answers an invalid link as a token error', async () => {
    h.api.routes.on(
      'post',
      '/users/preferences/email-unsubscribe',
      () => [400, { code: 400, message: 'Invalid', details: [{ field: 'token', message: 'token is invalid' }] }],
      { public: true },
    );
    const { data } = await h.gql(UNSUBSCRIBE, { token: 'forged' }, { jar: new CookieJar() });
    expect(data).toEqual({
      unsubscribeFromEmails: {
        success: false,
        errors: [{ code: 'BAD_USER_INPUT', field: 'token', message: 'token is invalid' }],
      },
    });
  });
});
