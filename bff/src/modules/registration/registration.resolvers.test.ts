import { describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';

import { PASSWORD_RULES } from '../../testing/fake.api.fixtures.js';
import { type Errors, useRegistrationHarness } from './registration.harness.js';

const CHECK =
  'query($email: String!) { registrationEmailCheck(email: $email) { email available businessEmail suggestedCompanies { id name alias status role { id name type } } } }';
const JOIN =
  'mutation($input: RequestToJoinInput!) { requestToJoin(input: $input) { userId errors { code field message } } }';
const VERIFY =
  'mutation($input: VerifyRegistrationEmailInput!) { verifyRegistrationEmail(input: $input) { success errors { code field message } } }';
const RESEND =
  'mutation($email: String!) { resendVerificationCode(email: $email) { success errors { code field message } } }';

const t = useRegistrationHarness();

const join = (input: Record<string, unknown>) =>
  t.h.gql<{ requestToJoin: Errors & { userId: string | null } }>(JOIN, {
    input: { email: 'jane@novacura.example', firstName: 'Jane', lastName: 'Doe', referralSource: 'LINKEDIN', ...input },
  });

describe('registrationEmailCheck', () => {
  it('answers availability and the companies on the domain, without credentials, when anyone asks', async () => {
    t.h.api.registration.suggestions = [
      {
        id: 9,
        name: 'Northbridge Bioanalytics',
        alias: 'northbridge-bioanalytics',
        status: 'APPROVED',
        role: { id: 3, name: 'CRO', type: 'Vendor' },
      },
    ];
    const member = new CookieJar();
    await t.h.signIn('sponsor.member@demo.test', { jar: member });
    const { data } = await t.h.gql(CHECK, { email: ' lab@northbridge-bio.example ' }, { jar: member });
    expect(data).toEqual({
      registrationEmailCheck: {
        email: 'lab@northbridge-bio.example',
        available: true,
        businessEmail: true,
        suggestedCompanies: [
          {
            id: '9',
            name: 'Northbridge Bioanalytics',
            alias: 'northbridge-bioanalytics',
            status: 'APPROVED',
            role: { id: '3', name: 'CRO', type: 'VENDOR' },
          },
        ],
      },
    });
    const call = t.lastCall('/v1/users/verify-email');
    expect(call?.url).toBe('/v1/users/verify-email?email=lab%40northbridge-bio.example');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('answers Email cannot be empty without calling the api when the email is blank', async () => {
    const before = t.h.api.server.requests.length;
    const { errors } = await t.h.gql(CHECK, { email: '  ' });
    expect(errors?.[0]).toMatchObject({ message: 'Email cannot be empty', extensions: { code: 'BAD_USER_INPUT' } });
    expect(t.h.api.server.requests.length).toBe(before);
  });
});

describe('passwordPolicy', () => {
  it("answers the api's rules, read once for many requests", async () => {
    const first = await t.h.gql<{ passwordPolicy: unknown[] }>('{ passwordPolicy { id label pattern } }');
    await t.h.gql('{ passwordPolicy { id } }');
    expect(first.data?.passwordPolicy).toEqual(PASSWORD_RULES);
    expect(t.h.api.server.requests.filter((r) => r.url === '/v1/users/password-policy')).toHaveLength(1);
  });
});

describe('requestToJoin', () => {
  it('signs up with the fields given, leaving out the empty ones', async () => {
    const { data } = await join({ jobTitle: 'CMO', phone: null });
    expect(data?.requestToJoin).toEqual({ userId: '77', errors: [] });
    expect(JSON.parse(t.lastCall('/v1/users/signup')?.body ?? '{}')).toEqual({
      email: 'jane@novacura.example',
      firstName: 'Jane',
      lastName: 'Doe',
      referralSource: 'LINKEDIN',
      jobTitle: 'CMO',
    });
  });

  it('passes a member invitation’s token, and puts a closed invitation at its field in the api’s words', async () => {
    const token = 'k'.repeat(43);
    await join({ invitationToken: ` ${token} ` });
    expect(JSON.parse(t.lastCall('/v1/users/signup')?.body ?? '{}')).toMatchObject({ invitationToken: token });
    const message = 'This invitation has expired. Ask your colleague to invite you again.';
    t.h.api.registration.failNext = [409, { code: 'InvitationClosed', message }];
    const { data } = await join({ invitationToken: token });
    expect(data?.requestToJoin).toEqual({
      userId: null,
      errors: [{ code: 'INVITATION_CLOSED', field: 'invitationToken', message }],
    });
  });

  it('uses the event sign-up when an event code is given', async () => {
    await join({ eventCode: ' SCOPE2026 ', referralSource: 'SCOPE_SUMMIT' });
    expect(t.lastCall('/v1/users/event/signup')?.body).toContain('"eventCode":"SCOPE2026"');
  });

  it.each([
    [
      'the email has an account',
      { email: 'sponsor.member@demo.test' },
      { code: 'USERNAME_EXISTS', field: 'email', message: 'User with such email exists.' },
    ],
    [
      'the email is blank',
      { email: ' ' },
      { code: 'BAD_USER_INPUT', field: 'email', message: 'Email cannot be empty' },
    ],
    [
      'the email is a free-mail one',
      { email: 'jane@gmail.com' },
      { code: 'NOT_BUSINESS_EMAIL', field: 'email', message: 'Please use your business email address.' },
    ],
    [
      'OTHER has no text',
      { referralSource: 'OTHER' },
      {
        code: 'BAD_USER_INPUT',
        field: 'referralOther',
        message: 'referralOther is required when referralSource is OTHER',
      },
    ],
  ])('answers a user error when %s', async (_case, input, error) => {
    const { data } = await join(input);
    expect(data?.requestToJoin).toEqual({ userId: null, errors: [error] });
  });

  it.each([
    [500, { code: 0, message: 'Something went wrong.' }],
    [418, { code: 'Teapot', message: 'internal detail' }],
  ])('answers Error creating account when the api fails with %i', async (status, body) => {
    t.h.api.registration.failNext = [status, body];
    const { data } = await join({});
    expect(data?.requestToJoin.errors).toEqual([
      { code: 'ERROR_CREATING_ACCOUNT', field: null, message: 'Error creating account' },
    ]);
  });

  it('answers a top-level UPSTREAM_UNAVAILABLE when the api is down', async () => {
    t.h.api.registration.failNext = [503, undefined];
    const { errors } = await join({});
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('verifyRegistrationEmail and resendVerificationCode', () => {
  it('accepts the mailed code, and names the code field when it is wrong or empty', async () => {
    expect((await t.h.gql(VERIFY, { input: { email: 'jane@novacura.example', code: '123456' } })).data).toEqual({
      verifyRegistrationEmail: { success: true, errors: [] },
    });
    const wrong = await t.h.gql(VERIFY, { input: { email: 'jane@novacura.example', code: '000000' } });
    expect(wrong.data).toEqual({
      verifyRegistrationEmail: {
        success: false,
        errors: [
          {
            code: 'INVALID_VERIFICATION_CODE',
            field: 'code',
            message: 'The verification code is incorrect or has expired.',
          },
        ],
      },
    });
    const empty = await t.h.gql(VERIFY, { input: { email: 'jane@novacura.example', code: ' ' } });
    expect(empty.data).toEqual({
      verifyRegistrationEmail: {
        success: false,
        errors: [{ code: 'BAD_USER_INPUT', field: 'code', message: 'Confirmation code cannot be empty' }],
      },
    });
  });

  it('asks for a fresh code, and refuses a blank email', async () => {
    expect((await t.h.gql(RESEND, { email: 'jane@novacura.example' })).data).toEqual({
      resendVerificationCode: { success: true, errors: [] },
    });
    expect(t.lastCall('/v1/users/verification-code')?.url).toBe(
      '/v1/users/verification-code?email=jane%40novacura.example',
    );
    expect((await t.h.gql(RESEND, { email: '' })).data).toEqual({
      resendVerificationCode: {
        success: false,
        errors: [{ code: 'BAD_USER_INPUT', field: 'email', message: 'Email cannot be empty' }],
      },
    });
  });
});
