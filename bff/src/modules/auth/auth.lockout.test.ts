import { afterEach, describe, expect, it } from 'vitest';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MS } from '../../identity/lockout.signin.js';
import { ACCOUNT_PROTECTED_MESSAGE } from './auth.signin.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';

const SIGN_IN =
  'mutation($input: SignInInput!) { signIn(input: $input) { viewer { email } errors { code field message } } }';
const CONFIRM =
  'mutation($input: ConfirmForgotPasswordInput!) { confirmForgotPassword(input: $input) { success errors { code } } }';

interface SignInData {
  signIn: { viewer: { email: string } | null; errors: { code: string; field: string | null; message: string }[] };
}

const OWNER = 'member@demo.test';
const WRONG = 'Wrong!Pass1';
const A = '203.0.113.7';
const B = '198.51.100.20';
const LOCKED = [{ code: 'ATTEMPT_LIMIT_EXCEEDED', field: null, message: catalogueEntry(115).message }];
const PROTECTED = [{ code: 'ACCOUNT_PROTECTED', field: null, message: ACCOUNT_PROTECTED_MESSAGE }];

let h: Harness;
const start = async (env: Record<string, string> = {}) => {
  h = await startHarness({ users: [buildUser({ id: 1, email: OWNER })], env });
};
afterEach(() => h.close());

/** One sign-in from `remoteAddress`, in a jar of its own (every client is a separate browser). */
async function signIn(password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const { data } = await h.gql<SignInData>(
    SIGN_IN,
    { input: { email: OWNER, password } },
    { jar: new CookieJar(), remoteAddress, headers },
  );
  if (!data) throw new Error('signIn answered no data');
  return data.signIn;
}

async function failFrom(address: string, times: number, headers: Record<string, string> = {}) {
  for (let i = 0; i < times; i++) {
    expect((await signIn(WRONG, address, headers)).errors[0]?.code).toBe('INCORRECT_CREDENTIALS');
  }
}

describe('sign-in lockout per account and client address', () => {
  it('locks out the address that failed five times, even with the right password, while the owner signs in from another', async () => {
    await start();
    await failFrom(A, 5);
    const calls = h.identity.calls.length;
    expect((await signIn(PASSWORD, A)).errors).toEqual(LOCKED);
    expect(h.identity.calls.length).toBe(calls);
    expect((await signIn(PASSWORD, B)).viewer?.email).toBe(OWNER);
  });

  it("forgets the address's failures when the owner signs in from it", async () => {
    await start();
    await failFrom(A, 4);
    expect((await signIn(PASSWORD, A)).viewer?.email).toBe(OWNER);
    await failFrom(A, 4);
    expect((await signIn(PASSWORD, A)).viewer?.email).toBe(OWNER);
  });

  it('protects the account from every address past the ceiling: no password alone signs in, right or wrong reads the same, and the owner is told the way in', async () => {
    await start();
    // Four from each address: no address is locked on its own, only the account's ceiling counts.
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) await failFrom(`192.0.2.${Math.floor(i / 4) + 1}`, 1);
    expect((await signIn(PASSWORD, B)).errors).toEqual(PROTECTED);
    expect((await signIn(WRONG, A)).errors).toEqual(PROTECTED);
    // The right password's tokens were not kept: nothing the identity service issued stays usable.
    expect(h.identity.revoked.size).toBeGreaterThan(0);
    h.clock.advance(ACCOUNT_WINDOW_MS);
    expect((await signIn(PASSWORD, B)).viewer?.email).toBe(OWNER);
  });

  it('still lets the owner in past the ceiling with a second factor (the authenticator code)', async () => {
    await start();
    const account = h.identity.accounts.get(OWNER);
    if (!account) throw new Error('no account');
    Object.assign(account, { challenge: 'SOFTWARE_TOKEN_MFA', totpCode: '654321' });
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) await failFrom(`192.0.2.${Math.floor(i / 4) + 1}`, 1);
    const jar = new CookieJar();
    const { data } = await h.gql<{ signIn: { challenge: { name: string } | null; errors: unknown[] } }>(
      'mutation($input: SignInInput!) { signIn(input: $input) { challenge { name } errors { code } } }',
      { input: { email: OWNER, password: PASSWORD } },
      { jar, remoteAddress: B },
    );
    expect(data?.signIn).toEqual({ challenge: { name: 'TOTP_REQUIRED' }, errors: [] });
    const answered = await h.gql<{ respondToChallenge: { viewer: { email: string } | null } }>(
      'mutation($input: RespondToChallengeInput!) { respondToChallenge(input: $input) { viewer { email } } }',
      { input: { name: 'TOTP_REQUIRED', answer: '654321' } },
      { jar, remoteAddress: B },
    );
    expect(answered.data?.respondToChallenge.viewer?.email).toBe(OWNER);
  });

  it('lifts the account ceiling when the owner resets the password', async () => {
    await start();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) await failFrom(`192.0.2.${Math.floor(i / 4) + 1}`, 1);
    const { data } = await h.gql(
      CONFIRM,
      { input: { email: OWNER, code: '123456', newPassword: 'Brand!New2026' } },
      { remoteAddress: B },
    );
    expect(data).toEqual({ confirmForgotPassword: { success: true, errors: [] } });
    expect((await signIn('Brand!New2026', B)).viewer?.email).toBe(OWNER);
  });
});

describe('the client address behind a proxy', () => {
  const PROXY = '10.0.0.5';

  it('ignores X-Forwarded-For by default, so a client cannot pick its address', async () => {
    await start();
    await failFrom(PROXY, 5, { 'x-forwarded-for': A });
    expect((await signIn(PASSWORD, PROXY, { 'x-forwarded-for': B })).errors).toEqual(LOCKED);
  });

  it("counts the forwarded client's address when TRUST_PROXY names the proxy", async () => {
    await start({ TRUST_PROXY: '10.0.0.0/8' });
    await failFrom(PROXY, 5, { 'x-forwarded-for': A });
    expect((await signIn(PASSWORD, PROXY, { 'x-forwarded-for': A })).errors).toEqual(LOCKED);
    expect((await signIn(PASSWORD, PROXY, { 'x-forwarded-for': B })).viewer?.email).toBe(OWNER);
    // A sender that is not the proxy cannot claim someone else's address.
    await failFrom('192.0.2.50', 5, { 'x-forwarded-for': B });
    expect((await signIn(PASSWORD, '192.0.2.50', { 'x-forwarded-for': '198.51.100.99' })).errors).toEqual(LOCKED);
  });
});
