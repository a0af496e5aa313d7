import { describe, expect, it } from 'vitest';
import { type Errors, NEW_PASSWORD, useRegistrationHarness } from './registration.harness.js';

const CREATE =
  'mutation($input: CreatePasswordInput!) { createPassword(input: $input) { outcome companyRoleType companyName viewer { email user { email } } errors { code field message } } }';

interface CreateData {
  createPassword: Errors & {
    outcome: string | null;
    companyRoleType: string | null;
    companyName: string | null;
    viewer: { email: string } | null;
  };
}

const t = useRegistrationHarness();

const create = (input: Record<string, unknown>) =>
  t.h.gql<CreateData>(CREATE, {
    input: {
      email: 'founder@novacura.example',
      code: '123456',
      password: NEW_PASSWORD,
      company: { name: 'Novacura Therapeutics', roleId: '1' },
      ...input,
    },
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
    expect(JSON.parse(t.lastCall('/v1/users/set-password')?.body ?? '{}')).toEqual({
      email: 'founder@novacura.example',
      code: '123456',
      password: NEW_PASSWORD,
      company: { name: 'Novacura Therapeutics', roleId: 1, website: 'novacura.example' },
    });
    expect(setCookies.some((c) => c.startsWith('tb_session.0='))).toBe(true);
    expect(t.h.jar.get('rememberMe')).toBeUndefined();
  });

  it('starts no session when the company admins must approve first', async () => {
    t.h.api.registration.result = {
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
    expect(t.lastCall('/v1/users/set-password')?.body).toContain('"company":{"id":1}');
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
    const before = t.h.api.server.requests.filter((r) => r.url === '/v1/users/set-password').length;
    const { data } = await create(input);
    expect(data?.createPassword).toEqual({
      outcome: null,
      companyRoleType: null,
      companyName: null,
      viewer: null,
      errors: [error],
    });
    expect(t.h.api.server.requests.filter((r) => r.url === '/v1/users/set-password')).toHaveLength(before);
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
    t.h.api.registration.failNext = [400, body];
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
    expect(t.h.jar.get('tb_challenge')).toBeUndefined();
  });
});
