import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { buildUser } from '../../testing/fake.api.js';
import type { FederatedIdentityDto } from './social-sign-in.api.js';
import { failureMessage, type FlowFailure } from './social-sign-in.messages.js';
import {
  type FakeHostedSignIn,
  sessionCookiesIn,
  socialBrowser,
  startFakeHostedSignIn,
  startSilentServer,
  withEnv,
} from './social-sign-in.testing.js';

const OUTCOME = 'query { socialSignIn { provider status email firstName lastName code message } }';
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

let h: Harness;
let hosted: FakeHostedSignIn;
let jar: CookieJar;
let browser: ReturnType<typeof socialBrowser>;

/** The bff of these tests, its pool's hosted sign-in at `issuer` (the fake's unless a test says). */
const startBff = (issuer: string, env: Record<string, string> = {}) =>
  withEnv({ SOCIAL_SIGN_IN_ISSUER: issuer, SOCIAL_SIGN_IN_PROVIDERS: 'Google,Microsoft', ...env }, () =>
    startHarness({
      users: [
        buildUser({ id: 1, email: 'ada@demo.test' }),
        buildUser({ id: 2, email: 'gone@demo.test', active: false }),
      ],
      env: { COGNITO_ISSUER: hosted.issuer },
    }),
  );

/** Scripts the api's verdict on the identity (`GET /v1/sign-in/federated-identity`). */
const apiSays = (status: FederatedIdentityDto['status'], mfaRequired = false) =>
  h.api.routes.on('get', '/sign-in/federated-identity', () => [200, { status, provider: 'GOOGLE', mfaRequired }], {
    public: true,
  });

/** What /login reads after the flow, in this browser. */
async function outcome(useJar = jar) {
  const answer = await h.gql<{ socialSignIn: Record<string, unknown> | null }>(OUTCOME, {}, { jar: useJar });
  return answer.data?.socialSignIn ?? null;
}

/** The user was sent back to /login, told `code` in its words, and holds no session. */
async function expectRefused(
  answer: { status: number; location: string; setCookies: string[] },
  code: FlowFailure,
  message = failureMessage(code, 'Google'),
) {
  expect(answer.status).toBe(302);
  expect(answer.location).toBe('/login?social=1');
  expect(sessionCookiesIn(answer.setCookies)).toEqual([]);
  expect(jar.names().filter((name) => name.startsWith('tb_session'))).toEqual([]);
  expect(await outcome()).toMatchObject({ provider: 'GOOGLE', status: 'FAILED', code, message, email: null });
}

beforeAll(async () => {
  hosted = await startFakeHostedSignIn('test-client');
  h = await startBff(hosted.issuer);
});
afterAll(async () => {
  await h.close();
  await hosted.close();
});
beforeEach(() => {
  jar = new CookieJar();
  browser = socialBrowser(h.app, jar);
  hosted.plan = {};
  h.api.routes.clear();
  h.api.server.requests.length = 0;
  apiSays('LINKED');
});

describe('GET /auth/social/:provider', () => {
  it('redirects to the hosted sign-in with PKCE, state and nonce, and keeps them in an HttpOnly cookie', async () => {
    const started = await browser.start('?returnTo=/companies');
    expect(started.status).toBe(302);
    const target = new URL(started.location);
    expect(`${target.origin}${target.pathname}`).toBe(`${hosted.issuer}/oauth2/authorize`);
    const params = target.searchParams;
    expect(params.get('identity_provider')).toBe('Google');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('test-client');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('redirect_uri')).toBe(new URL('/auth/social/callback', h.config.publicUrl).toString());
    const flow = jar.get('tb_social_flow');
    expect(flow?.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' });
    // Sealed: the verifier, state and nonce cannot be read from the cookie.
    expect(flow?.value).not.toContain(params.get('state'));
    expect(sessionCookiesIn(started.setCookies)).toEqual([]);
  });

  it('answers 404 for a provider it does not know, and refuses one that is not offered', async () => {
    expect((await browser.get('/auth/social/github')).status).toBe(404);
    const authorizations = hosted.authorizations.length;
    const refused = await browser.get('/auth/social/linkedin');
    expect(refused).toMatchObject({ status: 302, location: '/login?social=1' });
    expect(await outcome()).toMatchObject({ provider: 'LINKEDIN', code: 'SOCIAL_PROVIDER_UNAVAILABLE' });
    expect(hosted.authorizations).toHaveLength(authorizations);
  });
});

