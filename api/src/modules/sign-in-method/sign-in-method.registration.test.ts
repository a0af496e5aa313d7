import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIdentityAdmin, createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { users } from '../user/index.js';

describe.each(testDatabaseKinds(import.meta.url))('registration through a provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, identityAdmin: createFakeIdentityAdmin() });
  });
  afterAll(async () => t.close());

  const googleToken = (email: string, sub = randomUUID()) =>
    t.tokens.sign({ sub, email, emailVerified: true, identity: { providerName: 'Google', userId: randomUUID() } });
  const signup = (email: string, identityToken?: string) =>
    t.request({
      method: 'POST',
      url: '/v1/users/signup',
      payload: {
        email,
        firstName: 'Ada',
        lastName: 'Quinn',
        referralSource: 'EMAIL',
        ...(identityToken ? { identityToken } : {}),
      },
    });
  const company = (name: string) => ({ name, roleId: 1, website: `${name.toLowerCase().replace(/\W/g, '')}.example` });

  it('skips the emailed code, links the identity, and has no password: its last way in cannot be unlinked', async () => {
    const email = 'ada.quinn@northwind-bio.test';
    const sub = randomUUID();
    const identityToken = googleToken(email, sub);
    const mailsBefore = t.mails.length;
    const started = await signup(email, identityToken);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().verificationRequired).toBe(false);
    expect(t.mails.length).toBe(mailsBefore);

    const finished = await t.request({
      method: 'PUT',
      url: '/v1/users/set-password',
      payload: { email, identityToken, company: company('Northwind Bio') },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ passwordSignIn: false });
    expect(row?.emailVerifiedAt).not.toBeNull();

    // The provider's tokens act as the new user; the identity is their only way in.
    const methods = await t.request({ url: '/v1/users/me/sign-in-methods', token: identityToken });
    expect(methods.json().methods).toEqual([{ kind: 'GOOGLE', email, linkedAt: expect.any(String), canUnlink: false }]);
    const unlink = await t.request({
      method: 'DELETE',
      url: '/v1/users/me/sign-in-methods/GOOGLE',
      token: identityToken,
    });
    expect(unlink.statusCode).toBe(409);
    expect(unlink.json().code).toBe('SignInMethodLast');

    // A password sign-in later (after a reset) makes the password a way in.
    const native = t.tokens.sign({ sub: row?.cognitoSub ?? '', email });
    expect(
      (await t.request({ method: 'POST', url: '/v1/sessions', token: native, payload: { rememberMe: false } }))
        .statusCode,
    ).toBe(201);
    const after = await t.request({ url: '/v1/users/me/sign-in-methods', token: identityToken });
    expect(after.json().methods.map((m: { kind: string; canUnlink: boolean }) => [m.kind, m.canUnlink])).toEqual([
      ['PASSWORD', false],
      ['GOOGLE', true],
    ]);
  });

  it('refuses a token for another email, and keeps the code for a signup without one', async () => {
    const wrong = await signup('someone@northwind-bio.test', googleToken('other@northwind-bio.test'));
    expect(wrong.statusCode).toBe(400);
    const plain = await signup('grace@northwind-bio.test');
    expect(plain.json().verificationRequired).toBe(true);
    const noCode = await t.request({
      method: 'PUT',
      url: '/v1/users/set-password',
      payload: { email: 'grace@northwind-bio.test', password: 'N3w!Passw0rd', company: company('Grace Labs') },
    });
    expect(noCode.statusCode).toBe(400);
  });
});
