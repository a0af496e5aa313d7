import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/fake.api.js';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';

const SIGN_IN =
  'mutation($input: SignInInput!) { signIn(input: $input) { viewer { email } challenge { name availableMfaTypes } errors { code field message } } }';
const RESPOND =
  'mutation($input: RespondToChallengeInput!) { respondToChallenge(input: $input) { viewer { email } challenge { name } errors { code field message } } }';

interface SignInData {
  signIn: {
    viewer: { email: string } | null;
    challenge: { name: string; availableMfaTypes: string[] } | null;
    errors: { code: string; field: string | null; message: string }[];
  };
}
interface RespondData {
  respondToChallenge: {
    viewer: { email: string } | null;
    challenge: { name: string } | null;
    errors: { code: string; message: string }[];
  };
}

let h: Harness;
const member = buildUser({ id: 1, email: 'member@demo.test' });

beforeEach(async () => {
  h = await startHarness({
    users: [
      member,
      buildUser({ id: 2, email: 'mfa@demo.test' }),
      buildUser({ id: 3, email: 'choose@demo.test' }),
      buildUser({ id: 4, email: 'setup@demo.test' }),
      buildUser({ id: 5, email: 'newpass@demo.test' }),
    ],
    accounts: [
      { email: 'member@demo.test', password: PASSWORD },
      { email: 'mfa@demo.test', password: PASSWORD, challenge: 'SOFTWARE_TOKEN_MFA', totpCode: '654321' },
      { email: 'choose@demo.test', password: PASSWORD, challenge: 'SELECT_MFA_TYPE', totpCode: '654321' },
      { email: 'setup@demo.test', password: PASSWORD, challenge: 'MFA_SETUP' },
      { email: 'newpass@demo.test', password: PASSWORD, challenge: 'NEW_PASSWORD_REQUIRED' },
    ],
  });
});
afterEach(() => h.close());

const signIn = (email: string, password = PASSWORD) => h.gql<SignInData>(SIGN_IN, { input: { email, password } });

describe('signIn validation', () => {
  it.each([
    ['', PASSWORD, 'email', 'Username cannot be empty'],
    ['   ', PASSWORD, 'email', 'Username cannot be empty'],
    ['member@demo.test', '', 'password', 'Password cannot be empty'],
  ])(
    'answers the sign-in service message without calling identity when email is %j and password %j',
    async (email, password, field, message) => {
      const { data } = await signIn(email, password);
      expect(data?.signIn.errors).toEqual([{ code: 'BAD_USER_INPUT', field, message }]);
      expect(h.identity.calls).toEqual([]);
    },
  );

  it('answers the empty-answer message without calling identity when the challenge answer is blank', async () => {
    const { data } = await h.gql<RespondData>(RESPOND, { input: { name: 'TOTP_REQUIRED', answer: ' ' } });
    expect(data?.respondToChallenge.errors).toEqual([
      expect.objectContaining({ message: 'Challenge response cannot be empty' }),
    ]);
    expect(h.identity.calls).toEqual([]);
  });

  it('answers Invalid MFA type without calling identity when the chosen MFA type is unknown', async () => {
    const { data } = await h.gql<RespondData>(RESPOND, { input: { name: 'SELECT_MFA_TYPE', answer: 'EMAIL' } });
    expect(data?.respondToChallenge.errors).toEqual([expect.objectContaining({ message: 'Invalid MFA type' })]);
    expect(h.identity.calls).toEqual([]);
  });

  it('answers the empty-code message without calling identity when a reset code is blank', async () => {
    const { data } = await h.gql<{ confirmForgotPassword: { errors: { message: string }[] } }>(
      'mutation($input: ConfirmForgotPasswordInput!) { confirmForgotPassword(input: $input) { success errors { message } } }',
      { input: { email: 'member@demo.test', code: '', newPassword: 'Another!Pass1' } },
    );
    expect(data?.confirmForgotPassword.errors.map((e) => e.message)).toEqual(['Confirmation code cannot be empty']);
    expect(h.identity.calls).toEqual([]);
  });
});

describe('signIn', () => {
  it('starts a session when the password is right', async () => {
    const { data, setCookies } = await signIn('member@demo.test');
    expect(data?.signIn).toEqual({ viewer: { email: 'member@demo.test' }, challenge: null, errors: [] });
    expect(setCookies.some((c) => c.startsWith('tb_session.0='))).toBe(true);
  });

  it('answers the catalogue message and sets no cookie when the password is wrong', async () => {
    const { data, setCookies } = await signIn('member@demo.test', 'Wrong!Pass1');
    expect(data?.signIn.errors).toEqual([
      { code: 'INCORRECT_CREDENTIALS', field: null, message: 'Incorrect username or password.' },
    ]);
    expect(setCookies).toEqual([]);
  });

  it('answers the same message when the account does not exist', async () => {
    const { data } = await signIn('nobody@demo.test');
    expect(data?.signIn.errors[0]?.message).toBe('Incorrect username or password.');
  });

  it('refuses further attempts without calling identity when five failed within an hour', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn('member@demo.test', 'Wrong!Pass1')).data?.signIn.errors[0]?.code).toBe(
        'INCORRECT_CREDENTIALS',
      );
    const callsBefore = h.identity.calls.length;
    const locked = await signIn('member@demo.test');
    expect(locked.data?.signIn.errors).toEqual([
      {
        code: 'ATTEMPT_LIMIT_EXCEEDED',
        field: null,
        message: 'Attempt limit exceeded, please try again after 60 minutes.',
      },
    ]);
    expect(h.identity.calls.length).toBe(callsBefore);
    h.clock.advance(60 * 60 * 1000);
    expect((await signIn('member@demo.test')).data?.signIn.viewer?.email).toBe('member@demo.test');
  });

  it('refuses the sign-in without cookies when the identity has no platform user', async () => {
    h.identity.accounts.set('ghost@demo.test', { email: 'ghost@demo.test', password: PASSWORD });
    const { data, setCookies } = await signIn('ghost@demo.test');
    expect(data?.signIn.errors).toEqual([
      { code: 'AUTHENTICATION_ERROR', field: null, message: 'Authentication Error' },
    ]);
    expect(setCookies.filter((c) => !c.includes('Expires=Thu, 01 Jan 1970'))).toEqual([]);
    expect(h.identity.calls).toContain('revoke');
  });

  it('answers Network Error when the identity service is unreachable', async () => {
    h.identity.offline = true;
    const { data } = await signIn('member@demo.test');
    expect(data?.signIn.errors).toEqual([{ code: 'UPSTREAM_UNAVAILABLE', field: null, message: 'Network Error' }]);
  });
});