describe('GET /auth/social/callback refuses', () => {
  it('a forged state, without exchanging the code', async () => {
    const started = await browser.start();
    const callback = (await browser.authorize(started.location)).replace(/state=[^&]+/, 'state=forged');
    const exchanges = hosted.tokenRequests.length;
    await expectRefused(await browser.get(callback), 'SOCIAL_STATE_INVALID');
    expect(hosted.tokenRequests.length).toBe(exchanges);
  });

  it('a replayed callback: the flow answers once', async () => {
    apiSays('LINK_REQUIRED');
    const callback = await browser.authorize((await browser.start()).location);
    const captured = jar.clone();
    expect((await browser.get(callback)).location).toBe('/login?social=1');
    await expectRefused(
      await browser.get(callback),
      'SOCIAL_STATE_INVALID',
      'This sign-in expired or was already used, so you were not signed in. Start again.',
    );
    // With the flow cookie captured too, the hosted sign-in refuses its used code.
    jar = captured;
    await expectRefused(await socialBrowser(h.app, jar).get(callback), 'SOCIAL_RESPONSE_INVALID');
  });

  it('a flow older than 10 minutes', async () => {
    const callback = await browser.authorize((await browser.start()).location);
    h.clock.advance(10 * 60_000 + 1_000);
    await expectRefused(
      await browser.get(callback),
      'SOCIAL_STATE_INVALID',
      'This sign-in expired or was already used, so you were not signed in. Start again.',
    );
  });

  it.each([
    ['a wrong nonce', { claims: { nonce: 'replayed-nonce' } }],
    ['no nonce', { claims: { nonce: undefined } }],
    ['a signature by another key under the same kid', { key: 'impostor' as const }],
    ['another audience', { claims: { aud: 'another-client' } }],
    ['an expired token', { expiresInSeconds: -600 }],
    ['another issuer', { claims: { iss: 'https://cognito-idp.eu-west-1.amazonaws.com/other_pool' } }],
    // openid-client does not read token_use: the bff's own verifier refuses an access token posing as an ID token.
    ['token_use access', { claims: { token_use: 'access' } }],
  ])('an ID token with %s', async (_name, plan) => {
    hosted.plan = plan;
    const sessionsBefore = h.api.sessions.open.size;
    await expectRefused(await browser.signIn(), 'SOCIAL_RESPONSE_INVALID');
    expect(h.api.sessions.open.size).toBe(sessionsBefore);
    expect(h.api.server.requests.some((r) => r.url.startsWith('/v1/sign-in/federated-identity'))).toBe(false);
  });

  it('a provider error as a cancellation', async () => {
    const state = new URL((await browser.start()).location).searchParams.get('state') ?? '';
    const callback = `/auth/social/callback?error=access_denied&state=${state}`;
    await expectRefused(await browser.get(callback), 'SOCIAL_CANCELLED');
  });

  it('an email the provider has not verified', async () => {
    apiSays('EMAIL_UNVERIFIED');
    await expectRefused(await browser.signIn(), 'SOCIAL_EMAIL_UNVERIFIED');
  });

  it('a linked account with two-step verification on, revoking the tokens it got', async () => {
    apiSays('LINKED', true);
    await expectRefused(await browser.signIn(), 'SOCIAL_MFA_REQUIRED');
    const code = hosted.tokenRequests.at(-1)?.get('code');
    expect(h.identity.revoked.has(`refresh-${code}`)).toBe(true);
  });

  it('an inactive user, as at password sign-in (code 112)', async () => {
    hosted.plan = { claims: { email: 'gone@demo.test' } };
    await expectRefused(await browser.signIn(), 'USER_INACTIVE' as FlowFailure, catalogueEntry(112).message);
  });

  it('a token of the admin group, before asking the api', async () => {
    hosted.plan = { claims: { 'cognito:groups': ['admin'] } };
    await expectRefused(await browser.signIn(), 'SOCIAL_NOT_FOR_ADMINS');
    expect(h.api.server.requests.some((r) => r.url.startsWith('/v1/sign-in/federated-identity'))).toBe(false);
  });
});

