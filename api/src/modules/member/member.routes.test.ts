import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeIdentityAdmin,
  createTestApp,
  type FakeIdentityAdmin,
  registerThroughApi,
  type TestApp,
  testDatabaseKinds,
} from '../../testing/index.js';
import { users } from '../user/index.js';
import { subscriptionMembers } from '../subscription/index.js';

const HELIXA = 1;
const REQUESTS = `/v1/companies/${HELIXA}/join-requests`;

describe.each(testDatabaseKinds(import.meta.url))('join requests (%s)', (kind) => {
  let t: TestApp;
  let identity: FakeIdentityAdmin;
  let admin: string;
  beforeAll(async () => {
    identity = createFakeIdentityAdmin();
    t = await createTestApp({ kind, identityAdmin: identity });
    admin = t.tokenFor('sponsor.admin@demo.test');
    // Two finished requests a minute apart, and one sign-up that never reached set-password.
    await registerThroughApi(t, 'first.joiner@helixabio.example', { firstName: 'First', company: { id: HELIXA } });
    t.clock.advance(60_000);
    await registerThroughApi(t, 'second.joiner@helixabio.example', { firstName: 'Second', company: { id: HELIXA } });
    await t.request({
      method: 'POST',
      url: '/v1/users/signup',
      payload: {
        email: 'unfinished@helixabio.example',
        firstName: 'Un',
        lastName: 'Finished',
        referralSource: 'EMAIL',
        company: { id: HELIXA },
      },
    });
  });
  afterAll(async () => t.close());

  const decide = (userId: number, decision: string, token = admin, companyId = HELIXA) =>
    t.request({
      method: 'PUT',
      url: `/v1/companies/${companyId}/join-requests/${userId}`,
      token,
      payload: { decision },
    });
  const tokenOf = (email: string) => t.tokens.sign({ sub: identity.users.get(email)?.sub ?? 'none', email });
  const listed = async (): Promise<string[]> =>
    ((await t.request({ url: REQUESTS, token: admin })).json() as { user: { email: string } }[]).map(
      (r) => r.user.email,
    );

  describe('GET /v1/companies/{id}/join-requests', () => {
    it('lists finished requests oldest first, with the person and when they asked, to a company admin', async () => {
      const res = await t.request({ url: REQUESTS, token: admin });
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        user: { email: string; firstName: string; role: string; companyId: number };
        requestedAt: string;
      }[];
      expect(body.map((r) => r.user.email)).toEqual([
        'first.joiner@helixabio.example',
        'second.joiner@helixabio.example',
      ]);
      expect(body[0]?.user).toMatchObject({ firstName: 'First', role: 'MEMBER', companyId: HELIXA });
      expect(new Date(body[1]?.requestedAt ?? 0).getTime() - new Date(body[0]?.requestedAt ?? 0).getTime()).toBe(
        60_000,
      );
    });

    it.each([
      ['a member of the company', 'sponsor.member@demo.test', 403],
      ['the admin of another company', 'vendor.admin@demo.test', 403],
    ])('answers 403 when %s asks', async (_who, email, status) => {
      expect((await t.request({ url: REQUESTS, token: t.tokenFor(email) })).statusCode).toBe(status);
      expect((await decide(1, 'APPROVE', t.tokenFor(email))).statusCode).toBe(status);
    });

    it('answers 401 without a token', async () => {
      expect((await t.request({ url: REQUESTS })).statusCode).toBe(401);
    });
  });

  describe('PUT /v1/companies/{id}/join-requests/{userId}', () => {
    it('approves: the person can sign in, joins the subscription team without billing rights, and is mailed', async () => {
      const userId = await t.userId('first.joiner@helixabio.example');
      expect(
        (await t.request({ url: '/v1/users/current', token: tokenOf('first.joiner@helixabio.example') })).statusCode,
      ).toBe(403);
      const res = await decide(userId, 'APPROVE');
      expect(res.statusCode).toBe(204);
      expect(
        (await t.request({ url: '/v1/users/current', token: tokenOf('first.joiner@helixabio.example') })).json(),
      ).toMatchObject({ email: 'first.joiner@helixabio.example', role: 'MEMBER' });
      const [member] = await t.database.db
        .select()
        .from(subscriptionMembers)
        .where(eq(subscriptionMembers.userId, userId));
      expect(member?.billingAdmin).toBe(false);
      const mail = t.mails.find(
        (m) =>
          m.to === 'first.joiner@helixabio.example' && m.subject === 'Welcome to Helixa Biotherapeutics on Trialbridge',
      );
      expect(mail?.text).toContain('has been approved');
      expect(mail?.text).toContain('http://app.test.invalid/login');
      expect(await listed()).toEqual(['second.joiner@helixabio.example']);
      expect((await decide(userId, 'APPROVE')).statusCode).toBe(404);
    });

    it('declines: the registration and its sign-in account are deleted, and the person is mailed', async () => {
      const email = 'second.joiner@helixabio.example';
      const userId = await t.userId(email);
      expect(identity.users.has(email)).toBe(true);
      expect((await decide(userId, 'DECLINE')).statusCode).toBe(204);
      expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
      expect(identity.users.has(email)).toBe(false);
      expect(
        t.mails.find(
          (m) => m.to === email && m.subject === 'Your request to join Helixa Biotherapeutics on Trialbridge',
        )?.text,
      ).toContain('declined');
      expect(await listed()).toEqual([]);
      expect((await decide(userId, 'DECLINE')).statusCode).toBe(404);
    });

    it('answers 404 for an unfinished sign-up, an approved member or a user of another company', async () => {
      for (const email of ['unfinished@helixabio.example', 'sponsor.member@demo.test', 'vendor.member@demo.test']) {
        expect((await decide(await t.userId(email), 'APPROVE')).statusCode).toBe(404);
      }
      const unfinished = await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.email, 'unfinished@helixabio.example'), eq(users.approvalStatus, 'PENDING')));
      expect(unfinished).toHaveLength(1);
    });

    it('refuses an unknown decision naming the field', async () => {
      const res = await decide(await t.userId('unfinished@helixabio.example'), 'MAYBE');
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('decision');
    });
  });
});
