import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { TEST_API_SECRET } from '../../testing/test-app.js';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '../account/index.js';
import { sendMessageDigests } from './digest.job.js';
import { companyOf, markRead, postMessage, startThread } from './digest.testing.js';

const MINUTE = 60_000;
const VENDOR = 'vendor.admin@demo.test';
const SPONSOR_ADMIN = 'sponsor.admin@demo.test';
const SPONSOR_MEMBER = 'sponsor.member@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('message digests (%s)', (kind) => {
  let t: TestApp;
  let vendor: number;
  let sponsorCompany: number;
  beforeEach(async () => {
    t = await createTestApp({ kind });
    vendor = await t.userId(VENDOR);
    sponsorCompany = await companyOf(t.database.db, await t.userId(SPONSOR_MEMBER));
  });
  afterEach(async () => t.close());

  const run = () => sendMessageDigests(t.app.deps);
  const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);
  const contact = (subject: string, body = 'Hello there') =>
    startThread(t.database.db, {
      fromUserId: vendor,
      toCompanyId: sponsorCompany,
      subject,
      body,
      sentAt: t.clock.now(),
    });

  it('mails the company inbox readers once, 15 minutes after the message and not before', async () => {
    const threadId = await contact('Phase II oncology sites', 'Could your team run 12 sites?');
    t.clock.advance(14 * MINUTE);
    expect(await run()).toBe(0);
    t.clock.advance(2 * MINUTE);
    expect(await run()).toBe(2); // the sponsor company's two members
    const [mail] = mailsTo(SPONSOR_MEMBER);
    expect(mail?.subject).toBe('1 unread message on Trialbridge');
    expect(mail?.text).toContain('Phase II oncology sites');
    expect(mail?.text).toContain('Meridian Clinical Research');
    expect(mail?.text).toContain('Could your team run 12 sites?');
    expect(mail?.html).toContain(`http://app.test.invalid/dashboard/inbox/${threadId}`);
    expect(mailsTo(VENDOR)).toHaveLength(0); // never about one's own message
    const token = /unsubscribe\?token=([^"&\s]+)/.exec(mail?.html ?? '')?.[1];
    expect(verifyUnsubscribeToken(decodeURIComponent(token ?? ''), TEST_API_SECRET)).toBe(
      await t.userId(SPONSOR_MEMBER),
    );

    t.clock.advance(30 * MINUTE);
    expect(await run()).toBe(0); // the same messages are never mailed twice
    await postMessage(t.database.db, { threadId, fromUserId: vendor, body: 'Any news?', sentAt: t.clock.now() });
    t.clock.advance(16 * MINUTE);
    expect(await run()).toBe(2);
    expect(mailsTo(SPONSOR_MEMBER)[1]?.text).toContain('Any news?');
    expect(mailsTo(SPONSOR_MEMBER)[1]?.text).not.toContain('Could your team');
  });

  it('lists several threads and messages in one email per user', async () => {
    const first = await contact('First', 'one');
    await postMessage(t.database.db, { threadId: first, fromUserId: vendor, body: 'two', sentAt: t.clock.now() });
    await contact('Second', 'three');
    t.clock.advance(16 * MINUTE);
    await run();
    const mails = mailsTo(SPONSOR_MEMBER);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('3 unread messages on Trialbridge');
    expect(mails[0]?.text).toMatch(/First[\s\S]*2 new messages[\s\S]*Second|Second[\s\S]*First[\s\S]*2 new messages/);
  });

  it('mails a participant about a reply, and nobody who read the thread', async () => {
    const threadId = await contact('Sites');
    const member = await t.userId(SPONSOR_MEMBER);
    t.clock.advance(MINUTE);
    await markRead(t.database.db, threadId, member, t.clock.now());
    await postMessage(t.database.db, { threadId, fromUserId: member, body: 'Yes we can', sentAt: t.clock.now() });
    await markRead(t.database.db, threadId, await t.userId(SPONSOR_ADMIN), t.clock.now());
    t.clock.advance(16 * MINUTE);
    await run();
    expect(mailsTo(SPONSOR_MEMBER)).toHaveLength(0);
    expect(mailsTo(SPONSOR_ADMIN)).toHaveLength(0);
    expect(mailsTo(VENDOR).map((mail) => mail.text)).toEqual([expect.stringContaining('Yes we can')]);
  });

  it('mails nobody who unsubscribed or turned message emails off', async () => {
    const member = await t.userId(SPONSOR_MEMBER);
    const unsubscribe = await t.request({
      method: 'POST',
      url: '/v1/users/preferences/email-unsubscribe',
      payload: { token: createUnsubscribeToken(member, TEST_API_SECRET) },
    });
    expect(unsubscribe.statusCode).toBe(204);
    const off = await t.request({
      method: 'PUT',
      url: '/v1/users/preferences',
      token: t.tokenFor(SPONSOR_ADMIN),
      payload: { messages: 'OFF', notifications: true },
    });
    expect(off.statusCode).toBe(200);
    await contact('Sites');
    t.clock.advance(16 * MINUTE);
    expect(await run()).toBe(0);
    expect(mailsTo(SPONSOR_MEMBER)).toHaveLength(0);
    expect(mailsTo(SPONSOR_ADMIN)).toHaveLength(0);
  });

  it('sends a DAILY digest at most once a day', async () => {
    const set = await t.request({
      method: 'PUT',
      url: '/v1/users/preferences',
      token: t.tokenFor(SPONSOR_MEMBER),
      payload: { messages: 'DAILY', notifications: true },
    });
    expect(set.statusCode).toBe(200);
    const threadId = await contact('Sites');
    t.clock.advance(16 * MINUTE);
    await run();
    expect(mailsTo(SPONSOR_MEMBER)).toHaveLength(1);
    await postMessage(t.database.db, { threadId, fromUserId: vendor, body: 'Later', sentAt: t.clock.now() });
    t.clock.advance(60 * MINUTE);
    await run();
    expect(mailsTo(SPONSOR_MEMBER)).toHaveLength(1);
    expect(mailsTo(SPONSOR_ADMIN)).toHaveLength(2); // 15-minute digests meanwhile
    t.clock.advance(23 * 60 * MINUTE);
    await run();
    expect(mailsTo(SPONSOR_MEMBER)).toHaveLength(2);
    expect(mailsTo(SPONSOR_MEMBER)[1]?.text).toContain('Later');
  });

  it('sends each digest once when two runs overlap', async () => {
    await contact('Sites');
    t.clock.advance(16 * MINUTE);
    const [a, b] = await Promise.all([run(), run()]);
    expect((a ?? 0) + (b ?? 0)).toBe(2);
    expect(mailsTo(SPONSOR_MEMBER)).toHaveLength(1);
  });
});
