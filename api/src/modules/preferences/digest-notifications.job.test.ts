import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { TEST_API_SECRET } from '../../testing/test-app.js';
import { createUnsubscribeToken } from '../account/index.js';
import { markNotification, notify, notifyJoinRequest } from '../notification/index.js';
import { sendMessageDigests } from './digest.job.js';
import { companyOf, postMessage, startThread } from './digest.testing.js';

const MINUTE = 60_000;
const VENDOR = 'vendor.admin@demo.test';
const SPONSOR_ADMIN = 'sponsor.admin@demo.test';
const SPONSOR_MEMBER = 'sponsor.member@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('notifications in the digest (%s)', (kind) => {
  let t: TestApp;
  let vendor: number;
  let admin: number;
  let sponsorCompany: number;
  beforeEach(async () => {
    t = await createTestApp({ kind });
    vendor = await t.userId(VENDOR);
    admin = await t.userId(SPONSOR_ADMIN);
    sponsorCompany = await companyOf(t.database.db, admin);
  });
  afterEach(async () => t.close());

  const run = () => sendMessageDigests(t.app.deps);
  const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);
  // A join request to the sponsor company: a JOIN_REQUEST notification for its admin.
  const joinRequest = async (name = 'Dana Reyes') => {
    const [notified] = await notifyJoinRequest(
      t.database.db,
      { requesterId: vendor, requesterName: name, requesterEmail: 'dana@newco.test', companyId: sponsorCompany },
      t.clock.now(),
    );
    if (!notified) throw new Error('no admin notified');
    return notified.id;
  };
  const contact = (subject: string, body: string) =>
    startThread(t.database.db, {
      fromUserId: vendor,
      toCompanyId: sponsorCompany,
      subject,
      body,
      sentAt: t.clock.now(),
    });
  const setPreferences = async (email: string, payload: Record<string, unknown>) => {
    const response = await t.request({
      method: 'PUT',
      url: '/v1/users/preferences',
      token: t.tokenFor(email),
      payload,
    });
    expect(response.statusCode).toBe(200);
  };

  it('mails an unread join request once, 15 minutes after it arrived, without the message notices', async () => {
    await joinRequest();
    // A message's own notice is the digest's thread list, never an "other notification".
    await notify(t.database.db, [{ userId: admin, kind: 'NEW_THREAD', title: 'Thread notice' }], t.clock.now());
    t.clock.advance(14 * MINUTE);
    expect(await run()).toBe(0);
    t.clock.advance(2 * MINUTE);
    expect(await run()).toBe(1);
    const [mail] = mailsTo(SPONSOR_ADMIN);
    expect(mail?.subject).toBe('1 notification on Trialbridge');
    expect(mail?.text).toContain('Dana Reyes asks to join');
    expect(mail?.text).toContain('dana@newco.test is waiting');
    expect(mail?.text).not.toContain('Thread notice');
    expect(mail?.text).not.toMatch(/Also for you/i); // nothing to be "also" to
    expect(mail?.html).toContain('href="http://app.test.invalid/dashboard"');
    expect(mail?.html).toContain('unsubscribe?token=');
    expect(mailsTo(SPONSOR_MEMBER)).toHaveLength(0);
    t.clock.advance(30 * MINUTE);
    expect(await run()).toBe(0); // never twice
    await joinRequest('Lee Park');
    t.clock.advance(16 * MINUTE);
    expect(await run()).toBe(1);
    expect(mailsTo(SPONSOR_ADMIN)[1]?.text).toContain('Lee Park');
    expect(mailsTo(SPONSOR_ADMIN)[1]?.text).not.toContain('Dana Reyes');
  });

  it('puts notifications and unread messages in the same one email', async () => {
    await contact('Phase II oncology sites', 'Could your team run 12 sites?');
    await joinRequest();
    t.clock.advance(16 * MINUTE);
    expect(await run()).toBe(2); // the admin; the member hears about the message only
    const admins = mailsTo(SPONSOR_ADMIN);
    expect(admins).toHaveLength(1);
    expect(admins[0]?.subject).toBe('1 unread message and 1 notification on Trialbridge');
    expect(admins[0]?.text).toMatch(/Phase II oncology sites[\s\S]*Also for you[\s\S]*Dana Reyes asks to join/i);
    expect(admins[0]?.html).toContain('Also for you');
    expect(mailsTo(SPONSOR_MEMBER).map((mail) => mail.subject)).toEqual(['1 unread message on Trialbridge']);
  });

  it('does not mail a notification read in time, nor one older than 7 days', async () => {
    const read = await joinRequest('Read Early');
    t.clock.advance(5 * MINUTE);
    await markNotification(t.database.db, admin, read, t.clock.now());
    t.clock.advance(11 * MINUTE);
    expect(await run()).toBe(0);
    await joinRequest('Long Ago');
    t.clock.advance(8 * 24 * 60 * MINUTE);
    expect(await run()).toBe(0);
    expect(mailsTo(SPONSOR_ADMIN)).toHaveLength(0);
  });

  it('mails no notifications to whoever turned them off, but still their messages', async () => {
    await setPreferences(SPONSOR_ADMIN, { messages: 'DIGEST_15_MIN', notifications: false });
    await joinRequest();
    t.clock.advance(16 * MINUTE);
    expect(await run()).toBe(0);
    await contact('Sites', 'Hello there');
    t.clock.advance(16 * MINUTE);
    await run();
    expect(mailsTo(SPONSOR_ADMIN)).toHaveLength(1);
    expect(mailsTo(SPONSOR_ADMIN)[0]?.text).not.toContain('Dana Reyes');
    expect(mailsTo(SPONSOR_ADMIN)[0]?.text).not.toMatch(/Also for you/i);
  });

  it('mails nothing to a user who unsubscribed', async () => {
    const unsubscribe = await t.request({
      method: 'POST',
      url: '/v1/users/preferences/email-unsubscribe',
      payload: { token: createUnsubscribeToken(admin, TEST_API_SECRET) },
    });
    expect(unsubscribe.statusCode).toBe(204);
    await joinRequest();
    t.clock.advance(16 * MINUTE);
    expect(await run()).toBe(0);
    expect(mailsTo(SPONSOR_ADMIN)).toHaveLength(0);
  });

  it('gives messages and notifications back when the mail fails, and the next run sends them', async () => {
    // Only the admin is due, so the failing run is surely theirs.
    await setPreferences(SPONSOR_MEMBER, { messages: 'OFF', notifications: true });
    await contact('Sites', 'Hello there');
    await joinRequest();
    t.clock.advance(16 * MINUTE);
    const failing = { send: () => Promise.reject(new Error('SMTP down')) };
    await expect(sendMessageDigests({ ...t.app.deps, mailer: failing })).rejects.toThrow('SMTP down');
    expect(t.mails).toHaveLength(0);
    await run();
    expect(mailsTo(SPONSOR_ADMIN).map((mail) => mail.subject)).toEqual([
      '1 unread message and 1 notification on Trialbridge',
    ]);
  });

  it("keeps a DAILY user's messages for their daily digest when notifications go out alone", async () => {
    await setPreferences(SPONSOR_ADMIN, { messages: 'DAILY', notifications: true });
    const threadId = await contact('Sites', 'First');
    t.clock.advance(16 * MINUTE);
    await run(); // the first daily digest
    await postMessage(t.database.db, { threadId, fromUserId: vendor, body: 'Second', sentAt: t.clock.now() });
    await joinRequest();
    t.clock.advance(16 * MINUTE);
    await run();
    expect(mailsTo(SPONSOR_ADMIN).map((mail) => mail.subject)).toEqual([
      '1 unread message on Trialbridge',
      '1 notification on Trialbridge',
    ]);
    t.clock.advance(24 * 60 * MINUTE);
    await run();
    expect(mailsTo(SPONSOR_ADMIN)).toHaveLength(3);
    expect(mailsTo(SPONSOR_ADMIN)[2]?.text).toContain('Second');
    expect(mailsTo(SPONSOR_ADMIN)[2]?.text).not.toContain('Dana Reyes');
  });
});
