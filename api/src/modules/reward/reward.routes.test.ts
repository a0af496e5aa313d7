import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { DAY, getAs, sendAs } from '../subscription/subscription.testing.js';
import {
  ALREADY_REFERRED_MESSAGE,
  NOT_NEW_MESSAGE,
  OWN_COMPANY_MESSAGE,
  PAID_BEFORE_MESSAGE,
  UNKNOWN_CODE_MESSAGE,
} from './reward.rules.js';
import { domainOf, registerCompany } from './reward.testing.js';
import { subscriptions } from '../subscription/index.js';

const VENDOR = 'vendor.admin@demo.test';
const claim = (t: TestApp, email: string, code: string, impersonate?: number) =>
  t.request({
    method: 'POST',
    url: '/v1/referrals/claims',
    token: t.tokenFor(email),
    payload: { code },
    ...(impersonate === undefined ? {} : { impersonate }),
  });

describe.each(testDatabaseKinds(import.meta.url))('referral links and claims (%s)', (kind) => {
  let t: TestApp;
  let code: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    code = (await getAs(t, VENDOR, '/v1/referrals/me')).json().code;
  });
  afterAll(async () => t.close());

  it('makes each user one stable, URL-safe code on first read, and names the referrer publicly by first name only', async () => {
    expect(code).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const again = (await getAs(t, VENDOR, '/v1/referrals/me')).json();
    expect(again).toEqual({
      code,
      link: `http://app.test.invalid/register?ref=${code}`,
      percentOff: 50,
      claimWindowDays: 30,
      referredBy: null,
    });
    const colleague = (await getAs(t, 'vendor.member@demo.test', '/v1/referrals/me')).json();
    expect(colleague.code).not.toBe(code);
    const invite = await t.request({ url: `/v1/referrals/invites/${code}` });
    expect(invite.statusCode).toBe(200);
    expect(invite.json()).toEqual({ companyName: 'Meridian Clinical Research', referrerFirstName: expect.any(String) });
    const unknown = await t.request({ url: '/v1/referrals/invites/nosuchcode' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ReferralCodeUnknown', message: UNKNOWN_CODE_MESSAGE });
    expect((await t.request({ url: '/v1/referrals/invites/bad%20code' })).statusCode).toBe(400);
    expect((await t.request({ url: '/v1/referrals/me' })).statusCode).toBe(401);
  });

  it("refuses the referrer's own company, by company and by email domain, with a clear message", async () => {
    const own = await claim(t, VENDOR, code);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ code: 'ReferralOwnCompany', message: OWN_COMPANY_MESSAGE });
    const sameDomain = await registerCompany(t, 'Meridian Spinout', {
      domain: await domainOf(t, 'Meridian Clinical Research'),
    });
    expect((await claim(t, sameDomain.admin, code)).json()).toMatchObject({ message: OWN_COMPANY_MESSAGE });
  });

  it('refuses unknown codes, existing companies, members, old or paying companies and impersonation', async () => {
    expect((await claim(t, 'sponsor.admin@demo.test', 'nosuchcode')).json()).toMatchObject({
      code: 'ReferralCodeUnknown',
    });
    // Helixa existed long before: a user joining or running an existing company never counts.
    const existing = await claim(t, 'sponsor.admin@demo.test', code);
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toEqual({ code: 'ReferralNotEligible', message: NOT_NEW_MESSAGE });
    const fresh = await registerCompany(t, 'Quillon Bio', { member: true });
    expect((await claim(t, fresh.member, code)).json()).toMatchObject({ message: NOT_NEW_MESSAGE });
    const old = await registerCompany(t, 'Oldfield Pharma', {
      createdAt: new Date(t.clock.now().getTime() - 31 * DAY),
    });
    expect((await claim(t, old.admin, code)).json()).toMatchObject({ message: NOT_NEW_MESSAGE });
    const paid = await registerCompany(t, 'Paidwell Therapeutics');
    await t.database.db.insert(subscriptions).values({
      companyId: paid.companyId,
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      paymentType: 'PAID',
    });
    expect((await claim(t, paid.admin, code)).json()).toMatchObject({ message: PAID_BEFORE_MESSAGE });
    const impersonated = await claim(t, fresh.admin, code, await t.userId(fresh.admin));
    expect([403, 401]).toContain(impersonated.statusCode);
    expect((await claim(t, fresh.admin, code)).statusCode).toBe(204);
  });

  it('takes one referral per company, also when two claims race', async () => {
    const racing = await registerCompany(t, 'Racewell Labs');
    // Its token is linked to its user on first use: one call first, then the race.
    expect((await getAs(t, racing.admin, '/v1/referrals/me')).statusCode).toBe(200);
    const helixaCode = (await getAs(t, 'sponsor.admin@demo.test', '/v1/referrals/me')).json().code;
    const answers = await Promise.all([claim(t, racing.admin, code), claim(t, racing.admin, helixaCode)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'ReferralNotEligible', message: ALREADY_REFERRED_MESSAGE });
    const mine = (await getAs(t, racing.admin, '/v1/referrals/me')).json();
    expect(mine.referredBy).toMatchObject({ status: 'REGISTERED' });
  });

  it("lists a company's referrals to its admins and members alike, and to nobody else", async () => {
    const member = (await getAs(t, 'vendor.member@demo.test', '/v1/referrals?size=50')).json();
    expect(member.content.map((r: { companyName: string }) => r.companyName)).toContain('Quillon Bio');
    const quillon = member.content.find((r: { companyName: string }) => r.companyName === 'Quillon Bio');
    expect(quillon).toMatchObject({ status: 'REGISTERED', qualifiedAt: null, voidReason: null });
    expect(quillon.invitedBy).toEqual({ firstName: expect.any(String), lastName: expect.any(String) });
    const helixa = (await getAs(t, 'sponsor.member@demo.test', '/v1/referrals?size=50')).json();
    expect(helixa.content.map((r: { companyName: string }) => r.companyName)).not.toContain('Quillon Bio');
    expect((await getAs(t, VENDOR, '/v1/referrals?size=500')).statusCode).toBe(400);
  });

  it('refuses a claim body that is not a code', async () => {
    const res = await sendAs(t, 'sponsor.admin@demo.test', 'POST', '/v1/referrals/claims', { code: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
  });
});
