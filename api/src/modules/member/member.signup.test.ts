import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeIdentityAdmin,
  createTestApp,
  TEST_NEW_PASSWORD,
  type TestApp,
  testDatabaseKinds,
  verificationCodeIn,
} from '../../testing/index.js';
import { subscriptionMembers } from '../subscription/index.js';
import { users } from '../user/index.js';
import { HELIXA, invitationTokenIn } from './member.testing.js';
import { memberInvitations } from './member.table.js';

describe.each(testDatabaseKinds(import.meta.url))('registering through a member invitation (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ kind, identityAdmin: createFakeIdentityAdmin() });
    admin = t.tokenFor('sponsor.admin@demo.test');
  });
  afterAll(async () => t.close());

  const invite = async (email: string, role = 'MEMBER') => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/member-invitations',
      token: admin,
      payload: { email, role },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as number, token: invitationTokenIn(t.mails, email) };
  };
  const signup = (email: string, invitationToken: string, extra: object = {}) =>
    t.request({
      method: 'POST',
      url: '/v1/users/signup',
      payload: { email, firstName: 'Ivy', lastName: 'Invited', referralSource: 'EMAIL', invitationToken, ...extra },
    });
  const setPassword = (email: string, extra: object = {}) =>
    t.request({
      method: 'PUT',
      url: '/v1/users/set-password',
      payload: { email, code: verificationCodeIn(t.mails, email), password: TEST_NEW_PASSWORD, ...extra },
    });

  it('places the person straight into the company with the invited role: no join request, invitation accepted', async () => {
    // A consultant: an address of another domain than the company's.
    const email = 'ivy.consultant@northwind-advisors.example';
    const { id, token } = await invite(email, 'COMPANY_ADMIN');
    const started = await signup(email, token);
    expect(started.statusCode).toBe(201);
    // Not a member until the password is chosen.
    const before = (await t.request({ url: '/v1/members?search=ivy', token: admin })).json();
    expect(before.totalElements).toBe(0);
    const done = await setPassword(email);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'ACTIVE', company: { id: HELIXA, name: 'Helixa Biotherapeutics' } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      companyId: HELIXA,
      role: 'COMPANY_ADMIN',
      approvalStatus: 'APPROVED',
      approvalRequestedAt: null,
    });
    const [invitation] = await t.database.db.select().from(memberInvitations).where(eq(memberInvitations.id, id));
    expect(invitation).toMatchObject({ acceptedUserId: user?.id });
    expect(invitation?.acceptedAt).not.toBeNull();
    const team = await t.database.db
      .select()
      .from(subscriptionMembers)
      .where(eq(subscriptionMembers.userId, user?.id ?? 0));
    expect(team).toHaveLength(1);
    const listed = (await t.request({ url: '/v1/members?search=ivy', token: admin })).json();
    expect(listed.content).toEqual([expect.objectContaining({ email, role: 'COMPANY_ADMIN', status: 'ACTIVE' })]);
    expect((await t.request({ url: `/v1/member-invitations/by-token/${token}` })).json().state).toBe('ACCEPTED');
    // Used: the link cannot register anyone again.
    const reused = await signup('other.person@northwind-advisors.example', token);
    expect(reused.json()).toMatchObject({
      code: 'InvitationClosed',
      message: 'This invitation has already been used. Sign in instead.',
    });
  });

  it('lets the same person start sign-up again with the link they accepted', async () => {
    const email = 'twice@helixabio.example';
    const { token } = await invite(email);
    expect((await signup(email, token)).statusCode).toBe(201);
    t.clock.advance(2 * 60_000);
    expect((await signup(email, token)).statusCode).toBe(201);
    const done = await setPassword(email);
    expect(done.json()).toMatchObject({ outcome: 'ACTIVE', company: { id: HELIXA } });
  });

  it('refuses another address, an unknown link, a withdrawn one and an expired one, clearly', async () => {
    const { id, token } = await invite('right.person@helixabio.example');
    const wrong = await signup('wrong.person@helixabio.example', token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      {
        field: 'email',
        message: 'This invitation was sent to another address. Register with the address it was sent to.',
      },
    ]);
    const unknown = await signup('right.person@helixabio.example', 'y'.repeat(43));
    expect(unknown.json().details).toEqual([
      { field: 'invitationToken', message: 'This invitation link is not valid. Check the link in your email.' },
    ]);
    await t.request({ method: 'POST', url: `/v1/member-invitations/${id}/revoke`, token: admin, payload: {} });
    const revoked = await signup('right.person@helixabio.example', token);
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json()).toMatchObject({
      code: 'InvitationClosed',
      message: 'This invitation has been withdrawn. Ask your colleague to invite you again.',
    });
    const late = await invite('late.person@helixabio.example');
    t.clock.advance(15 * 24 * 60 * 60_000);
    const expired = await signup('late.person@helixabio.example', late.token);
    expect(expired.json()).toMatchObject({
      code: 'InvitationClosed',
      message: 'This invitation has expired. Ask your colleague to invite you again.',
    });
    const nobody = await t.database.db.select().from(users).where(eq(users.email, 'late.person@helixabio.example'));
    expect(nobody).toEqual([]);
  });

  it('refuses another company at set-password after an invitation', async () => {
    const email = 'stays.put@helixabio.example';
    const { token } = await invite(email);
    await signup(email, token);
    const meridian = (await t.database.db.select().from(users).where(eq(users.email, 'vendor.admin@demo.test')))[0]
      ?.companyId;
    const res = await setPassword(email, { company: { id: meridian } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'company' });
  });
});
