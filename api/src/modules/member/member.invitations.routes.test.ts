import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { users } from '../user/index.js';
import { HELIXA, invitationTokenIn } from './member.testing.js';
import { memberInvitations } from './member.table.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds(import.meta.url))('member invitations (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
    await t.database.db.insert(users).values({
      email: 'asking@helixabio.example',
      firstName: 'Ask',
      lastName: 'Ing',
      companyId: HELIXA,
      approvalStatus: 'PENDING',
      emailVerifiedAt: t.clock.now(),
      approvalRequestedAt: t.clock.now(),
    });
  });
  afterAll(async () => t.close());

  const invite = (email: string, role?: string, token = admin) =>
    t.request({ method: 'POST', url: '/v1/member-invitations', token, payload: role ? { email, role } : { email } });
  const act = (id: number, what: 'resend' | 'revoke', token = admin) =>
    t.request({ method: 'POST', url: `/v1/member-invitations/${id}/${what}`, token, payload: {} });
  const preview = (token: string) => t.request({ url: `/v1/member-invitations/by-token/${token}` });

  it('stores the invitation, keeps only the token’s hash and mails a link valid 14 days', async () => {
    const res = await invite('  New.Colleague@HelixaBio.example ', 'COMPANY_ADMIN');
    expect(res.statusCode).toBe(201);
    const now = t.clock.now().getTime();
    expect(res.json()).toMatchObject({
      email: 'new.colleague@helixabio.example',
      role: 'COMPANY_ADMIN',
      invitedBy: expect.any(String),
      state: 'OPEN',
      sendCount: 1,
      expiresAt: new Date(now + 14 * DAY).toISOString(),
      canResendAt: new Date(now + DAY).toISOString(),
    });
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('new.colleague@helixabio.example');
    expect(mail?.subject).toContain('invites you to join Helixa Biotherapeutics on Trialbridge');
    expect(mail?.text).toContain('as a company administrator');
    const token = invitationTokenIn(t.mails, 'new.colleague@helixabio.example');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail?.text).toContain(`http://app.test.invalid/register?invitation=${token}`);
    const [row] = await t.database.db.select().from(memberInvitations).where(eq(memberInvitations.id, res.json().id));
    expect(row?.tokenHash).not.toContain(token);
    expect((await preview(token)).json()).toEqual({
      companyName: 'Helixa Biotherapeutics',
      invitedBy: res.json().invitedBy,
      email: 'new.colleague@helixabio.example',
      role: 'COMPANY_ADMIN',
      state: 'OPEN',
      expiresAt: new Date(now + 14 * DAY).toISOString(),
    });
    expect((await preview('x'.repeat(43))).statusCode).toBe(404);
  });

  it.each([
    ['not an address', 'Enter a valid email address, e.g. name@company.com.'],
    [`${'a'.repeat(250)}@x.example`, 'Enter a valid email address, e.g. name@company.com.'],
    ['tab\u0009@helixabio.example', 'Enter a valid email address, e.g. name@company.com.'],
    ['someone@gmail.com', 'Please use a business email address: free-mail addresses cannot be invited.'],
  ])('refuses %s naming the field', async (email, message) => {
    const res = await invite(email);
    expect(res.statusCode).toBe(400);
    if (email.length <= 254) expect(res.json().details).toEqual([{ field: 'email', message }]);
  });

  it('answers 371 for a member, a person asking to join and an open invitation; 400 for another company’s account', async () => {
    const cases: [string, number, string][] = [
      ['sponsor.member@demo.test', 371, 'This person is already a member of your company.'],
      [
        'asking@helixabio.example',
        371,
        'This person has already asked to join your company: approve their request instead.',
      ],
      ['new.colleague@helixabio.example', 371, 'This address already has an open invitation. Resend it instead.'],
      [
        'vendor.member@demo.test',
        400,
        'This address already has a Trialbridge account with another company, so it cannot be invited.',
      ],
    ];
    for (const [email, code, message] of cases) {
      const res = await invite(email);
      expect(res.statusCode, email).toBe(code === 371 ? 409 : 400);
      expect(res.json(), email).toMatchObject({ code, message });
    }
  });

  it('allows an address of another company’s domain (consultants, affiliates)', async () => {
    expect((await invite('consultant@meridiancro.example')).statusCode).toBe(201);
  });

  it('answers 403 to a member for every invitation call, and 404 for another company’s invitation', async () => {
    const member = t.tokenFor('sponsor.member@demo.test');
    expect((await invite('x@helixabio.example', undefined, member)).statusCode).toBe(403);
    expect((await t.request({ url: '/v1/member-invitations', token: member })).statusCode).toBe(403);
    const [own] = (await t.request({ url: '/v1/member-invitations', token: admin })).json().content;
    expect((await act(own.id, 'revoke', member)).statusCode).toBe(403);
    expect((await act(own.id, 'resend', t.tokenFor('vendor.admin@demo.test'))).statusCode).toBe(404);
    expect((await act(own.id, 'revoke', t.tokenFor('vendor.admin@demo.test'))).statusCode).toBe(404);
  });

  it('resends at most once a day with a new link (the old one stops working), and never a closed one', async () => {
    const created = (await invite('resend.me@helixabio.example')).json();
    const first = invitationTokenIn(t.mails, 'resend.me@helixabio.example');
    const soon = await act(created.id, 'resend');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({
      code: 'ResendTooSoon',
      message: 'An invitation can be resent once a day. You can resend this one in 24 hour(s).',
    });
    t.clock.advance(DAY);
    const again = await act(created.id, 'resend');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sendCount: 2, lastSentAt: t.clock.now().toISOString(), state: 'OPEN' });
    const second = invitationTokenIn(t.mails, 'resend.me@helixabio.example');
    expect(second).not.toBe(first);
    expect((await preview(first)).statusCode).toBe(404);
    expect((await preview(second)).json().state).toBe('OPEN');
    const revoked = await act(created.id, 'revoke');
    expect(revoked.json()).toMatchObject({ state: 'REVOKED', canResendAt: null });
    expect((await preview(second)).json().state).toBe('REVOKED');
    for (const what of ['resend', 'revoke'] as const) {
      const closed = await act(created.id, what);
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        code: 'InvitationClosed',
        message: 'This invitation has already been withdrawn.',
      });
    }
    // Withdrawn: the address may be invited again.
    expect((await invite('resend.me@helixabio.example')).statusCode).toBe(201);
  });

  it('expires after 14 days; the address may then be invited again and the old one stays EXPIRED', async () => {
    const created = (await invite('late.comer@helixabio.example')).json();
    t.clock.advance(14 * DAY);
    expect((await act(created.id, 'resend')).json()).toMatchObject({ code: 'InvitationClosed' });
    const again = await invite('late.comer@helixabio.example');
    expect(again.statusCode).toBe(201);
    const expired = (await t.request({ url: '/v1/member-invitations?state=EXPIRED&size=100', token: admin })).json();
    expect(expired.content.map((i: { id: number }) => i.id)).toContain(created.id);
    const open = (await t.request({ url: '/v1/member-invitations?state=OPEN&size=100', token: admin })).json();
    expect(open.content.map((i: { email: string }) => i.email)).toEqual(['late.comer@helixabio.example']);
  });

  it('keeps nothing when the mail fails, and says so', async () => {
    const send = vi.spyOn(t.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    const res = await invite('unlucky@helixabio.example');
    send.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'InvitationNotSent',
      message: 'The invitation email could not be sent, so no invitation was saved. Please try again.',
    });
    const rows = await t.database.db
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.email, 'unlucky@helixabio.example'));
    expect(rows).toEqual([]);
    expect((await invite('unlucky@helixabio.example')).statusCode).toBe(201);
  });

  it('refuses all but 20 of 500 invitations sent in a minute, and more than 200 a day', async () => {
    const vendor = t.tokenFor('vendor.admin@demo.test');
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => invite(`burst${i}@acme-partners.example`, undefined, vendor)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(480);
    expect(results.find((r) => r.statusCode === 429)?.json()).toEqual({
      code: 'InvitationLimit',
      message: 'Your company can send at most 20 invitations a minute. Please wait a minute and try again.',
    });
    for (let minute = 1; minute < 10; minute += 1) {
      t.clock.advance(61_000);
      for (let i = 0; i < 20; i += 1) {
        expect((await invite(`day${minute}-${i}@acme-partners.example`, undefined, vendor)).statusCode).toBe(201);
      }
    }
    t.clock.advance(61_000);
    const over = await invite('one.more@acme-partners.example', undefined, vendor);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Your company can send at most 200 invitations a day. Please try again tomorrow.');
  }, 120_000);
});
