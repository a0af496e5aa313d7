import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { createSessionCookies } from './session.cookies.js';
import { createSealer } from './session.crypto.js';
import { buildUser } from '../testing/fake.api.js';
import { startHarness, type Harness } from '../testing/bff.harness.js';

const VIEWER = '{ viewer { email isAdmin needsImpersonationTarget user { id email } } }';
const MINUTE = 60_000;

interface ViewerData {
  viewer: {
    email: string;
    isAdmin: boolean;
    needsImpersonationTarget: boolean;
    user: { id: string; email: string } | null;
  } | null;
}

let h: Harness;

beforeEach(async () => {
  h = await startHarness({
    users: [
      buildUser({ id: 1, email: 'member@demo.test' }),
      buildUser({ id: 2, email: 'gone@demo.test', active: false }),
      buildUser({
        id: 3,
        email: 'closed@demo.test',
        company: {
          id: 11,
          name: 'Closed Co',
          active: false,
          alias: 'closed',
          role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
        },
      }),
    ],
  });
});
afterEach(() => h.close());

describe('session refresh', () => {
  it('keeps the tokens when the session is younger than 50 minutes', async () => {
    await h.signIn('member@demo.test');
    const before = h.jar.get('tb_session.0')?.value;
    h.clock.advance(49 * MINUTE);
    const { data, setCookies } = await h.gql<ViewerData>(VIEWER);
    expect(data?.viewer?.email).toBe('member@demo.test');
    expect(h.identity.calls).not.toContain('refresh');
    expect(setCookies).toEqual([]);
    expect(h.jar.get('tb_session.0')?.value).toBe(before);
  });

  it('refreshes and rewrites the cookies when the session is older than 50 minutes', async () => {
    await h.signIn('member@demo.test', { rememberMe: true });
    const before = h.jar.get('tb_session.0')?.value;
    h.clock.advance(50 * MINUTE);
    const { data, setCookies } = await h.gql<ViewerData>(VIEWER);
    expect(data?.viewer?.user?.email).toBe('member@demo.test');
    expect(h.identity.calls.filter((c) => c === 'refresh')).toHaveLength(1);
    expect(h.jar.get('tb_session.0')?.value).not.toBe(before);
    // Same persistence as before: remember-me cookies stay 30-day cookies.
    expect(setCookies.find((c) => c.startsWith('tb_session.0='))).toContain('Max-Age=2592000');
    h.clock.advance(MINUTE);
    await h.gql(VIEWER);
    expect(h.identity.calls.filter((c) => c === 'refresh')).toHaveLength(1);
  });

  it('ends the session when the refresh token was revoked', async () => {
    await h.signIn('member@demo.test');
    const stale = h.jar.clone();
    await h.gql('mutation { signOut { success } }');
    h.clock.advance(51 * MINUTE);
    const { data, setCookies } = await h.gql<ViewerData>(VIEWER, {}, { jar: stale });
    expect(data?.viewer).toBeNull();
    expect(setCookies.some((c) => c.startsWith('tb_session.0=;'))).toBe(true);
  });

  it('keeps using the old tokens without rewriting cookies when identity is unreachable at refresh time', async () => {
    await h.signIn('member@demo.test');
    h.identity.offline = true;
    h.clock.advance(50 * MINUTE);
    const { data, setCookies } = await h.gql<ViewerData>(VIEWER);
    expect(data?.viewer?.email).toBe('member@demo.test');
    expect(setCookies).toEqual([]);
  });

  it('keeps the cookies and answers UPSTREAM_UNAVAILABLE when identity is unreachable and the token expired', async () => {
    const cookies = createSessionCookies({
      secure: false,
      sealer: createSealer(h.config.sessionSecret ?? ''),
      now: h.clock.now,
    });
    const jar = new CookieJar();
    const reply = {
      setCookie: (name: string, value: string) => jar.store(`${name}=${value}; Path=/`),
      clearCookie: () => undefined,
    };
    cookies.writeSession({ cookies: {} }, reply, {
      sessionId: 'session-secret',
      idToken: h.issuer.idToken({ email: 'member@demo.test' }, { expiresInSeconds: -10 }),
      accessToken: 'a',
      refreshToken: 'r',
      issuedAt: h.clock.now(),
      rememberMe: false,
      email: 'member@demo.test',
      userId: 1,
      isAdmin: false,
      impersonatedUserId: null,
      actingRole: null,
    });
    h.identity.offline = true;
    const { data, errors, setCookies } = await h.gql<ViewerData>(VIEWER, {}, { jar });
    expect(data?.viewer).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(setCookies).toEqual([]);
  });
});

describe('api disagreeing about the tokens', () => {
  it('answers UNAUTHENTICATED and refreshes on the next request when the api answers 401', async () => {
    await h.signIn('member@demo.test');
    h.api.refuseTokens = true;
    const refused = await h.gql<ViewerData>(VIEWER);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The current state has been changed. Please refresh this page.',
      extensions: { code: 'UNAUTHENTICATED', upstreamCode: 401 },
    });
    expect(h.jar.get('tb_session.0')).toBeDefined();
    h.api.refuseTokens = false;
    const healed = await h.gql<ViewerData>(VIEWER);
    expect(healed.data?.viewer?.email).toBe('member@demo.test');
    expect(h.identity.calls).toContain('refresh');
  });
});