describe('sign-in challenges', () => {
  it('keeps the challenge in an HttpOnly cookie and never in the answer when TOTP is required', async () => {
    const { data, setCookies } = await signIn('mfa@demo.test');
    expect(data?.signIn.challenge).toEqual({ name: 'TOTP_REQUIRED', availableMfaTypes: [] });
    const cookie = setCookies.find((c) => c.startsWith('tb_challenge='));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=300');
    expect(JSON.stringify(data)).not.toContain('session-');
  });

  it('lets the user retry when the code is wrong, then signs in when it is right', async () => {
    await signIn('mfa@demo.test');
    const wrong = await h.gql<RespondData>(RESPOND, { input: { name: 'TOTP_REQUIRED', answer: '000000' } });
    expect(wrong.data?.respondToChallenge.errors[0]?.code).toBe('CODE_MISMATCH');
    const right = await h.gql<RespondData>(RESPOND, { input: { name: 'TOTP_REQUIRED', answer: '654321' } });
    expect(right.data?.respondToChallenge.viewer).toEqual({ email: 'mfa@demo.test' });
    expect(h.jar.get('tb_challenge')).toBeUndefined();
    expect(h.jar.get('tb_session.0')).toBeDefined();
  });

  it('offers the MFA types when the user must choose one', async () => {
    const { data } = await signIn('choose@demo.test');
    expect(data?.signIn.challenge).toEqual({ name: 'SELECT_MFA_TYPE', availableMfaTypes: ['SMS', 'TOTP'] });
    const next = await h.gql<RespondData>(RESPOND, { input: { name: 'SELECT_MFA_TYPE', answer: 'TOTP' } });
    expect(next.data?.respondToChallenge.challenge).toEqual({ name: 'TOTP_REQUIRED' });
  });

  it('returns the authenticator secret, then verifies the code and answers the challenge when MFA set-up is required', async () => {
    const { data } = await h.gql<{ signIn: { challenge: unknown } }>(
      'mutation { signIn(input: { email: "setup@demo.test", password: "Correct!Pass1" }) { challenge { name totpSetup { secret otpauthUri } } } }',
    );
    expect(data?.signIn.challenge).toEqual({
      name: 'MFA_SETUP',
      totpSetup: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Trialbridge:setup%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Trialbridge',
      },
    });
    const done = await h.gql<RespondData>(RESPOND, { input: { name: 'MFA_SETUP', answer: '123456' } });
    expect(done.data?.respondToChallenge.viewer).toEqual({ email: 'setup@demo.test' });
    const session = h.identity.calls.find((c) => c.startsWith('verifySoftwareToken:'))?.split(':')[1];
    expect(session).toMatch(/-associated$/);
    expect(h.identity.calls).toContain(`respond:MFA_SETUP:${session}-verified`);
  });

  it('refuses a weak new password without calling identity, then accepts a strong one', async () => {
    await signIn('newpass@demo.test');
    const calls = h.identity.calls.length;
    const weak = await h.gql<RespondData>(RESPOND, { input: { name: 'NEW_PASSWORD_REQUIRED', answer: 'password' } });
    expect(weak.data?.respondToChallenge.errors[0]?.code).toBe('INVALID_PASSWORD');
    expect(h.identity.calls.length).toBe(calls);
    const strong = await h.gql<RespondData>(RESPOND, {
      input: { name: 'NEW_PASSWORD_REQUIRED', answer: 'Strong!Pass2026' },
    });
    expect(strong.data?.respondToChallenge.viewer).toEqual({ email: 'newpass@demo.test' });
  });

  it('refuses an answer for another challenge than the pending one', async () => {
    await signIn('mfa@demo.test');
    const { data } = await h.gql<RespondData>(RESPOND, { input: { name: 'MFA_REQUIRED', answer: '654321' } });
    expect(data?.respondToChallenge.errors[0]).toMatchObject({
      code: 'AUTHENTICATION_ERROR',
      message: 'Authentication Error',
    });
  });

  it('asks to sign in again when there is no pending challenge', async () => {
    const { data } = await h.gql<RespondData>(RESPOND, { input: { name: 'TOTP_REQUIRED', answer: '654321' } });
    expect(data?.respondToChallenge.errors).toEqual([
      { code: 'CHALLENGE_EXPIRED', field: null, message: 'Your sign-in has expired. Please sign in again.' },
    ]);
  });

  it('refuses the answer when the challenge is older than five minutes', async () => {
    await signIn('mfa@demo.test');
    h.clock.advance(5 * 60 * 1000 + 1);
    const { data } = await h.gql<RespondData>(RESPOND, { input: { name: 'TOTP_REQUIRED', answer: '654321' } });
    expect(data?.respondToChallenge.errors[0]?.code).toBe('CHALLENGE_EXPIRED');
  });
});
