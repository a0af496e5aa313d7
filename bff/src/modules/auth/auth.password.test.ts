import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/fake.api.js';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import { otpauthUri } from './auth.totp.js';

const FORGOT =
  'mutation($email: String!) { forgotPassword(input: { email: $email }) { deliveryDestination errors { code message } } }';
const CONFIRM =
  'mutation($input: ConfirmForgotPasswordInput!) { confirmForgotPassword(input: $input) { success errors { code field message } } }';
const CHANGE =
  'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success errors { code field message } } }';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ users: [buildUser({ id: 1, email: 'member@demo.test' })] });
});
afterEach(() => h.close());

describe('forgotPassword', () => {
  it('answers the same for an unknown email as for a known one', async () => {
    const known = await h.gql(FORGOT, { email: 'member@demo.test' });
    const unknown = await h.gql(FORGOT, { email: 'mumble@demo.test' });
    expect(known.data).toEqual({ forgotPassword: { deliveryDestination: 'm***@d***', errors: [] } });
    expect(unknown.data).toEqual({ forgotPassword: { deliveryDestination: 'm***@d***', errors: [] } });
  });
});

describe('confirmForgotPassword', () => {
  it.each([
    ['Ab1!', 'The password must have at least 8 characters.'],
    ['Abcdefg1', 'The password must have a symbol.'],
    ['abcdef1!', 'The password must have an upper case letter.'],
    ['Abcdefg!', 'The password must have a number.'],
    ['abc', 'The password must have at least 8 characters, an upper case letter, a number, a symbol.'],
  ])(
    'refuses the weak new password %j naming the rules it breaks, without calling identity',
    async (newPassword, message) => {
      const { data } = await h.gql(CONFIRM, { input: { email: 'member@demo.test', code: '123456', newPassword } });
      expect(data).toEqual({
        confirmForgotPassword: {
          success: false,
          errors: [{ code: 'INVALID_PASSWORD', field: 'newPassword', message }],
        },
      });
      expect(h.identity.calls).toEqual([]);
    },
  );

  it('sets the new password when the code is right, and the user can sign in with it', async () => {
    const { data } = await h.gql(CONFIRM, {
      input: { email: 'member@demo.test', code: '123456', newPassword: 'Brand!New2026' },
    });
    expect(data).toEqual({ confirmForgotPassword: { success: true, errors: [] } });
    expect(h.identity.accounts.get('member@demo.test')?.password).toBe('Brand!New2026');
  });

  it('answers a wrong-code error when the code is wrong or the account unknown', async () => {
    for (const email of ['member@demo.test', 'nobody@demo.test']) {
      const { data } = await h.gql(CONFIRM, { input: { email, code: '000000', newPassword: 'Brand!New2026' } });
      expect(data).toMatchObject({
        confirmForgotPassword: { success: false, errors: [{ code: 'CODE_MISMATCH', field: 'code' }] },
      });
    }
  });
});

describe('changePassword', () => {
  it('answers UNAUTHENTICATED when nobody is signed in', async () => {
    const { errors } = await h.gql(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'Brand!New2026' } });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('changes the password when the current one is right', async () => {
    await h.signIn('member@demo.test');
    const { data } = await h.gql(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'Brand!New2026' } });
    expect(data).toEqual({ changePassword: { success: true, errors: [] } });
  });

  it("checks the new password against the api's policy when it changes", async () => {
    await h.signIn('member@demo.test');
    const policyCalls = () => h.api.server.requests.filter((r) => r.url === '/v1/users/password-policy').length;
    const weak = await h.gql(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'nouppercase1!' } });
    expect(weak.data).toEqual({
      changePassword: {
        success: false,
        errors: [
          { code: 'INVALID_PASSWORD', field: 'newPassword', message: 'The password must have an upper case letter.' },
        ],
      },
    });
    expect(h.identity.calls).not.toContain('changePassword');
    expect(policyCalls()).toBe(1);
    await h.gql(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'Another!Pass9' } });
    expect(policyCalls()).toBe(1);
  });

  it('answers the empty-password message when the new password is empty', async () => {
    await h.signIn('member@demo.test');
    const { data } = await h.gql(CHANGE, { input: { currentPassword: PASSWORD, newPassword: '' } });
    expect(data).toEqual({
      changePassword: {
        success: false,
        errors: [{ code: 'BAD_USER_INPUT', field: 'newPassword', message: 'Password cannot be empty' }],
      },
    });
  });

  it('answers the catalogue message on the current password when it is wrong', async () => {
    await h.signIn('member@demo.test');
    const { data } = await h.gql(CHANGE, { input: { currentPassword: 'Wrong!Pass1', newPassword: 'Brand!New2026' } });
    expect(data).toEqual({
      changePassword: {
        success: false,
        errors: [
          { code: 'INCORRECT_CREDENTIALS', field: 'currentPassword', message: 'Incorrect username or password.' },
        ],
      },
    });
  });
});

describe('TOTP', () => {
  it('builds the otpauth URI an authenticator app reads when set up', () => {
    expect(otpauthUri('a.b@demo.test', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Trialbridge:a.b%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Trialbridge',
    );
  });

  it('returns the secret and URI, then enables TOTP when the code verifies', async () => {
    await h.signIn('member@demo.test');
    const setUp = await h.gql('mutation { setUpTotp { totpSetup { secret otpauthUri } errors { message } } }');
    expect(setUp.data).toEqual({
      setUpTotp: {
        totpSetup: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: otpauthUri('member@demo.test', 'JBSWY3DPEHPK3PXP') },
        errors: [],
      },
    });
    const wrong = await h.gql('mutation { verifyTotp(input: { code: "000000" }) { totpEnabled errors { code } } }');
    expect(wrong.data).toEqual({ verifyTotp: { totpEnabled: false, errors: [{ code: 'CODE_MISMATCH' }] } });
    const right = await h.gql('mutation { verifyTotp(input: { code: "123456" }) { totpEnabled errors { code } } }');
    expect(right.data).toEqual({ verifyTotp: { totpEnabled: true, errors: [] } });
    expect(h.identity.calls).toContain('setTotpEnabled');
  });

  it('answers the empty-code message when the code is blank', async () => {
    await h.signIn('member@demo.test');
    const { data } = await h.gql('mutation { verifyTotp(input: { code: "" }) { totpEnabled errors { message } } }');
    expect(data).toEqual({
      verifyTotp: { totpEnabled: false, errors: [{ message: 'Confirmation code cannot be empty' }] },
    });
  });

  it('reads totpEnabled from the identity service only when the field is asked', async () => {
    await h.signIn('member@demo.test');
    await h.gql('{ viewer { email } }');
    expect(h.identity.calls).not.toContain('mfaMethods');
    const { data } = await h.gql('{ viewer { totpEnabled } }');
    expect(data).toEqual({ viewer: { totpEnabled: false } });
    expect(h.identity.calls).toContain('mfaMethods');
  });
});
