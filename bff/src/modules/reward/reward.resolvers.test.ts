import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const OWN = 'This invite link belongs to your own company.';
const programme = {
  code: 'Ab3_xY9-kQ',
  link: 'http://app.test/register?ref=Ab3_xY9-kQ',
  percentOff: 50,
  claimWindowDays: 30,
  referredBy: null,
};
const CLAIM = `mutation($code: String!) {
  claimReferral(code: $code) { referredBy { referrerCompanyName status } errors { code field message } }
}`;

describe('the referral programme through the bff', () => {
  let h: Harness;
  const member = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 2, email: 'vendor.member@demo.test', role: 'MEMBER' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar: member });
  });
  afterAll(() => h.close());

  it("answers a member's link, and the company's referrals and rewards with string ids and money", async () => {
    h.api.routes.on('get', '/referrals/me', () => [200, programme]);
    h.api.routes.on('get', '/referrals/rewards', () => [
      200,
      {
        content: [
          {
            id: 7,
            referralId: 3,
            referredCompanyName: 'Brightwater Bio',
            percentOff: 50,
            status: 'APPLIED',
            earnedAt: '2026-11-01T10:00:00.000Z',
            appliedAt: '2026-11-02T10:00:00.000Z',
            appliedDiscountCents: 160000,
            withdrawnAt: null,
            payment: { id: 9, description: 'Plan, yearly', amountCents: 160000, createdAt: '2026-11-02T10:00:00.000Z' },
          },
        ],
        page: 0,
        size: 10,
        totalElements: 1,
        totalPages: 1,
      },
    ]);
    const { data, errors } = await h.gql(
      `{ referralProgramme { link percentOff referredBy { status } }
         referralRewards { items { id referralId status appliedDiscount { amountCents currency } payment { id amount { amountCents } } } totalElements } }`,
      {},
      { jar: member },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      referralProgramme: { link: programme.link, percentOff: 50, referredBy: null },
      referralRewards: {
        items: [
          {
            id: '7',
            referralId: '3',
            status: 'APPLIED',
            appliedDiscount: { amountCents: 160000, currency: 'USD' },
            payment: { id: '9', amount: { amountCents: 160000 } },
          },
        ],
        totalElements: 1,
      },
    });
  });

  it('shows an invite to visitors, and null for an unknown or malformed code without asking for it', async () => {
    let calls = 0;
    h.api.routes.on(
      'get',
      '/referrals/invites/{code}',
      (_request, url) => {
        calls += 1;
        return url.pathname.endsWith('/Ab3_xY9-kQ')
          ? [200, { companyName: 'Meridian Clinical Research', referrerFirstName: 'Victor' }]
          : [404, { code: 'ReferralCodeUnknown', message: 'This invite link is not valid.' }];
      },
      { public: true },
    );
    const query = 'query($code: String!) { referralInvite(code: $code) { companyName referrerFirstName } }';
    expect((await h.gql(query, { code: 'Ab3_xY9-kQ' })).data).toEqual({
      referralInvite: { companyName: 'Meridian Clinical Research', referrerFirstName: 'Victor' },
    });
    expect((await h.gql(query, { code: 'nosuchcode' })).data).toEqual({ referralInvite: null });
    expect((await h.gql(query, { code: '<script>' })).data).toEqual({ referralInvite: null });
    expect(calls).toBe(2);
  });

  it("puts the api's refusal of a claim in the payload with its words", async () => {
    h.api.routes.on('post', '/referrals/claims', () => [409, { code: 'ReferralOwnCompany', message: OWN }]);
    expect((await h.gql(CLAIM, { code: 'Ab3_xY9-kQ' }, { jar: member })).data).toEqual({
      claimReferral: { referredBy: null, errors: [{ code: 'REFERRAL_OWN_COMPANY', field: null, message: OWN }] },
    });
    h.api.routes.on('post', '/referrals/claims', () => [204, undefined]);
    h.api.routes.on('get', '/referrals/me', () => [
      200,
      {
        ...programme,
        referredBy: {
          referrerCompanyName: 'Meridian Clinical Research',
          status: 'REGISTERED',
          registeredAt: '2026-11-02T10:00:00.000Z',
          qualifiedAt: null,
          voidedAt: null,
          voidReason: null,
        },
      },
    ]);
    expect((await h.gql(CLAIM, { code: 'Ab3_xY9-kQ' }, { jar: member })).data).toEqual({
      claimReferral: {
        referredBy: { referrerCompanyName: 'Meridian Clinical Research', status: 'REGISTERED' },
        errors: [],
      },
    });
  });

  it('refuses visitors the programme (REWARDS)', async () => {
    const refused = await h.gql('{ referralProgramme { link } }');
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
