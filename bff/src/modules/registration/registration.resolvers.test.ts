import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { PASSWORD_RULES } from '../../testing/fake.api.fixtures.js';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';

const NEW_PASSWORD = 'Brand!New2026';
const CHECK =
  'query($email: String!) { registrationEmailCheck(email: $email) { email available businessEmail suggestedCompanies { id name alias status role { id name type } } } }';
const JOIN =
  'mutation($input: RequestToJoinInput!) { requestToJoin(input: $input) { userId errors { code field message } } }';
const VERIFY =
  'mutation($input: VerifyRegistrationEmailInput!) { verifyRegistrationEmail(input: $input) { success errors { code field message } } }';
const RESEND =
  'mutation($email: String!) { resendVerificationCode(email: $email) { success errors { code field message } } }';
const CREATE =
  'mutation($input: CreatePasswordInput!) { createPassword(input: $input) { outcome companyRoleType companyName viewer { email user { email } } errors { code field message } } }';

interface Errors {
  errors: { code: string; field: string | null; message: string }[];
}
interface CreateData {
  createPassword: Errors & {
    outcome: string | null;
    companyRoleType: string | null;
    companyName: string | null;
    viewer: { email: string } | null;
  };
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    users: [
      buildUser({ id: 1, email: 'sponsor.member@demo.test' }),
      buildUser({ id: 77, email: 'founder@novacura.example', company: null, companyId: null }),
    ],
    accounts: [
      { email: 'sponsor.member@demo.test', password: PASSWORD },
      { email: 'founder@novacura.example', password: NEW_PASSWORD },
      { email: 'mfa@novacura.example', password: NEW_PASSWORD, challenge: 'MFA_SETUP' },
    ],
  });
});
afterAll(() => h.close());
beforeEach(() => {
  h.jar.cookies.clear();
  h.api.registration.failNext = null;
  h.api.registration.result = {
    outcome: 'ACTIVE',
    company: {
      id: 30,
      name: 'Novacura Therapeutics',
      role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
    },
  };
});

const lastCall = (path: string) => h.api.server.requests.filter((r) => r.url.startsWith(path)).at(-1);
const join = (input: Record<string, unknown>) =>
  h.gql<{ requestToJoin: Errors & { userId: string | null } }>(JOIN, {
    input: { email: 'jane@novacura.example', firstName: 'Jane', lastName: 'Doe', referralSource: 'LINKEDIN', ...input },
  });
const create = (input: Record<string, unknown>) =>
  h.gql<CreateData>(CREATE, {
    input: {
      email: 'founder@novacura.example',
      code: '123456',
      password: NEW_PASSWORD,
      company: { name: 'Novacura Therapeutics', roleId: '1' },
      ...input,
    },
  });