describe('session cookies', () => {
  it('treats the request as signed out and clears the cookies when a cookie was tampered with', async () => {
    await h.signIn('member@demo.test');
    const cookie = h.jar.get('tb_session.0');
    if (!cookie) throw new Error('no session cookie');
    cookie.value = cookie.value.slice(0, -4) + (cookie.value.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const { data, setCookies } = await h.gql<ViewerData>(VIEWER);
    expect(data?.viewer).toBeNull();
    expect(setCookies.some((c) => c.startsWith('tb_session.0=;'))).toBe(true);
  });

  it('sets session cookies only and no rememberMe cookie when remember-me is off', async () => {
    const { setCookies } = await h.signIn('member@demo.test', { rememberMe: false });
    expect(setCookies.filter((c) => c.startsWith('tb_session.')).every((c) => !/Max-Age|Expires/.test(c))).toBe(true);
    expect(h.jar.get('rememberMe')).toBeUndefined();
    h.jar.restartBrowser();
    expect((await h.gql<ViewerData>(VIEWER)).data?.viewer).toBeNull();
  });

  it('survives a browser restart with a readable rememberMe=1 cookie when remember-me is on', async () => {
    await h.signIn('member@demo.test', { rememberMe: true });
    expect(h.jar.get('rememberMe')).toMatchObject({ value: '1', attributes: { 'max-age': '2592000', path: '/' } });
    expect(h.jar.get('rememberMe')?.attributes.httponly).toBeUndefined();
    h.jar.restartBrowser();
    expect((await h.gql<ViewerData>(VIEWER)).data?.viewer?.email).toBe('member@demo.test');
  });
});

describe('sign-out', () => {
  it('revokes the refresh token and clears every cookie when signed in', async () => {
    await h.signIn('member@demo.test', { rememberMe: true });
    const { data } = await h.gql<{ signOut: { success: boolean } }>(
      'mutation { signOut { success errors { message } } }',
    );
    expect(data?.signOut.success).toBe(true);
    expect(h.identity.calls).toContain('revoke');
    expect(h.jar.names()).toEqual([]);
  });

  it('succeeds when nobody is signed in', async () => {
    const { data, errors } = await h.gql<{ signOut: { success: boolean } }>('mutation { signOut { success } }');
    expect(errors).toBeUndefined();
    expect(data?.signOut.success).toBe(true);
  });
});

describe('inactive accounts', () => {
  it('refuses an inactive user at sign-in without cookies and revokes the tokens', async () => {
    const { data, setCookies } = await h.signIn('gone@demo.test');
    expect(data).toMatchObject({
      signIn: { viewer: null, errors: [{ code: 'USER_INACTIVE', message: 'User is disabled.' }] },
    });
    expect(setCookies.filter((c) => !c.includes('Expires=Thu, 01 Jan 1970'))).toEqual([]);
    expect(h.identity.calls).toContain('revoke');
  });

  it('refuses a user of an inactive company at sign-in', async () => {
    const { data } = await h.signIn('closed@demo.test');
    expect(data).toMatchObject({ signIn: { viewer: null, errors: [{ code: 'COMPANY_INACTIVE' }] } });
  });

  it('signs the user out with the reason when they become inactive later', async () => {
    await h.signIn('member@demo.test');
    const user = h.api.users.get(1);
    if (user) user.active = false;
    const { data, errors } = await h.gql<ViewerData>(VIEWER);
    expect(data?.viewer).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: 'User is disabled.', extensions: { code: 'USER_INACTIVE' } });
    expect(h.jar.names()).toEqual([]);
  });
});

describe('partner bearer tokens', () => {
  it('authenticates with the access token and writes no cookie when there is no session cookie', async () => {
    const token = h.issuer.accessToken({ sub: 'sub-member@demo.test', username: 'sub-member@demo.test' });
    const { data, setCookies } = await h.gql<ViewerData>(
      VIEWER,
      {},
      { jar: new CookieJar(), headers: { authorization: `Bearer ${token}` } },
    );
    expect(data?.viewer).toMatchObject({ email: 'member@demo.test', user: { id: '1' } });
    expect(setCookies).toEqual([]);
    const forwarded = h.api.server.requests.find((r) => r.url === '/v1/users/current');
    expect(forwarded?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('lets the Authorization header win over the session cookies, which it neither rewrites nor clears', async () => {
    await h.signIn('member@demo.test');
    const token = h.issuer.accessToken({ sub: 'sub-member@demo.test', username: 'sub-member@demo.test' });
    h.clock.advance(51 * MINUTE); // a cookie session this old would be refreshed (and its cookies rewritten)
    h.api.server.requests.length = 0;
    const { data, setCookies } = await h.gql<ViewerData>(VIEWER, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(data?.viewer?.user?.id).toBe('1');
    expect(setCookies).toEqual([]);
    expect(h.identity.calls).not.toContain('refresh');
    // The api saw the bearer token alone: not the session's ID token, and no session id.
    const forwarded = h.api.server.requests.filter((r) => r.url.startsWith('/v1/users'));
    expect(forwarded.length).toBeGreaterThan(0);
    for (const r of forwarded) {
      expect(r.headers.authorization).toBe(`Bearer ${token}`);
      expect(r.headers['x-session-id']).toBeUndefined();
    }
    const ownSession = await h.gql<ViewerData>(VIEWER);
    expect(ownSession.data?.viewer?.email).toBe('member@demo.test');
  });

  it('treats the caller as signed out when the bearer token is an ID token', async () => {
    const token = h.issuer.idToken({ email: 'member@demo.test' });
    const { data } = await h.gql<ViewerData>(
      VIEWER,
      {},
      { jar: new CookieJar(), headers: { authorization: `Bearer ${token}` } },
    );
    expect(data?.viewer).toBeNull();
  });
});
