import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { sweepContactMessages } from './contact.delivery.js';
import { CONTACT_MESSAGES, CONTACT_RULES, CONTACT_TOPICS } from './contact.limits.js';
import { ContactTopicValue } from './contact.schemas.js';
import { contactMessages } from './contact.table.js';

const SUPPORT = 'help@trialbridge.test';

describe.each(testDatabaseKinds(import.meta.url))('contact us (%s)', (kind) => {
  let t: TestApp;
  let sender = 0;
  beforeAll(async () => {
    t = await createTestApp({ kind, seed: 'none', contact: { enabled: true, supportEmail: SUPPORT } });
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    t.mails.length = 0;
    t.app.deps.contact = { enabled: true, supportEmail: SUPPORT };
    // Each test its own hour, so the limits of one do not reach the next.
    t.clock.advance(2 * CONTACT_RULES.windowMs);
  });

  /** A form as the page sends it: its token read `waitMs` before sending. */
  async function send(fields: Record<string, unknown> = {}, waitMs = 5000, token?: string) {
    const settings = await t.request({ url: '/v1/contact/settings' });
    t.clock.advance(waitMs);
    sender += 1;
    return t.request({
      method: 'POST',
      url: '/v1/contact/messages',
      token,
      payload: {
        name: 'Ada Lovelace',
        email: `ada${sender}@example.com`,
        company: 'Analytical Engines',
        topic: 'SALES',
        message: 'We would like a demo of the platform for our team.',
        formToken: settings.json<{ formToken: string }>().formToken,
        ...fields,
      },
    });
  }

  const rowOf = async (email: string) =>
    (await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0];

  it('answers the settings with the topics and a form token', async () => {
    const res = await t.request({ url: '/v1/contact/settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ enabled: boolean; topics: { value: string; label: string }[]; formToken: string }>();
    expect(body.enabled).toBe(true);
    expect(body.topics.map((topic) => topic.label)).toContain('Technical support');
    expect(body.formToken).toMatch(/^\d+\./);
    expect(ContactTopicValue.anyOf.map((literal) => literal.const)).toEqual(CONTACT_TOPICS.map((topic) => topic.value));
  });

  it('stores the message, then the job mails support (reply-to the sender) and acknowledges', async () => {
    const res = await send({ email: 'Grace@Example.com' });
    expect(res.statusCode).toBe(200);
    const row = await rowOf('grace@example.com');
    expect(row).toMatchObject({ topic: 'SALES', trappedReason: null, supportMailedAt: null });
    expect(t.mails).toHaveLength(0);
    await t.jobs.drain();
    const [support, ack] = t.mails;
    expect(support).toMatchObject({
      to: SUPPORT,
      replyTo: 'grace@example.com',
      subject: '[Contact] Sales and plans: Ada Lovelace',
    });
    expect(support?.text).toContain('We would like a demo');
    expect(ack?.to).toBe('grace@example.com');
    expect(ack?.text).not.toContain('demo');
    expect(ack?.text).not.toContain('Ada');
    expect(await rowOf('grace@example.com')).toMatchObject({
      supportMailedAt: expect.any(Date),
      acknowledgedAt: expect.any(Date),
    });
  });

  it('loses nothing when the mailer fails: the sweep sends only what is missing', async () => {
    const spy = vi.spyOn(t.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    await send({ email: 'outage@example.com' });
    await expect(t.jobs.drain()).rejects.toThrow('smtp down');
    expect(await rowOf('outage@example.com')).toMatchObject({ supportMailedAt: null, failedAttempts: 1 });
    spy.mockRestore();
    t.clock.advance(5 * 60 * 1000);
    expect(await sweepContactMessages(t.app)).toBe(1);
    expect(t.mails.map((mail) => mail.to)).toEqual([SUPPORT, 'outage@example.com']);
    expect(await sweepContactMessages(t.app)).toBe(0);
  });

  it('refuses CR/LF in one-line fields and a short message, naming each field', async () => {
    const res = await send({ name: 'Eve\r\nBcc: all@example.com', company: 'A\nB', message: '   too short   ' });
    expect(res.statusCode).toBe(400);
    const details = res.json<{ details: { field: string; message: string }[] }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: CONTACT_MESSAGES.oneLine('name') },
        { field: 'company', message: CONTACT_MESSAGES.oneLine('company') },
        { field: 'message', message: CONTACT_MESSAGES.message },
      ]),
    );
    const bad = await send({ email: 'a@b.com\r\nBcc: x@y.com' });
    expect(bad.json<{ details: { field: string }[] }>().details[0]?.field).toBe('email');
    const control = await send({ message: 'Hello there\u0000 friend' });
    expect(control.statusCode).toBe(400);
    const long = await send({ name: 'x'.repeat(101), topic: 'LOTTERY' });
    expect(long.statusCode).toBe(400);
    expect(t.mails).toHaveLength(0);
  });

  it('refuses a missing, forged or day-old form token', async () => {
    expect((await send({ formToken: '123.forged' })).statusCode).toBe(400);
    const old = await send({}, CONTACT_RULES.maxFormAgeMs + 1000);
    expect(old.statusCode).toBe(400);
    expect(old.json<{ message: string }>().message).toBe(CONTACT_MESSAGES.formExpired);
  });

  it('traps a filled honeypot and a form sent too fast: answered as sent, kept, never mailed', async () => {
    expect((await send({ email: 'bot1@example.com', website: 'http://spam.example' })).statusCode).toBe(200);
    expect((await send({ email: 'bot2@example.com' }, 500)).statusCode).toBe(200);
    await t.jobs.drain();
    expect(t.mails).toHaveLength(0);
    expect((await rowOf('bot1@example.com'))?.trappedReason).toBe('honeypot');
    expect((await rowOf('bot2@example.com'))?.trappedReason).toBe('too-fast');
    t.clock.advance(5 * 60 * 1000);
    expect(await sweepContactMessages(t.app)).toBe(0);
  });

  it('allows 3 messages an hour from one address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send({ email: 'busy@example.com' })).statusCode).toBe(200);
    const res = await send({ email: 'BUSY@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'ContactLimit' });
    expect(res.json<{ message: string }>().message).toMatch(/try again in \d+ minutes/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ email: 'other@example.com' })).statusCode).toBe(200);
    t.clock.advance(CONTACT_RULES.windowMs);
    expect((await send({ email: 'busy@example.com' })).statusCode).toBe(200);
  });

  it('answers code 181 with its exact message when switched off, and stores nothing', async () => {
    t.app.deps.contact = { enabled: false, supportEmail: SUPPORT };
    expect((await t.request({ url: '/v1/contact/settings' })).json()).toMatchObject({ enabled: false });
    const res = await send({ email: 'off@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 181,
      message: 'The Contact Us Form is disabled and your request cannot be sent currently.',
    });
    expect(await rowOf('off@example.com')).toBeUndefined();
  });
});
