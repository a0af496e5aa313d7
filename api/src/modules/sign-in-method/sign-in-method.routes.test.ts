import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIdentityAdmin, createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

const METHODS = '/v1/users/me/sign-in-methods';
const STATUS = '/v1/sign-in/federated-identity';

describe.each(testDatabaseKinds(import.meta.url))('sign-in methods (%s)', (kind) => {
  let t: TestApp;
  const identityAdmin = createFakeIdentityAdmin();
  beforeAll(async () => {
    t = await createTestApp({ kind, identityAdmin });
  });
  afterAll(async () => t.close());

  /** A federated pool user's ID token: its own sub, the provider's identity. */
  const federated = (email: string, options: { provider?: string; verified?: boolean; sub?: string } = {}) =>
    t.tokens.sign({
      sub: options.sub ?? randomUUID(),
      email,
      emailVerified: options.verified ?? true,
      identity: { providerName: options.provider ?? 'Google', userId: randomUUID() },
    });

  it('never links a provider identity by its email: the account must confirm first', async () => {
    const token = federated('sponsor.member@demo.test');
    const me = await t.request({ url: '/v1/users/current', token });
    expect(me.statusCode).toBe(403);
    const status = await t.request({ url: STATUS, token });
    expect(status.json()).toEqual({ status: 'LINK_REQUIRED', provider: 'GOOGLE', mfaRequired: false });
  });

  it('tells a new email (registration) and an unverified one apart', async () => {
    expect((await t.request({ url: STATUS, token: federated('ada.quinn@northwind-bio.test') })).json()).toEqual({
      status: 'REGISTRATION',
      provider: 'GOOGLE',
      mfaRequired: false,
    });
    const unverified = federated('sponsor.member@demo.test', { verified: false, provider: 'Microsoft' });
    expect((await t.request({ url: STATUS, token: unverified })).json()).toEqual({
      status: 'EMAIL_UNVERIFIED',
      provider: 'MICROSOFT',
      mfaRequired: false,
    });
    const password = await t.request({ url: STATUS, token: t.tokenFor('sponsor.member@demo.test') });
    expect(password.statusCode).toBe(400);
  });

  it('links once confirmed; the identity then acts as its user, and unlinks', async () => {
    const owner = t.tokenFor('vendor.member@demo.test');
    const sub = randomUUID();
    const identity = federated('vendor.member@demo.test', { provider: 'Microsoft', sub });
    const linked = await t.request({
      method: 'POST',
      url: METHODS,
      token: owner,
      payload: { identityToken: identity },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().methods).toEqual([
      { kind: 'PASSWORD', email: null, linkedAt: null, canUnlink: false },
      { kind: 'MICROSOFT', email: 'vendor.member@demo.test', linkedAt: expect.any(String), canUnlink: true },
    ]);
    // Repeating the link answers the same.
    const again = await t.request({ method: 'POST', url: METHODS, token: owner, payload: { identityToken: identity } });
    expect(again.json().methods).toHaveLength(2);
    const me = await t.request({ url: '/v1/users/current', token: identity });
    expect(me.json().email).toBe('vendor.member@demo.test');
    expect((await t.request({ url: STATUS, token: identity })).json()).toMatchObject({
      status: 'LINKED',
      mfaRequired: false,
    });
    // With two-step verification on, the identity alone does not sign in (the bff refuses it).
    identityAdmin.withMfa.add('vendor.member@demo.test');
    expect((await t.request({ url: STATUS, token: identity })).json().mfaRequired).toBe(true);
    identityAdmin.withMfa.clear();

    // Nobody else may take it; a second Microsoft identity waits for the first to go.
    const other = t.tokenFor('sponsor.member@demo.test');
    const taken = await t.request({ method: 'POST', url: METHODS, token: other, payload: { identityToken: identity } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SignInMethodTaken');
    const second = federated('vendor.member@demo.test', { provider: 'Microsoft' });
    // Keyed, as the web sends it: the handler runs in a request transaction, which the refused
    // insert must not abort before the answer is worked out.
    const exists = await t.request({
      method: 'POST',
      url: METHODS,
      token: owner,
      payload: { identityToken: second },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(exists.statusCode, exists.body).toBe(409);
    expect(exists.json().code).toBe('SignInMethodExists');

    const unlinked = await t.request({ method: 'DELETE', url: `${METHODS}/MICROSOFT`, token: owner });
    expect(unlinked.json().methods).toEqual([{ kind: 'PASSWORD', email: null, linkedAt: null, canUnlink: false }]);
    expect((await t.request({ url: '/v1/users/current', token: identity })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${METHODS}/MICROSOFT`, token: owner })).statusCode).toBe(404);
  });

  it('refuses unverified, forged and password tokens as identities, and any link while impersonating', async () => {
    const owner = t.tokenFor('sponsor.member@demo.test');
    const link = (identityToken: string, token = owner, impersonate?: number) =>
      t.request({ method: 'POST', url: METHODS, token, payload: { identityToken }, impersonate });
    const unverified = await link(federated('sponsor.member@demo.test', { verified: false }));
    expect(unverified.json().code).toBe('SocialEmailUnverified');
    const forged = t.tokens.signForged({ email: 'x@demo.test', identity: { providerName: 'Google', userId: 'g1' } });
    expect((await link(forged)).statusCode).toBe(401);
    expect((await link(t.tokenFor('sponsor.admin@demo.test'))).json().code).toBe('NotFederatedIdentity');
    const strange = t.tokens.sign({ email: 'x@demo.test', identity: { providerName: 'Facebook', userId: 'f1' } });
    expect((await link(strange)).json().code).toBe('UnknownIdentityProvider');
    const targetId = await t.userId('sponsor.member@demo.test');
    const asAdmin = await link(federated('sponsor.member@demo.test'), t.adminToken(), targetId);
    expect(asAdmin.statusCode).toBe(403);
  });
});
