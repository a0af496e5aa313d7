import { PERSONAS } from '@trialbridge/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoIdentityClient } from '../identity/identity.client.js';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';

const VIEWER = `{ viewer {
  email isAdmin isImpersonated needsImpersonationTarget isInterestsRequired permissions
  user { email active role companyName company { role { type } } }
  subscription { plan status period billingAdmin }
} }`;

interface ViewerData {
  viewer: {
    email: string;
    isInterestsRequired: boolean;
    permissions: string[];
    user: {
      email: string;
      role: string;
      companyName: string | null;
      company: { role: { type: string } } | null;
    } | null;
    subscription: { plan: string; status: string | null; period: string | null; billingAdmin: boolean } | null;
  } | null;
}

const MINUTE = 60_000;
let env: IntegrationEnv;

beforeAll(async () => {
  env = await startIntegration();
});
afterAll(async () => {
  await env?.stop();
});

const signedIn = async (email: string, rememberMe = false): Promise<CookieJar> => {
  const jar = new CookieJar();
  const { data } = await env.signIn(jar, email, { rememberMe });
  expect(data?.signIn.errors).toEqual([]);
  return jar;
};

describe('sign-in against the real identity emulator and api', () => {
  const members = PERSONAS.filter((p) => !p.admin && p.active && p.email !== 'inactive.company@demo.test');

  it.each(members.map((p) => [p.email, p] as const))('shows %s their own viewer', async (email, persona) => {
    const jar = await signedIn(email);
    const { data } = await env.gql<ViewerData>(jar, VIEWER);
    const viewer = data?.viewer;
    expect(viewer).toMatchObject({
      email,
      user: { email, role: persona.role, companyName: persona.company },
      subscription: {
        plan: persona.expected.plan,
        status: persona.expected.status,
        period: persona.expected.period,
        billingAdmin: persona.billingAdmin,
      },
    });
    const sponsor = viewer?.user?.company?.role.type === 'SPONSOR';
    expect(viewer?.isInterestsRequired).toBe(
      sponsor && persona.expected.plan !== 'NONE' && persona.interests !== 'complete',
    );
    expect(viewer?.permissions.includes('MANAGE_MEMBERS')).toBe(persona.role === 'COMPANY_ADMIN');
  });

  it('asks sponsor.nointerests for their interests when they sign in', async () => {
    const { data } = await env.gql<ViewerData>(await signedIn('sponsor.nointerests@demo.test'), VIEWER);
    expect(data?.viewer?.isInterestsRequired).toBe(true);
  });

  it('answers the catalogue message when the password is wrong', async () => {
    const jar = new CookieJar();
    const { data, setCookies } = await env.signIn(jar, 'vendor.member@demo.test', { password: 'Wrong!Pass99' });
    expect(data?.signIn.errors).toEqual([
      { code: 'INCORRECT_CREDENTIALS', field: null, message: 'Incorrect username or password.' },
    ]);
    expect(setCookies).toEqual([]);
  });

  it('locks the email after five failures without asking the identity service', async () => {
    const jar = new CookieJar();
    for (let i = 0; i < 5; i++) await env.signIn(jar, 'site.admin@demo.test', { password: 'Wrong!Pass99' });
    const locked = await env.signIn(jar, 'site.admin@demo.test');
    expect(locked.data?.signIn.errors).toEqual([
      {
        code: 'ATTEMPT_LIMIT_EXCEEDED',
        field: null,
        message: 'Attempt limit exceeded, please try again after 60 minutes.',
      },
    ]);
    env.clock.advance(60 * MINUTE);
    expect((await env.signIn(jar, 'site.admin@demo.test')).data?.signIn.viewer?.email).toBe('site.admin@demo.test');
  });

  it('refuses inactive.user with its message and no cookies', async () => {
    const jar = new CookieJar();
    const { data } = await env.signIn(jar, 'inactive.user@demo.test');
    expect(data?.signIn).toEqual({
      viewer: null,
      challenge: null,
      errors: [{ code: 'USER_INACTIVE', field: null, message: 'User is disabled.' }],
    });
    expect(jar.names()).toEqual([]);
  });

  it('refuses inactive.company with its message and no cookies', async () => {
    const jar = new CookieJar();
    const { data } = await env.signIn(jar, 'inactive.company@demo.test');
    expect(data?.signIn.errors).toEqual([
      {
        code: 'COMPANY_INACTIVE',
        field: null,
        message: "Your company's account is inactive. Please contact support to reactivate it.",
      },
    ]);
    expect(jar.names()).toEqual([]);
  });
});

