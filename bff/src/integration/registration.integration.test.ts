import { HELIXA_EMAIL_DOMAIN, NORTHBRIDGE_EMAIL_DOMAIN, verificationCodeIn } from '@trialbridge/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';

const NEW_PASSWORD = 'Fresh!Start2026';
const CHECK =
  'query($email: String!) { registrationEmailCheck(email: $email) { available businessEmail suggestedCompanies { id name status role { type } } } }';
const JOIN =
  'mutation($input: RequestToJoinInput!) { requestToJoin(input: $input) { userId errors { code field message } } }';
const VERIFY =
  'mutation($input: VerifyRegistrationEmailInput!) { verifyRegistrationEmail(input: $input) { success errors { code field message } } }';
const CREATE = `mutation($input: CreatePasswordInput!) { createPassword(input: $input) {
  outcome companyRoleType companyName errors { code field message }
  viewer { email permissions user { email role company { name } } }
} }`;
const VIEWER = '{ viewer { email permissions user { email role company { name } } } }';

interface Suggestion {
  id: string;
  name: string;
  status: string;
  role: { type: string };
}
interface CreateData {
  createPassword: {
    outcome: string | null;
    companyRoleType: string | null;
    companyName: string | null;
    errors: { code: string; field: string | null; message: string }[];
    viewer: {
      email: string;
      permissions: string[];
      user: { email: string; role: string; company: { name: string } };
    } | null;
  };
}

let env: IntegrationEnv;
beforeAll(async () => {
  env = await startIntegration();
});
afterAll(async () => {
  await env?.stop();
});

/** requestToJoin → the code the api mailed → verifyRegistrationEmail, in one browser (jar). */
async function startRegistration(jar: CookieJar, email: string, firstName = 'Avery'): Promise<string> {
  const joined = await env.gql<{ requestToJoin: { userId: string | null; errors: unknown[] } }>(jar, JOIN, {
    input: {
      email,
      firstName,
      lastName: 'Lane',
      jobTitle: 'Head of Clinical Operations',
      referralSource: 'OTHER',
      referralOther: 'A podcast',
    },
  });
  expect(joined.data?.requestToJoin.errors).toEqual([]);
  expect(joined.data?.requestToJoin.userId).toMatch(/^\d+$/);
  const code = verificationCodeIn(env.api.mails, email);
  const verified = await env.gql(jar, VERIFY, { input: { email, code } });
  expect(verified.data).toEqual({ verifyRegistrationEmail: { success: true, errors: [] } });
  return code;
}

const createPassword = (jar: CookieJar, email: string, code: string, company: Record<string, string>) =>
  env.gql<CreateData>(jar, CREATE, { input: { email, code, password: NEW_PASSWORD, company } });