describe('a hosted sign-in that is down', () => {
  const startWhileDown = async (issuer: string) => {
    const bff = await startBff(issuer, { SOCIAL_SIGN_IN_TIMEOUT_SECONDS: '1' });
    try {
      const downJar = new CookieJar();
      const begun = Date.now();
      const answer = await socialBrowser(bff.app, downJar).start();
      const elapsed = Date.now() - begun;
      const told = await bff.gql<{ socialSignIn: unknown }>(OUTCOME, {}, { jar: downJar });
      return { answer, elapsed, outcome: told.data?.socialSignIn, jar: downJar };
    } finally {
      await bff.close();
    }
  };
  const unavailable = {
    status: 'FAILED',
    code: 'SOCIAL_PROVIDER_UNAVAILABLE',
    message: failureMessage('SOCIAL_PROVIDER_UNAVAILABLE', 'Google'),
  };

  it('a closed port: back to /login at once, saying so', async () => {
    const closed = await startSilentServer();
    await closed.close();
    const { answer, elapsed, outcome: told, jar: downJar } = await startWhileDown(closed.url);
    expect(answer).toMatchObject({ status: 302, location: '/login?social=1' });
    expect(elapsed).toBeLessThan(3_000);
    expect(told).toMatchObject(unavailable);
    expect(downJar.get('tb_social_flow')).toBeUndefined();
  });

  it('a server that never answers: back to /login after the timeout', { timeout: 15_000 }, async () => {
    const silent = await startSilentServer();
    try {
      const { answer, elapsed, outcome: told } = await startWhileDown(silent.url);
      expect(answer).toMatchObject({ status: 302, location: '/login?social=1' });
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(4_000);
      expect(told).toMatchObject(unavailable);
    } finally {
      await silent.close();
    }
  });
});

describe('a verified identity', () => {
  it('LINKED: starts the session and goes to returnTo', async () => {
    const answer = await browser.signIn(`?returnTo=${encodeURIComponent('/companies/helixa?tab=members')}`);
    expect(answer).toMatchObject({ status: 302, location: '/companies/helixa?tab=members' });
    expect(sessionCookiesIn(answer.setCookies)).not.toEqual([]);
    expect([...h.api.sessions.open.values()].at(-1)?.email).toBe('ada@demo.test');
    expect(jar.get('tb_social')).toBeUndefined();
    // The api was asked with the hosted sign-in's own ID token, the one bound to this flow's nonce.
    const asked = h.api.server.requests.findLast((r) => r.url === '/v1/sign-in/federated-identity');
    const token = asked?.headers.authorization?.replace('Bearer ', '') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      nonce?: string;
    };
    expect(claims.nonce).toBe(hosted.authorizations.at(-1)?.get('nonce'));
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil', '///evil', '/\t/evil.example'])(
    'never sends the user off-site: returnTo %j falls back to /dashboard',
    async (returnTo) => {
      const answer = await browser.signIn(`?returnTo=${encodeURIComponent(returnTo)}`);
      expect(answer).toMatchObject({ status: 302, location: '/dashboard' });
    },
  );

  it('LINK_REQUIRED: back to /login with the email, the identity token kept out of the browser', async () => {
    apiSays('LINK_REQUIRED');
    const answer = await browser.signIn();
    expect(answer).toMatchObject({ status: 302, location: '/login?social=1' });
    expect(sessionCookiesIn(answer.setCookies)).toEqual([]);
    const kept = jar.get('tb_social');
    expect(kept?.attributes).toMatchObject({ httponly: '', samesite: 'Lax' });
    expect(kept?.value).not.toMatch(JWT);
    const code = hosted.tokenRequests.at(-1)?.get('code');
    expect(h.identity.revoked.has(`refresh-${code}`)).toBe(true);
    const answerJson = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: jar.header() ?? '' },
      payload: { query: OUTCOME },
    });
    expect(answerJson.body).not.toMatch(JWT);
    expect(answerJson.json()).toEqual({
      data: {
        socialSignIn: {
          provider: 'GOOGLE',
          status: 'LINK_REQUIRED',
          email: 'ada@demo.test',
          firstName: 'Ada',
          lastName: 'Quinn',
          code: null,
          message: null,
        },
      },
    });
  });
});
