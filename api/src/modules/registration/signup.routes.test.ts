import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIdentityAdmin, createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

const base = { firstName: 'Jane', lastName: 'Doe', referralSource: 'LINKEDIN' };

describe.each(testDatabaseKinds(import.meta.url))('sign-up routes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, identityAdmin: createFakeIdentityAdmin() });
  });
  afterAll(async () => t.close());

  const signup = (payload: object, url = '/v1/users/signup') => t.request({ method: 'POST', url, payload });
  const codeFor = (email: string): string => {
    const mail = [...t.mails].reverse().find((m) => m.to === email);
    return /code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? 'none';
  };
  const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  describe('POST /v1/users/signup', () => {
    it('creates an unverified user and a NEW company, and mails a 6-digit code', async () => {
      const res = await signup({
        ...base,
        email: 'Jane@BrightBio.example',
        company: { name: 'Bright Bio', roleId: 1, website: 'brightbio.example' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ userId: expect.any(Number), verificationRequired: true });
      const row = await userRow('jane@brightbio.example');
      expect(row).toMatchObject({
        role: 'COMPANY_ADMIN',
        approvalStatus: 'APPROVED',
        emailVerifiedAt: null,
        cognitoSub: null,
        signupSource: 'WEB',
      });
      const [company] = await t.database.db
        .select()
        .from(companies)
        .where(eq(companies.id, row?.companyId ?? 0));
      expect(company).toMatchObject({
        name: 'Bright Bio',
        alias: 'bright-bio',
        status: 'NEW',
        emailDomain: 'brightbio.example',
        website: 'https://brightbio.example/',
      });
      expect(codeFor('jane@brightbio.example')).toMatch(/^\d{6}$/);
      expect(row?.verificationCodeHash).not.toContain(codeFor('jane@brightbio.example'));
    });

    it('leaves the company for set-password when the signup names none', async () => {
      const res = await signup({ ...base, email: 'later@laterco.example' });
      expect(res.statusCode).toBe(201);
      expect(await userRow('later@laterco.example')).toMatchObject({
        companyId: null,
        role: 'MEMBER',
        approvalStatus: 'APPROVED',
        cognitoSub: null,
      });
    });

    it('makes the alias unique when the name is taken', async () => {
      await signup({ ...base, email: 'john@brightbio2.example', company: { name: 'Bright Bio', roleId: 1 } });
      const row = await userRow('john@brightbio2.example');
      const [company] = await t.database.db
        .select()
        .from(companies)
        .where(eq(companies.id, row?.companyId ?? 0));
      expect(company?.alias).toBe('bright-bio-2');
    });

    it('asks to join a claimed company as a pending member', async () => {
      const res = await signup({ ...base, email: 'joiner@helixabio.example', company: { id: 1 } });
      expect(res.statusCode).toBe(201);
      expect(await userRow('joiner@helixabio.example')).toMatchObject({
        role: 'MEMBER',
        approvalStatus: 'PENDING',
        companyId: 1,
      });
    });

    it.each([
      [{ email: 'jane@gmail.com' }, 'NotBusinessEmail', 'Please use your business email address.'],
      [{ email: 'jane@yahoo.co.uk' }, 'NotBusinessEmail', 'Please use your business email address.'],
      [{ email: 'sponsor.admin@demo.test' }, 'UsernameExistsException', 'User with such email exists.'],
      [
        { email: 'x@other.example', referralSource: 'OTHER' },
        400,
        'referralOther is required when referralSource is OTHER',
      ],
      [{ email: 'x@other.example', company: { id: 99999 } }, 400, 'company.id is not a company you can join'],
      [{ email: 'x@other.example', company: { id: 8 } }, 400, 'company.id is not a company you can join'],
      [
        { email: 'x@other.example', company: { name: 'X', roleId: 42 } },
        400,
        'company.roleId must be one of the business types (GET /v1/roles)',
      ],
      [{ email: 'not-an-email' }, 400, 'email must be a valid email address'],
      [{ email: 'x@other.example', firstName: '  ' }, 400, 'firstName must not be empty'],
      [
        { email: 'x@other.example', referralSource: 'TV' },
        400,
        `referralSource must be one of DIGITAL_AD_BANNER, EMAIL, FRIEND_COLLEAGUE, LINKEDIN, SCOPE_SUMMIT, SEARCH_ENGINE, OTHER_CONFERENCE_EVENT, OTHER_SOCIAL_MEDIA, OTHER`,
      ],
    ])('refuses %j', async (patch, code, message) => {
      const res = await signup({ ...base, company: { name: 'Other Co', roleId: 3 }, ...patch });
      expect(res.json()).toMatchObject({ code, message });
      expect(res.statusCode).toBe(code === 'UsernameExistsException' ? 409 : 400);
    });

    it('refuses to claim an unclaimed company from another email domain', async () => {
      const [approved] = await t.database.db
        .insert(companies)
        .values({
          name: 'Unclaimed Labs',
          alias: 'unclaimed-labs',
          roleId: 4,
          status: 'APPROVED',
          emailDomain: 'unclaimedlabs.example',
        })
        .returning();
      const res = await signup({ ...base, email: 'x@elsewhere.example', company: { id: approved?.id } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CompanyDomainMismatch');
    });

    it('lets an abandoned signup start again', async () => {
      await signup({ ...base, email: 'again@again.example', company: { name: 'Again Co', roleId: 5 } });
      const res = await signup({
        ...base,
        firstName: 'Janet',
        email: 'again@again.example',
        company: { name: 'Again Co', roleId: 5 },
      });
      expect(res.statusCode).toBe(201);
      expect((await userRow('again@again.example'))?.firstName).toBe('Janet');
      const sameName = await t.database.db.select().from(companies).where(eq(companies.name, 'Again Co'));
      expect(sameName).toHaveLength(1);
    });

    it('keeps the code and sends no second mail when the same signup is repeated within a minute', async () => {
      const email = 'twice@twice.example';
      await signup({ ...base, email });
      const first = codeFor(email);
      const mails = t.mails.length;
      await signup({ ...base, firstName: 'Janet', email });
      expect(t.mails.length).toBe(mails);
      const ok = await t.request({ method: 'PUT', url: '/v1/users/verify', payload: { email, code: first } });
      expect(ok.json()).toEqual({ verified: true });
      t.clock.advance(61_000);
      await signup({ ...base, email });
      expect(t.mails.length).toBe(mails + 1);
      expect(codeFor(email)).toMatch(/^\d{6}$/);
    });

    it('lets a verified signup whose password was never chosen start again', async () => {
      const email = 'verified@halfway.example';
      await signup({ ...base, email });
      await t.request({ method: 'PUT', url: '/v1/users/verify', payload: { email, code: codeFor(email) } });
      expect((await t.request({ url: `/v1/users/verify-email?email=${email}` })).json().available).toBe(true);
      const again = await signup({ ...base, lastName: 'Again', email });
      expect(again.statusCode).toBe(201);
      expect(await userRow(email)).toMatchObject({ lastName: 'Again', emailVerifiedAt: null });
    });

    it('keeps a demo user without an identity taken', async () => {
      await t.database.db.insert(users).values({
        email: 'seeded@helixabio.example',
        firstName: 'Seed',
        lastName: 'Ed',
        companyId: 1,
        emailVerifiedAt: new Date(),
      });
      expect((await signup({ ...base, email: 'seeded@helixabio.example' })).statusCode).toBe(409);
    });
  });

  describe('POST /v1/users/event/signup', () => {
    it('records the event and defaults the referral to SCOPE_SUMMIT', async () => {
      const res = await signup(
        {
          firstName: 'Eve',
          lastName: 'Event',
          email: 'eve@eventco.example',
          eventCode: 'SCOPE26',
          company: { name: 'Event Co', roleId: 4 },
        },
        '/v1/users/event/signup',
      );
      expect(res.statusCode).toBe(201);
      expect(await userRow('eve@eventco.example')).toMatchObject({
        signupSource: 'EVENT',
        eventCode: 'SCOPE26',
        referralSource: 'SCOPE_SUMMIT',
      });
    });

    it('requires the event code', async () => {
      const res = await signup(
        { ...base, email: 'eve2@eventco.example', company: { name: 'Event Co', roleId: 4 } },
        '/v1/users/event/signup',
      );
      expect(res.json().message).toBe('eventCode is required');
    });
  });

  describe('GET /v1/users/verify-email', () => {
    it('suggests the companies of the email domain', async () => {
      const res = await t.request({ url: '/v1/users/verify-email?email=Someone@HelixaBio.example' });
      expect(res.json()).toEqual({
        email: 'someone@helixabio.example',
        available: true,
        businessEmail: true,
        suggestedCompanies: [
          {
            id: 1,
            name: 'Helixa Biotherapeutics',
            alias: 'helixa-biotherapeutics',
            status: 'CLAIMED',
            role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
          },
        ],
      });
    });

    it('reports taken and free-mail addresses', async () => {
      expect((await t.request({ url: '/v1/users/verify-email?email=sponsor.admin@demo.test' })).json().available).toBe(
        false,
      );
      expect((await t.request({ url: '/v1/users/verify-email?email=a@gmail.com' })).json()).toMatchObject({
        businessEmail: false,
        suggestedCompanies: [],
      });
    });
  });

  describe('verification', () => {
    const email = 'val@verifyco.example';
    beforeAll(async () => {
      await signup({ ...base, email, company: { name: 'Verify Co', roleId: 3 } });
    });

    it('refuses a wrong code and accepts the mailed one', async () => {
      const wrong = await t.request({
        method: 'PUT',
        url: '/v1/users/verify',
        payload: { email, code: codeFor(email) === '000000' ? '111111' : '000000' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: 'InvalidVerificationCode',
        message: 'The verification code is incorrect or has expired.',
      });
      const ok = await t.request({ method: 'PUT', url: '/v1/users/verify', payload: { email, code: codeFor(email) } });
      expect(ok.json()).toEqual({ verified: true });
      expect((await userRow(email))?.emailVerifiedAt).not.toBeNull();
    });

    it('resends at most once a minute and always answers 204', async () => {
      const before = t.mails.length;
      expect((await t.request({ url: `/v1/users/verification-code?email=${email}` })).statusCode).toBe(204);
      expect(t.mails.length).toBe(before);
      t.clock.advance(61_000);
      expect((await t.request({ url: `/v1/users/verification-code?email=${email}` })).statusCode).toBe(204);
      expect(t.mails.length).toBe(before + 1);
      expect((await t.request({ url: '/v1/users/verification-code?email=nobody@nowhere.example' })).statusCode).toBe(
        204,
      );
      expect(t.mails.length).toBe(before + 1);
    });

    it('kills the code after five wrong guesses', async () => {
      const other = 'guess@guessco.example';
      await signup({ ...base, email: other, company: { name: 'Guess Co', roleId: 3 } });
      const good = codeFor(other);
      const bad = good === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i += 1)
        await t.request({ method: 'PUT', url: '/v1/users/verify', payload: { email: other, code: bad } });
      const res = await t.request({ method: 'PUT', url: '/v1/users/verify', payload: { email: other, code: good } });
      expect(res.statusCode).toBe(400);
    });

    it('refuses an expired code', async () => {
      const other = 'late@lateco.example';
      await signup({ ...base, email: other, company: { name: 'Late Co', roleId: 3 } });
      t.clock.advance(24 * 3600_000 + 1000);
      const res = await t.request({
        method: 'PUT',
        url: '/v1/users/verify',
        payload: { email: other, code: codeFor(other) },
      });
      expect(res.statusCode).toBe(400);
    });
  });
});
