import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeIdentityAdmin,
  createTestApp,
  type FakeIdentityAdmin,
  registerThroughApi,
  TEST_NEW_PASSWORD,
  type TestApp,
  testDatabaseKinds,
  verificationCodeIn,
} from '../../testing/index.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

const base = { firstName: 'Jane', lastName: 'Doe', referralSource: 'LINKEDIN' };

describe.each(testDatabaseKinds(import.meta.url))('set-password and the company choice (%s)', (kind) => {
  let t: TestApp;
  let identity: FakeIdentityAdmin;
  let northbridgeId: number;
  beforeAll(async () => {
    identity = createFakeIdentityAdmin();
    t = await createTestApp({ kind, identityAdmin: identity });
    const [northbridge] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Northbridge Bioanalytics'));
    northbridgeId = northbridge?.id ?? 0;
  });
  afterAll(async () => t.close());

  const signup = (payload: object) => t.request({ method: 'POST', url: '/v1/users/signup', payload });
  const setPassword = (payload: object) => t.request({ method: 'PUT', url: '/v1/users/set-password', payload });
  const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  const companyRow = async (id: number) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];
  /** A token of the identity user set-password created (what the bff gets at sign-in). */
  const tokenOf = (email: string) => t.tokens.sign({ sub: identity.users.get(email)?.sub ?? 'none', email });

  describe('GET /v1/users/password-policy', () => {
    it('publishes the rules in display order, each a pattern clients can compile', async () => {
      const res = await t.request({ url: '/v1/users/password-policy' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const rules = res.json() as { id: string; label: string; pattern: string }[];
      expect(rules.map((r) => r.id)).toEqual([
        'MIN_LENGTH',
        'UPPERCASE',
        'LOWERCASE',
        'DIGIT',
        'SYMBOL',
        'NO_SURROUNDING_SPACE',
      ]);
      expect(rules[0]?.label).toBe('At least 8 characters');
      const met = (password: string) => rules.filter((r) => new RegExp(r.pattern).test(password)).map((r) => r.id);
      expect(met('DemoPass!2026')).toHaveLength(rules.length);
      expect(met('password')).toEqual(['MIN_LENGTH', 'LOWERCASE', 'NO_SURROUNDING_SPACE']);
    });
  });

  describe('PUT /v1/users/set-password', () => {
    it('refuses a weak password naming every rule it breaks, before creating any identity', async () => {
      const email = 'weak@weakco.example';
      await signup({ ...base, email });
      const res = await setPassword({
        email,
        code: verificationCodeIn(t.mails, email),
        password: 'password',
        company: { name: 'Weak Co', roleId: 3 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        message: 'password must have an upper case letter, a number, a symbol',
        details: [{ field: 'password' }],
      });
      expect(identity.users.has(email)).toBe(false);
    });

    it('requires a company when the signup named none', async () => {
      const email = 'nocompany@nocompany.example';
      await signup({ ...base, email });
      const res = await setPassword({ email, code: verificationCodeIn(t.mails, email), password: TEST_NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { field: 'company', message: 'company is required: choose an existing company or describe a new one' },
      ]);
      expect(identity.users.has(email)).toBe(false);
    });

    it('creates a NEW company with the user as its admin, signs them up and consumes the code', async () => {
      const email = 'founder@novacura.example';
      const res = await registerThroughApi(t, email, {
        company: { name: 'Novacura Therapeutics', roleId: 1, website: 'novacura.example' },
      });
      expect(res.statusCode).toBe(200);
      const row = await userRow(email);
      expect(res.json()).toEqual({
        userId: row?.id,
        outcome: 'ACTIVE',
        company: {
          id: row?.companyId,
          name: 'Novacura Therapeutics',
          role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
        },
      });
      expect(row).toMatchObject({
        role: 'COMPANY_ADMIN',
        approvalStatus: 'APPROVED',
        cognitoSub: identity.users.get(email)?.sub,
        verificationCodeHash: null,
      });
      expect(await companyRow(row?.companyId ?? 0)).toMatchObject({
        status: 'NEW',
        emailDomain: 'novacura.example',
        website: 'https://novacura.example/',
      });
      expect(identity.users.get(email)?.password).toBe(TEST_NEW_PASSWORD);
      expect((await t.request({ url: '/v1/users/current', token: tokenOf(email) })).statusCode).toBe(200);
      const again = await setPassword({
        email,
        code: verificationCodeIn(t.mails, email),
        password: TEST_NEW_PASSWORD,
        company: { name: 'X', roleId: 1 },
      });
      expect(again.json().code).toBe('InvalidVerificationCode');
    });

    it('claims the unclaimed Northbridge Bioanalytics from its own domain', async () => {
      const check = await t.request({ url: '/v1/users/verify-email?email=lab@northbridge-bio.example' });
      expect(check.json().suggestedCompanies).toEqual([
        {
          id: northbridgeId,
          name: 'Northbridge Bioanalytics',
          alias: 'northbridge-bioanalytics',
          status: 'APPROVED',
          role: { id: 3, name: 'CRO', type: 'Vendor' },
        },
      ]);
      const email = 'lab@northbridge-bio.example';
      const res = await registerThroughApi(t, email, { company: { id: northbridgeId } });
      expect(res.json()).toMatchObject({
        outcome: 'ACTIVE',
        company: { id: northbridgeId, name: 'Northbridge Bioanalytics', role: { type: 'Vendor' } },
      });
      expect(await companyRow(northbridgeId)).toMatchObject({ status: 'CLAIMED', version: 2 });
      expect(await userRow(email)).toMatchObject({ role: 'COMPANY_ADMIN', approvalStatus: 'APPROVED' });
    });

    it('refuses to claim an unclaimed company from another domain, creating nothing', async () => {
      const [approved] = await t.database.db
        .insert(companies)
        .values({
          name: 'Domain Locked',
          alias: 'domain-locked',
          roleId: 4,
          status: 'APPROVED',
          emailDomain: 'domainlocked.example',
        })
        .returning();
      const email = 'outsider@elsewhere.example';
      const res = await registerThroughApi(t, email, { company: { id: approved?.id } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CompanyDomainMismatch', details: [{ field: 'email' }] });
      expect(identity.users.has(email)).toBe(false);
      expect((await companyRow(approved?.id ?? 0))?.status).toBe('APPROVED');
    });

    it('asks to join a claimed company, mails its admins and keeps the requester out until approved', async () => {
      const email = 'jordan.pike@helixabio.example';
      const res = await registerThroughApi(t, email, { firstName: 'Jordan', company: { id: 1 } });
      expect(res.json()).toMatchObject({
        outcome: 'PENDING_APPROVAL',
        company: { id: 1, name: 'Helixa Biotherapeutics', role: { type: 'Sponsor' } },
      });
      const row = await userRow(email);
      expect(row).toMatchObject({
        role: 'MEMBER',
        approvalStatus: 'PENDING',
        companyId: 1,
        approvalRequestedAt: t.clock.now(),
      });
      const notified = t.mails.filter(
        (m) => m.subject === 'Jordan Tester asks to join Helixa Biotherapeutics on Trialbridge',
      );
      expect(notified.map((m) => m.to)).toEqual(['sponsor.admin@demo.test']);
      expect(notified[0]?.text).toContain(
        'Jordan Tester (jordan.pike@helixabio.example) has registered on Trialbridge and asks to join Helixa Biotherapeutics.',
      );
      expect(notified[0]?.text).toContain('http://app.test.invalid/dashboard');
      const current = await t.request({ url: '/v1/users/current', token: tokenOf(email) });
      expect(current.statusCode).toBe(403);
      expect(current.json().code).toBe('MembershipPending');
    });

    it("completes the signup's own claim when set-password names no company", async () => {
      const [approved] = await t.database.db
        .insert(companies)
        .values({
          name: 'Claimable Trials',
          alias: 'claimable-trials',
          roleId: 2,
          status: 'APPROVED',
          emailDomain: 'claimable.example',
        })
        .returning();
      const res = await registerThroughApi(t, 'owner@claimable.example', { signupCompany: { id: approved?.id } });
      expect(res.json()).toMatchObject({ outcome: 'ACTIVE', company: { name: 'Claimable Trials' } });
      expect((await companyRow(approved?.id ?? 0))?.status).toBe('CLAIMED');
      expect(await userRow('owner@claimable.example')).toMatchObject({
        role: 'COMPANY_ADMIN',
        approvalStatus: 'APPROVED',
      });
    });

    it('makes the second claimant a pending member when the company was claimed meanwhile', async () => {
      const [approved] = await t.database.db
        .insert(companies)
        .values({
          name: 'Raced Labs',
          alias: 'raced-labs',
          roleId: 4,
          status: 'APPROVED',
          emailDomain: 'raced.example',
        })
        .returning();
      await signup({ ...base, email: 'second@raced.example', company: { id: approved?.id } });
      await registerThroughApi(t, 'first@raced.example', { company: { id: approved?.id } });
      const res = await setPassword({
        email: 'second@raced.example',
        code: verificationCodeIn(t.mails, 'second@raced.example'),
        password: TEST_NEW_PASSWORD,
      });
      expect(res.json()).toMatchObject({ outcome: 'PENDING_APPROVAL' });
      expect(await userRow('second@raced.example')).toMatchObject({ role: 'MEMBER', approvalStatus: 'PENDING' });
      expect(t.mails.some((m) => m.to === 'first@raced.example' && m.subject.includes('asks to join Raced Labs'))).toBe(
        true,
      );
    });

    it('replaces the company registered at signup with the one chosen at set-password, deleting the abandoned one', async () => {
      const email = 'changed@mind.example';
      await signup({ ...base, email, company: { name: 'First Thought', roleId: 3 } });
      const abandoned = (await userRow(email))?.companyId ?? 0;
      const res = await setPassword({
        email,
        code: verificationCodeIn(t.mails, email),
        password: TEST_NEW_PASSWORD,
        company: { name: 'Second Thought', roleId: 4 },
      });
      expect(res.json()).toMatchObject({ outcome: 'ACTIVE', company: { name: 'Second Thought', role: { id: 4 } } });
      expect(await companyRow(abandoned)).toBeUndefined();
    });

    it('keeps the admin role when set-password names again the company registered at signup', async () => {
      const email = 'same@choice.example';
      await signup({ ...base, email, company: { name: 'Same Choice', roleId: 3 } });
      const companyId = (await userRow(email))?.companyId ?? 0;
      const res = await setPassword({
        email,
        code: verificationCodeIn(t.mails, email),
        password: TEST_NEW_PASSWORD,
        company: { id: companyId },
      });
      expect(res.json()).toMatchObject({ outcome: 'ACTIVE', company: { id: companyId } });
      expect(await userRow(email)).toMatchObject({ role: 'COMPANY_ADMIN', approvalStatus: 'APPROVED' });
    });

    it.each([
      [{ id: 999999 }, 'company.id', 'company.id is not a company you can join'],
      [{ name: 'X', roleId: 42 }, 'company.roleId', 'company.roleId must be one of the business types (GET /v1/roles)'],
      [{ name: '   ', roleId: 3 }, 'company.name', 'company.name must not be empty'],
      [
        { name: 'X', roleId: 3, website: 'not a site' },
        'company.website',
        'company.website must be a web address, e.g. https://example.com',
      ],
    ])('refuses the company %j naming the field', async (company, field, message) => {
      const res = await registerThroughApi(t, `bad.${field.replace('.', '-')}@badchoice.example`, { company });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field, message }]);
    });
  });
});
