import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIdentityAdmin, createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { signInThroughSso } from './company-sso.sign-in.js';
import { companyIdOf, connectBody, SSO_URL, ssoToken, testSsoDeps } from './company-sso.testing.js';

const ADMIN = 'sponsor.admin@demo.test';
const MEMBER = 'sponsor.member@demo.test';
const OTHER_COMPANY = 'vendor.member@demo.test';
const SIGN_IN = '/v1/sso/sign-in';
/** The pool's federated user of the member's company identity. */
const MEMBER_SSO_SUB = 'sso-sub-marcus';
const discovery = (email: string) => `/v1/sso/discovery?email=${encodeURIComponent(email)}`;

describe.each(testDatabaseKinds(import.meta.url))('sign-in through a company provider (%s)', (kind) => {
  let t: TestApp;
  let helixa: number;
  const identityAdmin = createFakeIdentityAdmin();
  beforeAll(async () => {
    t = await createTestApp({ kind, identityAdmin, companySso: testSsoDeps() });
    helixa = await companyIdOf(t, ADMIN);
    await save({ jitMembers: false });
    // The demo domain, verified by an admin of the admin group acting as Helixa's admin.
    const admin = { token: t.adminToken(), impersonate: await t.userId(ADMIN) };
    await t.request({ method: 'POST', url: `${SSO_URL}/domains`, ...admin, payload: { domain: 'demo.test' } });
    const verified = await t.request({
      method: 'POST',
      url: `${SSO_URL}/domains/demo.test/verify`,
      ...admin,
      payload: {},
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });
  afterAll(async () => t.close());

  /** Changes the settings as an admin of the admin group acting as Helixa's admin (required SSO refuses their password). */
  async function save(settings: Record<string, unknown>) {
    const admin = { token: t.adminToken(), impersonate: await t.userId(ADMIN) };
    const saved = await t.request({ method: 'PUT', url: SSO_URL, ...admin, payload: connectBody(settings) });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const signIn = async (token: string) => {
    const answer = await t.request({ method: 'POST', url: SIGN_IN, token, payload: {} });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it('sends the company’s members, and nobody else, to its provider', async () => {
    const member = await t.request({ url: discovery(MEMBER) });
    expect(member.json()).toEqual({
      providerName: `sso-${helixa}`,
      companyName: 'Helixa Biotherapeutics',
      required: false,
    });
    // A user of another company at the same domain keeps their own sign-in.
    expect((await t.request({ url: discovery(OTHER_COMPANY) })).statusCode).toBe(404);
    expect((await t.request({ url: discovery('nobody@demo.test') })).statusCode).toBe(404);
    expect((await t.request({ url: discovery('someone@elsewhere.example') })).statusCode).toBe(404);
  });

  it('links a member at their first sign-in; the identity then acts as them, managed by the company', async () => {
    const token = ssoToken(t, helixa, MEMBER, MEMBER_SSO_SUB);
    expect(await signIn(token)).toEqual({ status: 'LINKED', mfaRequired: false });
    expect(await signIn(token)).toEqual({ status: 'LINKED', mfaRequired: false });
    const me = await t.request({ url: '/v1/users/current', token });
    expect([me.statusCode, me.json().email]).toEqual([200, MEMBER]);
    const methods = await t.request({ url: '/v1/users/me/sign-in-methods', token: t.tokenFor(MEMBER) });
    expect(methods.json().methods).toContainEqual(
      expect.objectContaining({ kind: 'COMPANY_SSO', email: MEMBER, canUnlink: false }),
    );
    const unlink = await t.request({
      method: 'DELETE',
      url: '/v1/users/me/sign-in-methods/COMPANY_SSO',
      token: t.tokenFor(MEMBER),
    });
    expect([unlink.statusCode, unlink.json().code]).toEqual([409, 'SignInMethodManaged']);
  });

  it('refuses another company’s user, an unverified domain and a token of no company provider', async () => {
    expect(await signIn(ssoToken(t, helixa, OTHER_COMPANY))).toMatchObject({
      status: 'NOT_A_MEMBER',
      mfaRequired: false,
    });
    const elsewhere = await signIn(ssoToken(t, helixa, 'marcus@elsewhere.example'));
    expect(elsewhere).toMatchObject({
      status: 'DOMAIN_NOT_VERIFIED',
      message: expect.stringContaining('elsewhere.example'),
    });
    const google = t.tokens.sign({ email: MEMBER, identity: { providerName: 'Google', userId: 'g-1' } });
    const refused = await t.request({ method: 'POST', url: SIGN_IN, token: google, payload: {} });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'SsoUnknownProvider']);
    const native = await t.request({ method: 'POST', url: SIGN_IN, token: t.tokenFor(MEMBER), payload: {} });
    expect(native.statusCode).toBe(400);
  });

  it('asks a new person to join without just-in-time members, and makes them a member with it', async () => {
    const email = `new.${randomUUID().slice(0, 8)}@demo.test`;
    expect(await signIn(ssoToken(t, helixa, email))).toMatchObject({ status: 'JOIN_REQUIRED', mfaRequired: false });
    await save({ jitMembers: true });
    expect((await t.request({ url: discovery(email) })).json()).toMatchObject({ providerName: `sso-${helixa}` });
    const token = ssoToken(t, helixa, email);
    expect(await signIn(token)).toEqual({ status: 'LINKED', mfaRequired: false });
    const me = await t.request({ url: '/v1/users/current', token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'MEMBER', firstName: email.split('@')[0] });
    expect(identityAdmin.users.has(email)).toBe(true);
    const methods = await t.request({ url: '/v1/users/me/sign-in-methods', token });
    expect(methods.json().methods.map((m: { kind: string }) => m.kind)).toEqual(['COMPANY_SSO']);
  });

  it('keeps MFA required unless the company trusts its provider’s second factor', async () => {
    identityAdmin.withMfa.add(MEMBER);
    const token = ssoToken(t, helixa, MEMBER, MEMBER_SSO_SUB);
    expect(await signIn(token)).toEqual({ status: 'LINKED', mfaRequired: true });
    const verified = await t.tokens.verifier.verify(token);
    const withMfa = { ...verified, amr: ['pwd', 'mfa'] };
    expect(await signInThroughSso(t.app.deps, withMfa)).toEqual({ status: 'LINKED', mfaRequired: false });
    expect(await signInThroughSso(t.app.deps, { ...verified, amr: ['pwd'] })).toMatchObject({ mfaRequired: true });
    await save({ trustProviderMfa: false });
    expect(await signInThroughSso(t.app.deps, withMfa)).toMatchObject({ mfaRequired: true });
    identityAdmin.withMfa.delete(MEMBER);
  });

  it('refuses a password sign-in of a member once required; provider and admin calls pass', async () => {
    await save({ required: true });
    expect((await t.request({ url: discovery(MEMBER) })).json()).toMatchObject({ required: true });
    // The company's own admin too signs in through the provider now.
    expect((await t.request({ url: SSO_URL, token: t.tokenFor(ADMIN) })).json().code).toBe('SsoRequired');
    const native = await t.request({ url: '/v1/users/current', token: t.tokenFor(MEMBER) });
    expect(native.statusCode).toBe(403);
    expect(native.json()).toEqual({
      code: 'SsoRequired',
      message:
        "Your company signs you in through its own identity provider: use 'Continue with Helixa Biotherapeutics' on the sign-in page.",
    });
    expect(
      (await t.request({ url: '/v1/users/current', token: ssoToken(t, helixa, MEMBER, MEMBER_SSO_SUB) })).statusCode,
    ).toBe(200);
    const acting = await t.request({
      url: '/v1/users/current',
      token: t.adminToken(),
      impersonate: await t.userId(MEMBER),
    });
    expect(acting.statusCode).toBe(200);
    expect((await t.request({ url: '/v1/users/current', token: t.tokenFor(OTHER_COMPANY) })).statusCode).toBe(200);
    await save({ required: false });
    expect((await t.request({ url: '/v1/users/current', token: t.tokenFor(MEMBER) })).statusCode).toBe(200);
  });

  it('unlinks every member’s company identity when the company disconnects', async () => {
    const admin = { token: t.adminToken(), impersonate: await t.userId(ADMIN) };
    expect((await t.request({ method: 'DELETE', url: SSO_URL, ...admin })).statusCode).toBe(204);
    const methods = await t.request({ url: '/v1/users/me/sign-in-methods', token: t.tokenFor(MEMBER) });
    expect(methods.json().methods.map((m: { kind: string }) => m.kind)).not.toContain('COMPANY_SSO');
    expect((await t.request({ url: discovery(MEMBER) })).statusCode).toBe(404);
  });
});
