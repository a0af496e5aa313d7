import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@trialbridge/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';

const VIEWER = '{ viewer { email isAdmin user { email } } }';
const WRITE = 'mutation { recordCompanyView(companyId: "1") }';
const HOUR = 3_600_000;

let env: IntegrationEnv;
let apiOffsetMs = 0;

beforeAll(async () => {
  env = await startIntegration({}, {}, { apiClock: { now: () => new Date(Date.now() + apiOffsetMs) } });
});
afterAll(async () => {
  await env?.stop();
});

async function signedIn(email: string, rememberMe = false): Promise<CookieJar> {
  const jar = new CookieJar();
  const { data } = await env.signIn(jar, email, { rememberMe });
  expect(data?.signIn.errors).toEqual([]);
  return jar;
}

/** What an attacker holds after copying the cookies out of a browser. */
function copyOf(jar: CookieJar): CookieJar {
  const copy = new CookieJar();
  for (const name of jar.names()) copy.store(`${name}=${jar.get(name)?.value ?? ''}; Path=/`);
  return copy;
}

/** The copy neither reads the viewer nor writes anything, and its cookies are cleared. */
async function expectRefused(copy: CookieJar): Promise<void> {
  const read = await env.gql<{ viewer: { email: string; user: { email: string } | null } | null }>(copy, VIEWER);
  expect(read.data?.viewer?.user ?? null).toBeNull();
  expect(read.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(copy.names().filter((name) => name.startsWith('tb_session'))).toEqual([]);
  const write = await env.gql(copyOf(copy), WRITE);
  expect(write.data?.recordCompanyView ?? null).toBeNull();
}

const usable = async (jar: CookieJar, email: string): Promise<void> => {
  const { data } = await env.gql<{ viewer: { user: { email: string } | null } | null }>(jar, VIEWER);
  expect(data?.viewer?.user?.email).toBe(email);
};

describe('a copied cookie is worth nothing once its session has ended', () => {
  it('after sign-out', async () => {
    const jar = await signedIn('sponsor.member@demo.test');
    const copy = copyOf(jar);
    await usable(copy, 'sponsor.member@demo.test');
    expect((await env.gql(jar, 'mutation { signOut { success } }')).data).toEqual({ signOut: { success: true } });
    await expectRefused(copy);
  });

  it('after sign-out of an admin, whose viewer is answered without the api', async () => {
    const jar = await signedIn('admin@demo.test');
    const copy = copyOf(jar);
    await env.gql(jar, 'mutation { signOut { success } }');
    const read = await env.gql<{ viewer: { email: string } | null }>(copy, '{ viewer { email isAdmin } }');
    expect(read.data?.viewer ?? null).toBeNull();
    expect(read.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('after a password change, while the browser that changed it goes on', async () => {
    const email = 'vendor.member@demo.test';
    const jar = await signedIn(email);
    const other = await signedIn(email);
    const copy = copyOf(jar);
    const changed = await env.gql(
      jar,
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success errors { message } } }',
      { input: { currentPassword: DEMO_PASSWORD, newPassword: 'Renewed!Pass2026' } },
    );
    expect(changed.data).toEqual({ changePassword: { success: true, errors: [] } });
    await usable(jar, email);
    await expectRefused(copy);
    await expectRefused(other);
  });

  it('after the user is deactivated, even once reactivated', async () => {
    const email = 'sponsor.admin@demo.test';
    const copy = copyOf(await signedIn(email, true));
    // As an operator or a future admin screen would: the api's triggers end the sessions.
    await env.api.db.execute(sql`update users set active = false where email = ${email}`);
    await env.api.db.execute(sql`update users set active = true where email = ${email}`);
    await expectRefused(copy);
  });

  it('after the company is deactivated, even once reactivated', async () => {
    const email = 'site.admin@demo.test';
    const copy = copyOf(await signedIn(email));
    const company = sql`(select company_id from users where email = ${email})`;
    await env.api.db.execute(sql`update companies set active = false where id = ${company}`);
    await env.api.db.execute(sql`update companies set active = true where id = ${company}`);
    await expectRefused(copy);
  });

  it('after 2 idle hours, and 12 hours after sign-in however busy (30 days with remember-me)', async () => {
    const email = 'pastdue.admin@demo.test';
    const idle = copyOf(await signedIn(email));
    const busy = await signedIn(email);
    const remembered = await signedIn(email, true);
    for (let hour = 1; hour < 12; hour++) {
      apiOffsetMs += HOUR;
      await usable(busy, email);
      if (hour === 2) await expectRefused(idle);
    }
    apiOffsetMs += HOUR;
    await expectRefused(busy);
    await usable(remembered, email);
  });
});