describe('session cookies end to end', () => {
  it('sets 30-day HttpOnly session cookies and a readable rememberMe=1 when remember-me is chosen', async () => {
    const jar = await signedIn('vendor.member@demo.test', true);
    const session = jar.get('tb_session.0');
    expect(session?.attributes).toMatchObject({ 'max-age': '2592000', path: '/', samesite: 'Lax', httponly: '' });
    expect(session?.value).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(jar.get('rememberMe')).toMatchObject({ value: '1', attributes: { 'max-age': '2592000', path: '/' } });
    expect(jar.get('rememberMe')?.attributes.httponly).toBeUndefined();
    jar.restartBrowser();
    expect((await env.gql<ViewerData>(jar, VIEWER)).data?.viewer?.email).toBe('vendor.member@demo.test');
  });

  it('loses the session at browser restart when remember-me is not chosen', async () => {
    const jar = await signedIn('vendor.member@demo.test', false);
    expect(jar.get('rememberMe')).toBeUndefined();
    jar.restartBrowser();
    expect((await env.gql<ViewerData>(jar, VIEWER)).data?.viewer).toBeNull();
  });

  it('refreshes the tokens and stays signed in when 50 minutes have passed', async () => {
    const jar = await signedIn('sponsor.member@demo.test');
    const before = jar.get('tb_session.0')?.value;
    env.clock.advance(51 * MINUTE);
    const { data, setCookies } = await env.gql<ViewerData>(jar, VIEWER);
    expect(data?.viewer?.email).toBe('sponsor.member@demo.test');
    expect(setCookies.some((c) => c.startsWith('tb_session.0='))).toBe(true);
    expect(jar.get('tb_session.0')?.value).not.toBe(before);
    expect((await env.gql<ViewerData>(jar, VIEWER)).data?.viewer?.email).toBe('sponsor.member@demo.test');
  });

  it('revokes the refresh token at sign-out so a replayed old cookie cannot refresh', async () => {
    const jar = await signedIn('sponsor.admin@demo.test');
    const replay = jar.clone();
    const { data } = await env.gql<{ signOut: { success: boolean } }>(jar, 'mutation { signOut { success } }');
    expect(data?.signOut.success).toBe(true);
    expect(jar.names()).toEqual([]);
    env.clock.advance(51 * MINUTE);
    const replayed = await env.gql<ViewerData>(replay, VIEWER);
    expect(replayed.data?.viewer).toBeNull();
    expect(replay.names()).toEqual([]);
  });
});

describe('partner bearer tokens', () => {
  it('serves the partner with its access token and sets no cookie when there is no session', async () => {
    const identity = await createCognitoIdentityClient(env.config.cognito);
    try {
      const step = await identity.signIn('vendor.admin@demo.test', 'DemoPass!2026');
      if (step.kind !== 'tokens') throw new Error('expected tokens');
      const jar = new CookieJar();
      const { data, setCookies } = await env.gql<ViewerData>(
        jar,
        VIEWER,
        {},
        { authorization: `Bearer ${step.tokens.accessToken}` },
      );
      expect(data?.viewer).toMatchObject({
        email: 'vendor.admin@demo.test',
        user: { email: 'vendor.admin@demo.test' },
        subscription: { plan: 'INNOVATOR' },
      });
      expect(setCookies).toEqual([]);
    } finally {
      identity.destroy();
    }
  });
});