describe('registration end to end', () => {
  it('registers a new company and signs its creator in as its admin', async () => {
    const jar = new CookieJar();
    const email = 'avery.lane@novacura-therapeutics.example';
    const check = await env.gql<{ registrationEmailCheck: unknown }>(jar, CHECK, { email });
    expect(check.data?.registrationEmailCheck).toEqual({
      available: true,
      businessEmail: true,
      suggestedCompanies: [],
    });
    const code = await startRegistration(jar, email);

    // Checked against the api's policy before anything is created.
    const weak = await env.gql<CreateData>(jar, CREATE, {
      input: { email, code, password: 'nouppercase1!', company: { name: 'Novacura Therapeutics', roleId: '1' } },
    });
    expect(weak.data?.createPassword.errors).toEqual([
      { code: 'INVALID_PASSWORD', field: 'password', message: 'The password must have an upper case letter.' },
    ]);

    const { data, setCookies } = await createPassword(jar, email, code, {
      name: 'Novacura Therapeutics',
      roleId: '1',
      website: 'novacura-therapeutics.example',
    });
    expect(data?.createPassword).toMatchObject({
      outcome: 'SIGNED_IN',
      companyRoleType: 'SPONSOR',
      companyName: 'Novacura Therapeutics',
      errors: [],
      viewer: { email, user: { email, role: 'COMPANY_ADMIN', company: { name: 'Novacura Therapeutics' } } },
    });
    expect(data?.createPassword.viewer?.permissions).toContain('MANAGE_MEMBERS');
    expect(setCookies.some((c) => c.startsWith('tb_session.0='))).toBe(true);
    expect(jar.get('rememberMe')).toBeUndefined();
    expect((await env.gql<{ viewer: { email: string } }>(jar, VIEWER)).data?.viewer.email).toBe(email);
  });

  it('claims the unclaimed Northbridge Bioanalytics from its own domain', async () => {
    const jar = new CookieJar();
    const email = `casey.lab@${NORTHBRIDGE_EMAIL_DOMAIN}`;
    const check = await env.gql<{ registrationEmailCheck: { suggestedCompanies: Suggestion[] } }>(jar, CHECK, {
      email,
    });
    const northbridge = check.data?.registrationEmailCheck.suggestedCompanies.find(
      (c) => c.name === 'Northbridge Bioanalytics',
    );
    expect(northbridge).toMatchObject({ status: 'APPROVED', role: { type: 'VENDOR' } });
    const code = await startRegistration(jar, email, 'Casey');
    const { data } = await createPassword(jar, email, code, { existingCompanyId: northbridge?.id ?? '' });
    expect(data?.createPassword).toMatchObject({
      outcome: 'SIGNED_IN',
      companyRoleType: 'VENDOR',
      viewer: { user: { role: 'COMPANY_ADMIN', company: { name: 'Northbridge Bioanalytics' } } },
    });
    const again = await env.gql<{ registrationEmailCheck: { suggestedCompanies: Suggestion[] } }>(
      new CookieJar(),
      CHECK,
      { email: `other@${NORTHBRIDGE_EMAIL_DOMAIN}` },
    );
    expect(again.data?.registrationEmailCheck.suggestedCompanies[0]?.status).toBe('CLAIMED');
  });

  it('makes a Helixa joiner wait for an admin, who approves, and then signs them in', async () => {
    const joiner = new CookieJar();
    const email = `jordan.pike@${HELIXA_EMAIL_DOMAIN}`;
    const check = await env.gql<{ registrationEmailCheck: { suggestedCompanies: Suggestion[] } }>(joiner, CHECK, {
      email,
    });
    const helixa = check.data?.registrationEmailCheck.suggestedCompanies.find(
      (c) => c.name === 'Helixa Biotherapeutics',
    );
    expect(helixa?.status).toBe('CLAIMED');
    const code = await startRegistration(joiner, email, 'Jordan');
    const pending = await createPassword(joiner, email, code, { existingCompanyId: helixa?.id ?? '' });
    expect(pending.data?.createPassword).toEqual({
      outcome: 'PENDING_APPROVAL',
      companyRoleType: 'SPONSOR',
      companyName: 'Helixa Biotherapeutics',
      errors: [],
      viewer: null,
    });
    expect(pending.setCookies).toEqual([]);
    expect(
      env.api.mails.some(
        (m) => m.to === 'sponsor.admin@demo.test' && m.subject.includes('asks to join Helixa Biotherapeutics'),
      ),
    ).toBe(true);

    const refused = await env.signIn(new CookieJar(), email, { password: NEW_PASSWORD });
    expect(refused.data?.signIn.errors[0]).toMatchObject({
      code: 'MEMBERSHIP_PENDING',
      message: expect.stringContaining('waiting for approval'),
    });

    const admin = new CookieJar();
    expect((await env.signIn(admin, 'sponsor.admin@demo.test')).data?.signIn.errors).toEqual([]);
    const listed = await env.gql<{ joinRequests: { id: string; user: { email: string } }[] }>(
      admin,
      '{ joinRequests { id requestedAt user { email } } }',
    );
    const request = listed.data?.joinRequests.find((r) => r.user.email === email);
    expect(request).toBeDefined();
    const decided = await env.gql<{ decideJoinRequest: { pending: { user: { email: string } }[]; errors: unknown[] } }>(
      admin,
      'mutation($id: ID!) { decideJoinRequest(userId: $id, decision: APPROVE) { pending { user { email } } errors { message } } }',
      { id: request?.id },
    );
    expect(decided.data?.decideJoinRequest.errors).toEqual([]);
    expect(decided.data?.decideJoinRequest.pending.map((p) => p.user.email)).not.toContain(email);

    const signedIn = new CookieJar();
    expect((await env.signIn(signedIn, email, { password: NEW_PASSWORD })).data?.signIn.errors).toEqual([]);
    const viewer = await env.gql<{ viewer: { user: { role: string; company: { name: string } } } }>(signedIn, VIEWER);
    expect(viewer.data?.viewer.user).toMatchObject({ role: 'MEMBER', company: { name: 'Helixa Biotherapeutics' } });
  });

  it('answers User with such email exists. when the email already has an account', async () => {
    const { data } = await env.gql<{ requestToJoin: { errors: unknown[] } }>(new CookieJar(), JOIN, {
      input: { email: 'sponsor.member@demo.test', firstName: 'Marcus', lastName: 'Chen', referralSource: 'EMAIL' },
    });
    expect(data?.requestToJoin.errors).toEqual([
      { code: 'USERNAME_EXISTS', field: 'email', message: 'User with such email exists.' },
    ]);
  });

  it("serves the api's password rules", async () => {
    const { data } = await env.gql<{ passwordPolicy: { id: string; label: string }[] }>(
      new CookieJar(),
      '{ passwordPolicy { id label pattern } }',
    );
    expect(data?.passwordPolicy.map((r) => r.id)).toEqual([
      'MIN_LENGTH',
      'UPPERCASE',
      'LOWERCASE',
      'DIGIT',
      'SYMBOL',
      'NO_SURROUNDING_SPACE',
    ]);
  });
});
