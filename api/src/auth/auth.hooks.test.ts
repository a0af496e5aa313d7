import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonationAudit } from '../modules/impersonation/index.js';
import { users } from '../modules/user/index.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../testing/index.js';

describe.each(testDatabaseKinds(import.meta.url))('authentication rules (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const auditOf = (targetUserId: number) =>
    t.database.db.select().from(impersonationAudit).where(eq(impersonationAudit.targetUserId, targetUserId));

  describe('inactive user', () => {
    it('still reads its own profile (GET current and own id) with active false', async () => {
      const token = t.tokenFor('inactive.user@demo.test');
      const id = await t.userId('inactive.user@demo.test');
      const current = await t.request({ url: '/v1/users/current', token });
      expect(current.statusCode).toBe(200);
      expect(current.json().active).toBe(false);
      expect((await t.request({ url: `/v1/users/${id}`, token })).statusCode).toBe(200);
    });

    it('gets 403 code 112 from every other route', async () => {
      const token = t.tokenFor('inactive.user@demo.test');
      const colleague = await t.userId('sponsor.admin@demo.test');
      for (const url of ['/v1/users/interests', '/v1/subscriptions/users/current', `/v1/users/${colleague}`]) {
        const res = await t.request({ url, token });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ code: 112, message: 'User is disabled.' });
      }
    });
  });

  describe('the caller-active header', () => {
    it('vouches for an active user of an active company on every route they call', async () => {
      const token = t.tokenFor('sponsor.member@demo.test');
      for (const url of ['/v1/users/current', '/v1/subscriptions/users/current']) {
        expect((await t.request({ url, token })).headers['x-caller-active'], url).toBe('1');
      }
    });

    it('is absent for an inactive user, a user of an inactive company and an impersonated target', async () => {
      for (const email of ['inactive.user@demo.test', 'inactive.company@demo.test']) {
        const current = await t.request({ url: '/v1/users/current', token: t.tokenFor(email) });
        expect(current.statusCode, email).toBe(200);
        expect(current.headers['x-caller-active'], email).toBeUndefined();
      }
      const target = await t.userId('sponsor.member@demo.test');
      const impersonated = await t.request({ url: '/v1/users/current', token: t.adminToken(), impersonate: target });
      expect(impersonated.statusCode).toBe(200);
      expect(impersonated.headers['x-caller-active']).toBeUndefined();
    });
  });

  describe('inactive company', () => {
    it('answers CompanyInactive on business routes but shows the profile', async () => {
      const token = t.tokenFor('inactive.company@demo.test');
      const current = await t.request({ url: '/v1/users/current', token });
      expect(current.statusCode).toBe(200);
      expect(current.json().company.active).toBe(false);
      const res = await t.request({ url: '/v1/subscriptions/users/current', token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'CompanyInactive',
        message: "Your company's account is inactive. Please contact support to reactivate it.",
      });
    });
  });

  describe('pending membership', () => {
    it('answers MembershipPending everywhere, including GET current', async () => {
      const [pending] = await t.database.db
        .insert(users)
        .values({
          email: 'pending.person@helixabio.example',
          firstName: 'Pat',
          lastName: 'Pending',
          companyId: 1,
          approvalStatus: 'PENDING',
          emailVerifiedAt: new Date(),
        })
        .returning();
      const token = t.tokenFor('pending.person@helixabio.example');
      for (const url of ['/v1/users/current', '/v1/users/interests', `/v1/users/${pending?.id}`]) {
        const res = await t.request({ url, token });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({
          code: 'MembershipPending',
          message: 'Your request to join this company is waiting for approval by its administrators.',
        });
      }
    });
  });

  describe('admin without impersonation', () => {
    it('may use admin routes but not user routes (no users row)', async () => {
      expect((await t.request({ url: '/v1/admin/users', token: t.adminToken() })).statusCode).toBe(200);
      const res = await t.request({ url: '/v1/users/interests', token: t.adminToken() });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('impersonation', () => {
    it('acts as the target for an admin and writes an audit row', async () => {
      const target = await t.userId('vendor.member@demo.test');
      const res = await t.request({ url: '/v1/users/current', token: t.adminToken(), impersonate: target });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe('vendor.member@demo.test');
      const rows = await auditOf(target);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        adminSub: 'sub-admin',
        adminEmail: 'admin@demo.test',
        method: 'GET',
        path: '/v1/users/current',
        statusCode: 200,
      });
    });

    it('does not touch the target last activity while impersonating', async () => {
      const target = await t.userId('expired.admin@demo.test');
      await t.request({ url: '/v1/subscriptions/users/current', token: t.adminToken(), impersonate: target });
      const [row] = await t.database.db
        .select({ lastActiveAt: users.lastActiveAt })
        .from(users)
        .where(eq(users.id, target));
      expect(row?.lastActiveAt).toBeNull();
    });

    it('refuses a non-admin with 403 and audits the attempt', async () => {
      const target = await t.userId('site.admin@demo.test');
      const res = await t.request({
        url: '/v1/users/current',
        token: t.tokenFor('sponsor.member@demo.test'),
        impersonate: target,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(403);
      const rows = await auditOf(target);
      expect(rows.some((r) => r.adminSub === 'sub-sponsor.member@demo.test' && r.statusCode === 403)).toBe(true);
    });

    it('answers 404 for a target that does not exist, audited', async () => {
      const res = await t.request({ url: '/v1/users/current', token: t.adminToken(), impersonate: 987654 });
      expect(res.statusCode).toBe(404);
      expect((await auditOf(987654))[0]?.statusCode).toBe(404);
    });

    it('answers 400 for a header that is not a user id', async () => {
      const res = await t.request({
        url: '/v1/users/current',
        token: t.adminToken(),
        headers: { 'x-impersonated-user-id': 'abc' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('X-Impersonated-User-Id');
    });

    it('answers 401 without a token even with the header', async () => {
      const res = await t.request({ url: '/v1/users/current', impersonate: 1 });
      expect(res.statusCode).toBe(401);
    });

    it('applies the target rules: an inactive target is refused on business routes', async () => {
      const target = await t.userId('inactive.user@demo.test');
      const res = await t.request({ url: '/v1/users/interests', token: t.adminToken(), impersonate: target });
      expect(res.json()).toEqual({ code: 112, message: 'User is disabled.' });
    });

    it('judges admin routes by the admin token even while impersonating an inactive user', async () => {
      const target = await t.userId('inactive.user@demo.test');
      const res = await t.request({ url: '/v1/admin/users?size=1', token: t.adminToken(), impersonate: target });
      expect(res.statusCode).toBe(200);
    });

    it('lists the audit trail on the admin route', async () => {
      const target = await t.userId('vendor.member@demo.test');
      const res = await t.request({
        url: `/v1/admin/impersonation-audit?targetUserId=${target}`,
        token: t.adminToken(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().content[0]).toMatchObject({ targetUserId: target, path: '/v1/users/current' });
      expect(
        (await t.request({ url: '/v1/admin/impersonation-audit', token: t.tokenFor('sponsor.admin@demo.test') }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('identity linking', () => {
    it('links a user created before its identity by verified email, then finds it by sub', async () => {
      const token = t.tokens.sign({ sub: 'fresh-sub', email: 'New.User@demo.test' });
      expect((await t.request({ url: '/v1/users/current', token })).json().email).toBe('new.user@demo.test');
      const [row] = await t.database.db
        .select({ sub: users.cognitoSub })
        .from(users)
        .where(eq(users.email, 'new.user@demo.test'));
      expect(row?.sub).toBe('fresh-sub');
      const other = t.tokens.sign({ sub: 'another-sub', email: 'new.user@demo.test' });
      expect((await t.request({ url: '/v1/users/current', token: other })).statusCode).toBe(403);
    });
  });
});
