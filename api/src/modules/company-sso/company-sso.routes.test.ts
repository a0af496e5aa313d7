import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIdentityAdmin, createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { companyIdOf, connectBody, POOL_CLIENT_ID, SSO_URL, testSsoDeps } from './company-sso.testing.js';

const HELIXA_ADMIN = 'sponsor.admin@demo.test';
const MERIDIAN_ADMIN = 'vendor.admin@demo.test';
const poolError = (name: string) => Object.assign(new Error(name), { name });

describe.each(testDatabaseKinds(import.meta.url))('company single sign-on settings (%s)', (kind) => {
  let t: TestApp;
  let helixa: number;
  const identityAdmin = createFakeIdentityAdmin();
  const sso = testSsoDeps();
  beforeAll(async () => {
    t = await createTestApp({ kind, identityAdmin, companySso: sso });
    helixa = await companyIdOf(t, HELIXA_ADMIN);
  });
  afterAll(async () => t.close());

  const as = (email: string) => ({ token: t.tokenFor(email) });
  const call = (method: string, url: string, who: { token: string; impersonate?: number }, payload?: unknown) =>
    t.request({ method, url, ...who, payload });
  /** An admin of the admin group acting as `email`. */
  const actingAs = async (email: string) => ({ token: t.adminToken(), impersonate: await t.userId(email) });

  it('connects a provider: the pool first, the secret kept sealed', async () => {
    const none = await call('GET', SSO_URL, as(HELIXA_ADMIN));
    expect([none.statusCode, none.json().code]).toEqual([404, 'SsoNotConfigured']);
    expect((await call('GET', SSO_URL, as('sponsor.member@demo.test'))).statusCode).toBe(403);
    const noSecret = await call('PUT', SSO_URL, as(HELIXA_ADMIN), connectBody({ clientSecret: undefined }));
    expect([noSecret.statusCode, noSecret.json().details[0].field]).toEqual([400, 'clientSecret']);
    for (const issuer of ['http://login.helixa.example', 'not a url', 'https://login.helixa.example/?x=1']) {
      const bad = await call('PUT', SSO_URL, as(HELIXA_ADMIN), connectBody({ issuer }));
      expect([bad.statusCode, bad.json().code, bad.json().details[0].field]).toEqual([
        400,
        'SsoIssuerInvalid',
        'issuer',
      ]);
    }
    const saved = await call('PUT', SSO_URL, as(HELIXA_ADMIN), connectBody());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      issuer: 'https://login.helixa.example',
      clientId: 'trialbridge',
      hasClientSecret: true,
      required: false,
      jitMembers: false,
      trustProviderMfa: true,
      domains: [],
      redirectUri: 'https://auth.test.invalid/oauth2/idpresponse',
    });
    expect(identityAdmin.providers.get(`sso-${helixa}`)).toEqual({
      issuer: 'https://login.helixa.example',
      clientId: 'trialbridge',
      clientSecret: 'first-secret',
      scopes: ['openid', 'email', 'profile'],
    });
    expect(identityAdmin.clientProviders.get(POOL_CLIENT_ID)).toEqual(['COGNITO', `sso-${helixa}`]);
    const local = await call('PUT', SSO_URL, as(HELIXA_ADMIN), connectBody({ issuer: 'http://127.0.0.1:9229/idp' }));
    expect(local.statusCode).toBe(200);
  });

  it('keeps the stored secret when none is given, and changes nothing when the pool refuses', async () => {
    const kept = await call(
      'PUT',
      SSO_URL,
      as(HELIXA_ADMIN),
      connectBody({ clientSecret: undefined, jitMembers: true }),
    );
    expect(kept.json()).toMatchObject({ jitMembers: true, hasClientSecret: true });
    expect(identityAdmin.providers.get(`sso-${helixa}`)?.clientSecret).toBe('first-secret');
    identityAdmin.failNext = poolError('InvalidParameterException');
    const refused = await call('PUT', SSO_URL, as(HELIXA_ADMIN), connectBody({ clientId: 'other' }));
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'SsoIssuerInvalid']);
    identityAdmin.failNext = poolError('InternalErrorException');
    expect((await call('PUT', SSO_URL, as(HELIXA_ADMIN), connectBody({ clientId: 'other' }))).statusCode).toBe(500);
    expect((await call('GET', SSO_URL, as(HELIXA_ADMIN))).json()).toMatchObject({
      clientId: 'trialbridge',
      jitMembers: true,
    });
  });

  it('claims domains, refusing free-mail and malformed ones, and verifies one by its TXT record', async () => {
    for (const domain of ['gmail.com', 'outlook.fr', 'not a domain', 'x@helixa.example', 'https://helixa.example']) {
      const bad = await call('POST', `${SSO_URL}/domains`, as(HELIXA_ADMIN), { domain });
      expect([bad.statusCode, bad.json().details?.[0]?.field], domain).toEqual([400, 'domain']);
    }
    const claimed = await call('POST', `${SSO_URL}/domains`, as(HELIXA_ADMIN), { domain: ' Helixa.Example ' });
    const [claim] = claimed.json().domains;
    expect(claim).toMatchObject({ domain: 'helixa.example', verified: false, verifiedAt: null, verifiedBy: null });
    expect(claim.verificationRecord).toMatch(/^trialbridge-verification=[0-9a-f]{32}$/);
    const missing = await call('POST', `${SSO_URL}/domains/helixa.example/verify`, as(HELIXA_ADMIN), {});
    expect(missing.json()).toEqual({
      code: 'SsoDomainNotVerified',
      message: `We could not find the TXT record ${claim.verificationRecord} at helixa.example yet. DNS changes can take a while; try again later.`,
    });
    expect(missing.statusCode).toBe(409);
    sso.dns.set('helixa.example', ['v=spf1 -all', claim.verificationRecord]);
    const verified = await call('POST', `${SSO_URL}/domains/helixa.example/verify`, as(HELIXA_ADMIN), {});
    expect(verified.json().domains[0]).toMatchObject({
      verified: true,
      verifiedBy: 'DNS',
      verifiedAt: expect.any(String),
    });
    const unknown = await call('POST', `${SSO_URL}/domains/nope.example/verify`, as(HELIXA_ADMIN), {});
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'SsoDomainNotClaimed']);
  });

  it('refuses a domain another company verified; an admin of the admin group verifies at once', async () => {
    const noSso = await call('POST', `${SSO_URL}/domains`, as(MERIDIAN_ADMIN), { domain: 'meridian.example' });
    expect([noSso.statusCode, noSso.json().code]).toEqual([404, 'SsoNotConfigured']);
    await call('PUT', SSO_URL, as(MERIDIAN_ADMIN), connectBody({ issuer: 'https://login.meridian.example' }));
    const taken = await call('POST', `${SSO_URL}/domains`, as(MERIDIAN_ADMIN), { domain: 'helixa.example' });
    expect(taken.json()).toEqual({
      code: 'SsoDomainTaken',
      message: 'helixa.example is already verified by another company.',
    });
    expect(taken.statusCode).toBe(409);
    const admin = await actingAs(MERIDIAN_ADMIN);
    await call('POST', `${SSO_URL}/domains`, admin, { domain: 'meridian.example' });
    const verified = await call('POST', `${SSO_URL}/domains/meridian.example/verify`, admin, {});
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().domains[0]).toMatchObject({
      domain: 'meridian.example',
      verified: true,
      verifiedBy: 'ADMIN',
    });
    const removed = await call('DELETE', `${SSO_URL}/domains/meridian.example`, as(MERIDIAN_ADMIN));
    expect(removed.json().domains).toEqual([]);
    expect((await call('DELETE', `${SSO_URL}/domains/meridian.example`, as(MERIDIAN_ADMIN))).statusCode).toBe(404);
  });

  it('lets exactly one of two companies verifying the same domain at once win', async () => {
    const records = await Promise.all(
      [HELIXA_ADMIN, MERIDIAN_ADMIN].map(async (email) => {
        const claimed = await call('POST', `${SSO_URL}/domains`, as(email), { domain: 'race.example' });
        return claimed.json().domains.find((d: { domain: string }) => d.domain === 'race.example').verificationRecord;
      }),
    );
    sso.dns.set('race.example', records);
    const answers = await Promise.all(
      [HELIXA_ADMIN, MERIDIAN_ADMIN].map((email) =>
        call('POST', `${SSO_URL}/domains/race.example/verify`, as(email), {}),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('SsoDomainTaken');
  });

  it('disconnects: the pool forgets the provider and the settings go', async () => {
    const gone = await call('DELETE', SSO_URL, as(HELIXA_ADMIN));
    expect(gone.statusCode).toBe(204);
    expect(identityAdmin.providers.has(`sso-${helixa}`)).toBe(false);
    expect(identityAdmin.clientProviders.get(POOL_CLIENT_ID)).not.toContain(`sso-${helixa}`);
    expect((await call('GET', SSO_URL, as(HELIXA_ADMIN))).statusCode).toBe(404);
    expect((await call('DELETE', SSO_URL, as(HELIXA_ADMIN))).statusCode).toBe(404);
    // The domain it held is free for another company now.
    const claimed = await call('POST', `${SSO_URL}/domains`, as(MERIDIAN_ADMIN), { domain: 'helixa.example' });
    expect(claimed.statusCode).toBe(200);
  });
});
