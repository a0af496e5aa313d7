import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

describe.each(testDatabaseKinds(import.meta.url))('user routes (%s)', (kind) => {
  let t: TestApp;
  let sponsorAdmin: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    sponsorAdmin = t.tokenFor('sponsor.admin@demo.test');
  });
  afterAll(async () => t.close());

  describe('GET /v1/users/current', () => {
    it('returns the caller as a UserDto when the ID token is valid', async () => {
      const res = await t.request({ url: '/v1/users/current', token: sponsorAdmin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Sophia',
        lastName: 'Reyes',
        email: 'sponsor.admin@demo.test',
        active: true,
        role: 'COMPANY_ADMIN',
        pictureUrl: null,
        isNeedResetPassword: false,
        masked: false,
        company: {
          name: 'Helixa Biotherapeutics',
          alias: 'helixa-biotherapeutics',
          active: true,
          role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
        },
      });
      expect(res.json().companyId).toBe(res.json().company.id);
    });

    it('accepts an access token once the user is linked', async () => {
      await t.request({ url: '/v1/users/current', token: sponsorAdmin });
      const access = t.tokens.sign({ sub: 'sub-sponsor.admin@demo.test', tokenUse: 'access' });
      const res = await t.request({ url: '/v1/users/current', token: access });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe('sponsor.admin@demo.test');
    });

    it.each([
      ['no token', undefined],
      ['a malformed token', 'not-a-jwt'],
    ])('answers 401 Authentication required when there is %s', async (_label, token) => {
      const res = await t.request({ url: '/v1/users/current', token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Authentication required.' });
    });

    it.each([
      ['expired', { expiresIn: -60 }],
      ['for another client', { clientId: 'someone-else' }],
      ['from another issuer', { issuer: 'https://evil.example/pool' }],
    ])('answers 401 when the token is %s', async (_label, claims) => {
      const res = await t.request({ url: '/v1/users/current', token: t.tokenFor('sponsor.admin@demo.test', claims) });
      expect(res.statusCode).toBe(401);
    });

    it('answers 401 when the token is signed by another key', async () => {
      const res = await t.request({
        url: '/v1/users/current',
        token: t.tokens.signForged({ email: 'sponsor.admin@demo.test' }),
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 403 when the token belongs to nobody known', async () => {
      const res = await t.request({
        url: '/v1/users/current',
        token: t.tokens.sign({ email: 'stranger@nowhere.example' }),
      });
      expect(res.statusCode).toBe(403);
    });

    it('does not link a user by email when the email is not verified', async () => {
      const token = t.tokens.sign({ sub: 'unverified-sub', email: 'vendor.member@demo.test', emailVerified: false });
      const res = await t.request({ url: '/v1/users/current', token });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /v1/users/{id}', () => {
    it('returns a colleague of the same company', async () => {
      const memberId = await t.userId('sponsor.member@demo.test');
      const res = await t.request({ url: `/v1/users/${memberId}`, token: sponsorAdmin });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe('sponsor.member@demo.test');
    });

    it('refuses a user of another company with 403', async () => {
      const strangerId = await t.userId('vendor.admin@demo.test');
      const res = await t.request({ url: `/v1/users/${strangerId}`, token: sponsorAdmin });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: "You don't have permissions to perform this action." });
    });

    it('lets an admin read anyone and answers 404 for a missing id', async () => {
      const id = await t.userId('vendor.admin@demo.test');
      expect((await t.request({ url: `/v1/users/${id}`, token: t.adminToken() })).statusCode).toBe(200);
      const missing = await t.request({ url: '/v1/users/999999', token: t.adminToken() });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 404, message: 'Not found.' });
    });

    it('answers 400 naming the field when the id is not a number', async () => {
      const res = await t.request({ url: '/v1/users/abc', token: sponsorAdmin });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('id');
    });
  });

  describe('PUT /v1/users/{id}', () => {
    const valid = { firstName: 'Vic', lastName: 'Lindqvist', masked: true };

    it('updates the own profile, trimming names and keeping absent fields', async () => {
      const token = t.tokenFor('vendor.admin@demo.test');
      const id = await t.userId('vendor.admin@demo.test');
      const res = await t.request({
        method: 'PUT',
        url: `/v1/users/${id}`,
        token,
        payload: {
          ...valid,
          firstName: '  Vic  ',
          phone: '+1 (919) 555-0101',
          linkedin: 'https://www.linkedin.com/in/vic',
          city: 'Cary',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Vic',
        masked: true,
        phone: '+1 (919) 555-0101',
        linkedin: 'https://www.linkedin.com/in/vic',
        city: 'Cary',
        jobTitle: 'Director of Business Development',
      });
      const cleared = await t.request({
        method: 'PUT',
        url: `/v1/users/${id}`,
        token,
        payload: { ...valid, city: '' },
      });
      expect(cleared.json().city).toBeNull();
    });

    it.each([
      [{ firstName: '   ' }, 'firstName', 'firstName must not be empty'],
      [{ firstName: '' }, 'firstName', 'firstName must not be empty'],
      [{ lastName: 'x'.repeat(101) }, 'lastName', 'lastName must be at most 100 characters'],
      [
        { phone: 'call me' },
        'phone',
        'phone must be a phone number of 7 to 20 digits (digits, spaces, +, -, parentheses)',
      ],
      [{ linkedin: 'http://linkedin.com/in/x' }, 'linkedin', 'linkedin must be an https URL on linkedin.com'],
      [{ linkedin: 'https://evil.example/linkedin.com' }, 'linkedin', 'linkedin must be an https URL on linkedin.com'],
      [{ masked: 'yes' }, 'masked', 'masked must be a boolean'],
    ])('answers 400 when %j is sent', async (patch, field, message) => {
      const id = await t.userId('vendor.admin@demo.test');
      const res = await t.request({
        method: 'PUT',
        url: `/v1/users/${id}`,
        token: t.tokenFor('vendor.admin@demo.test'),
        payload: { ...valid, ...patch },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message, details: [{ field, message }] });
    });

    it('refuses to update someone else with 403', async () => {
      const id = await t.userId('sponsor.member@demo.test');
      const res = await t.request({ method: 'PUT', url: `/v1/users/${id}`, token: sponsorAdmin, payload: valid });
      expect(res.statusCode).toBe(403);
    });

    it('lets an impersonating admin update the target as self', async () => {
      const id = await t.userId('site.admin@demo.test');
      const res = await t.request({
        method: 'PUT',
        url: `/v1/users/${id}`,
        token: t.adminToken(),
        impersonate: id,
        payload: { firstName: 'Grace', lastName: 'Whitfield-Ng', masked: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().lastName).toBe('Whitfield-Ng');
    });
  });

  describe('GET /v1/users/last-active', () => {
    it('records activity at most once a minute', async () => {
      const token = t.tokenFor('sponsor.member@demo.test');
      const first = (await t.request({ url: '/v1/users/last-active', token })).json().lastActiveAt;
      expect(first).toBe(t.clock.now().toISOString());
      t.clock.advance(30_000);
      expect((await t.request({ url: '/v1/users/last-active', token })).json().lastActiveAt).toBe(first);
      t.clock.advance(31_000);
      expect((await t.request({ url: '/v1/users/last-active', token })).json().lastActiveAt).toBe(
        t.clock.now().toISOString(),
      );
    });
  });
});