describe('registrationEmailCheck', () => {
  it('answers availability and the companies on the domain, without credentials, when anyone asks', async () => {
    h.api.registration.suggestions = [
      {
        id: 9,
        name: 'Northbridge Bioanalytics',
        alias: 'northbridge-bioanalytics',
        status: 'APPROVED',
        role: { id: 3, name: 'CRO', type: 'Vendor' },
      },
    ];
    const member = new CookieJar();
    await h.signIn('sponsor.member@demo.test', { jar: member });
    const { data } = await h.gql(CHECK, { email: ' lab@northbridge-bio.example ' }, { jar: member });
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
    const call = lastCall('/v1/users/verify-email');
    expect(call?.url).toBe('/v1/users/verify-email?email=lab%40northbridge-bio.example');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('answers Email cannot be empty without calling the api when the email is blank', async () => {
    const before = h.api.server.requests.length;
    const { errors } = await h.gql(CHECK, { email: '  ' });
    expect(errors?.[0]).toMatchObject({ message: 'Email cannot be empty', extensions: { code: 'BAD_USER_INPUT' } });
    expect(h.api.server.requests.length).toBe(before);
  });
});

describe('passwordPolicy', () => {
  it("answers the api's rules, read once for many requests", async () => {
    const first = await h.gql<{ passwordPolicy: unknown[] }>('{ passwordPolicy { id label pattern } }');
    await h.gql('{ passwordPolicy { id } }');
    expect(first.data?.passwordPolicy).toEqual(PASSWORD_RULES);
    expect(h.api.server.requests.filter((r) => r.url === '/v1/users/password-policy')).toHaveLength(1);
  });
});

describe('requestToJoin', () => {
  it('signs up with the fields given, leaving out the empty ones', async () => {
    const { data } = await join({ jobTitle: 'CMO', phone: null });
    expect(data?.requestToJoin).toEqual({ userId: '77', errors: [] });
    expect(JSON.parse(lastCall('/v1/users/signup')?.body ?? '{}')).toEqual({
      email: 'jane@novacura.example',
      firstName: 'Jane',
      lastName: 'Doe',
      referralSource: 'LINKEDIN',
      jobTitle: 'CMO',
    });
  });

  it('uses the event sign-up when an event code is given', async () => {
    await join({ eventCode: ' SCOPE2026 ', referralSource: 'SCOPE_SUMMIT' });
    expect(lastCall('/v1/users/event/signup')?.body).toContain('"eventCode":"SCOPE2026"');
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
    h.api.registration.failNext = [status, body];
    const { data } = await join({});
    expect(data?.requestToJoin.errors).toEqual([
      { code: 'ERROR_CREATING_ACCOUNT', field: null, message: 'Error creating account' },
    ]);
  });

  it('answers a top-level UPSTREAM_UNAVAILABLE when the api is down', async () => {
    h.api.registration.failNext = [503, undefined];
    const { errors } = await join({});
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('verifyRegistrationEmail and resendVerificationCode', () => {
  it('accepts the mailed code, and names the code field when it is wrong or empty', async () => {
    expect((await h.gql(VERIFY, { input: { email: 'jane@novacura.example', code: '123456' } })).data).toEqual({
      verifyRegistrationEmail: { success: true, errors: [] },
    });
    const wrong = await h.gql(VERIFY, { input: { email: 'jane@novacura.example', code: '000000' } });
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
    const empty = await h.gql(VERIFY, { input: { email: 'jane@novacura.example', code: ' ' } });
    expect(empty.data).toEqual({
      verifyRegistrationEmail: {
        success: false,
        errors: [{ code: 'BAD_USER_INPUT', field: 'code', message: 'Confirmation code cannot be empty' }],
      },
    });
  });

  it('asks for a fresh code, and refuses a blank email', async () => {
    expect((await h.gql(RESEND, { email: 'jane@novacura.example' })).data).toEqual({
      resendVerificationCode: { success: true, errors: [] },
    });
    expect(lastCall('/v1/users/verification-code')?.url).toBe(
      '/v1/users/verification-code?email=jane%40novacura.example',
    );
    expect((await h.gql(RESEND, { email: '' })).data).toEqual({
      resendVerificationCode: {
        success: false,
        errors: [{ code: 'BAD_USER_INPUT', field: 'email', message: 'Email cannot be empty' }],
      },
    });
  });
});

describe('createPassword', () => {
  it('creates the company, then signs the new user in with session cookies when the outcome is ACTIVE', async () => {
    const { data, setCookies } = await create({
      company: { name: ' Novacura Therapeutics ', roleId: '1', website: 'novacura.example' },
    });
    expect(data?.createPassword).toEqual({
      outcome: 'SIGNED_IN',
      companyRoleType: 'SPONSOR',
      companyName: 'Novacura Therapeutics',
      viewer: { email: 'founder@novacura.example', user: { email: 'founder@novacura.example' } },
      errors: [],
    });
    expect(JSON.parse(lastCall('/v1/users/set-password')?.body ?? '{}')).toEqual({
      email: 'founder@novacura.example',
      code: '123456',
      password: NEW_PASSWORD,
      company: { name: 'Novacura Therapeutics', roleId: 1, website: 'novacura.example' },
    });
    expect(setCookies.some((c) => c.startsWith('tb_session.0='))).toBe(true);
    expect(h.jar.get('rememberMe')).toBeUndefined();
  });

  it('starts no session when the company admins must approve first', async () => {
    h.api.registration.result = {
      outcome: 'PENDING_APPROVAL',
      company: {
        id: 1,
        name: 'Helixa Biotherapeutics',
        role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
      },
    };
    const { data, setCookies } = await create({ company: { existingCompanyId: '1' } });
    expect(data?.createPassword).toMatchObject({
      outcome: 'PENDING_APPROVAL',
      companyName: 'Helixa Biotherapeutics',
      viewer: null,
      errors: [],
    });
    expect(lastCall('/v1/users/set-password')?.body).toContain('"company":{"id":1}');
    expect(setCookies).toEqual([]);
  });

  it.each([
    [
      'the password is empty',
      { password: '' },
      { code: 'BAD_USER_INPUT', field: 'password', message: 'Password cannot be empty' },
    ],
    [
      'the password is weak',
      { password: 'weakpass' },
      {
        code: 'INVALID_PASSWORD',
        field: 'password',
        message: 'The password must have an upper case letter, a number, a symbol.',
      },
    ],
    [
      'the code is empty',
      { code: '' },
      { code: 'BAD_USER_INPUT', field: 'code', message: 'Confirmation code cannot be empty' },
    ],
    ['the email is empty', { email: '' }, { code: 'BAD_USER_INPUT', field: 'email', message: 'Email cannot be empty' }],
    [
      'the business type is missing',
      { company: { name: 'X Co' } },
      { code: 'BAD_USER_INPUT', field: 'company.roleId', message: "Choose your company's business type." },
    ],
    [
      'the new company has no name',
      { company: { roleId: '3' } },
      { code: 'BAD_USER_INPUT', field: 'company.name', message: "Enter your company's name." },
    ],
    [
      'both choices are made',
      { company: { existingCompanyId: '1', name: 'X Co' } },
      {
        code: 'BAD_USER_INPUT',
        field: 'company',
        message: 'Choose an existing company or describe a new one, not both.',
      },
    ],
  ])('answers a user error without calling the api when %s', async (_case, input, error) => {
    const before = h.api.server.requests.filter((r) => r.url === '/v1/users/set-password').length;
    const { data } = await create(input);
    expect(data?.createPassword).toEqual({
      outcome: null,
      companyRoleType: null,
      companyName: null,
      viewer: null,
      errors: [error],
    });
    expect(h.api.server.requests.filter((r) => r.url === '/v1/users/set-password')).toHaveLength(before);
  });

  it.each([
    [
      { code: 'CompanyDomainMismatch', message: 'To claim this company, use an email address at its own domain.' },
      'COMPANY_DOMAIN_MISMATCH',
      'company.existingCompanyId',
    ],
    [
      {
        code: 400,
        message: 'company.id is not a company you can join',
        details: [{ field: 'company.id', message: 'company.id is not a company you can join' }],
      },
      'BAD_USER_INPUT',
      'company.existingCompanyId',
    ],
  ])('keeps the api message on the company field when the api refuses %j', async (body, code, field) => {
    h.api.registration.failNext = [400, body];
    const { data } = await create({ company: { existingCompanyId: '5' } });
    expect(data?.createPassword.errors).toEqual([{ code, field, message: body.message }]);
  });

  it('answers the wrong-code error on the code field when the code is wrong', async () => {
    const { data } = await create({ code: '999999' });
    expect(data?.createPassword.errors).toEqual([
      {
        code: 'INVALID_VERIFICATION_CODE',
        field: 'code',
        message: 'The verification code is incorrect or has expired.',
      },
    ]);
  });

  it('asks to sign in when the identity service wants another step after the account is created', async () => {
    const { data } = await create({ email: 'mfa@novacura.example' });
    expect(data?.createPassword).toMatchObject({
      outcome: null,
      viewer: null,
      errors: [{ code: 'SIGN_IN_REQUIRED', message: 'Your account has been created. Please sign in to continue.' }],
    });
    expect(h.jar.get('tb_challenge')).toBeUndefined();
  });
});
