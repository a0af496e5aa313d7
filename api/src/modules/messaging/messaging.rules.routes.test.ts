import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { ThreadDto } from './messaging.schemas.js';
import { messagingClient } from './messaging.testing.js';

describe.each(testDatabaseKinds(import.meta.url))('messaging rules (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof messagingClient>;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = messagingClient(t);
    ids = {};
    for (const name of [
      'Meridian Clinical Research',
      'Helixa Biotherapeutics',
      'Quiet Harbor Ventures',
      'Northbridge Bioanalytics',
      'Atlas Oncology Partners',
    ])
      ids[name] = await c.companyId(name);
  });
  afterAll(async () => t.close());
  const id = (name: string) => ids[name] ?? 0;
  const availability = async (token: string, companyId: number) =>
    (await t.request({ url: `/v1/companies/${companyId}/contact-availability`, token })).json();

  it('refuses unclaimed, inactive and own companies before typing and at send, naming the company', async () => {
    const sponsor = c.token('sponsor.admin@demo.test');
    const cases = [
      ['Northbridge Bioanalytics', 'Northbridge Bioanalytics has not claimed its profile yet'],
      ['Quiet Harbor Ventures', 'Quiet Harbor Ventures is no longer active on Trialbridge'],
      ['Helixa Biotherapeutics', 'Helixa Biotherapeutics is your own company'],
    ] as const;
    for (const [name, reason] of cases) {
      const before = await availability(sponsor, id(name));
      expect(before.canContact).toBe(false);
      expect(before.reason).toContain(reason);
      const sent = await c.start(sponsor, { toCompanyId: id(name), subject: 'Hello', body: 'Hi' });
      expect(sent.statusCode).toBe(409);
      expect(sent.json()).toMatchObject({ code: 'NotContactable', message: before.reason });
    }
    expect(await availability(sponsor, id('Meridian Clinical Research'))).toEqual({
      canContact: true,
      reason: null,
      reachOutsLeft: null,
    });
  });

  it('lets Explorer start 3 threads a month, refuses the 4th with ExplorerLimit, keeps replies free', async () => {
    const explorer = c.token('site.admin@demo.test');
    const meridian = id('Meridian Clinical Research');
    expect((await availability(explorer, meridian)).reachOutsLeft).toBe(3);
    const threads: ThreadDto[] = [];
    for (const n of [1, 2, 3]) {
      threads.push(await c.startOk(explorer, { toCompanyId: meridian, subject: `Reach-out ${n}`, body: 'Hello' }));
    }
    expect(await availability(explorer, meridian)).toMatchObject({ canContact: false, reachOutsLeft: 0 });
    const fourth = await c.start(explorer, { toCompanyId: id('Atlas Oncology Partners'), subject: '4', body: 'Hi' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      code: 'ExplorerLimit',
      message: 'Explorer starts up to 3 new conversations a month. Upgrade to Innovator to start more.',
    });
    const first = threads[0]?.id ?? 0;
    expect((await c.reply(explorer, first, 'A reply is free.')).statusCode).toBe(201);
    // Others may still start threads with the Explorer company, and replying to them is free.
    const lakeshore = await c.companyId('Lakeshore Research Institute');
    const incoming = await c.startOk(c.token('vendor.admin@demo.test'), {
      toCompanyId: lakeshore,
      subject: 'Incoming',
      body: 'Hi',
    });
    expect((await c.reply(explorer, incoming.id, 'Thanks!')).statusCode).toBe(201);
    // A new calendar month (UTC) gives three again.
    t.clock.set(new Date('2026-04-01T00:00:00.000Z'));
    expect((await availability(explorer, meridian)).reachOutsLeft).toBe(3);
  });

  it('refuses a company without a plan in force with SubscriptionRequired', async () => {
    const none = c.token('new.user@demo.test');
    const res = await c.start(none, { toCompanyId: id('Meridian Clinical Research'), subject: 'Hi', body: 'Hi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SubscriptionRequired');
    expect((await availability(none, id('Meridian Clinical Research'))).canContact).toBe(false);
  });

  it('answers 429 MessageFlood with Retry-After past 20 messages a minute, and accepts again after it', async () => {
    const sender = c.token('sponsor.member@demo.test');
    const thread = await c.startOk(sender, { toCompanyId: id('Atlas Oncology Partners'), subject: 'Flood', body: '1' });
    for (let n = 2; n <= 20; n += 1) {
      t.clock.advance(1000);
      expect((await c.reply(sender, thread.id, `message ${n}`)).statusCode).toBe(201);
    }
    const flooded = await c.reply(sender, thread.id, 'one too many');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({
      code: 'MessageFlood',
      message: 'You are sending messages too quickly. Wait a minute, then send again.',
    });
    // The first message was sent 19 s ago: it leaves the window in 41 s.
    expect(flooded.headers['retry-after']).toBe('41');
    t.clock.advance(41_000);
    expect((await c.reply(sender, thread.id, 'calm again')).statusCode).toBe(201);
  });

  it('lets only the chosen members answer the company inbox; others read and are told why', async () => {
    const meridian = id('Meridian Clinical Research');
    const vendorAdmin = c.token('vendor.admin@demo.test');
    const vendorMember = c.token('vendor.member@demo.test');
    const adminId = await t.userId('vendor.admin@demo.test');
    const put = (token: string, payload: unknown) =>
      t.request({ method: 'PUT', url: `/v1/companies/${meridian}/inbox-settings`, token, payload });
    expect((await put(vendorMember, { replyPolicy: 'ALL_MEMBERS' })).statusCode).toBe(403);
    const foreign = await put(vendorAdmin, {
      replyPolicy: 'CHOSEN_MEMBERS',
      replierUserIds: [await t.userId('sponsor.admin@demo.test')],
    });
    expect(foreign.json().details).toEqual([
      { field: 'replierUserIds', message: 'Every chosen replier must be a member of your company.' },
    ]);
    const set = await put(vendorAdmin, { replyPolicy: 'CHOSEN_MEMBERS', replierUserIds: [adminId] });
    expect(set.json()).toMatchObject({
      replyPolicy: 'CHOSEN_MEMBERS',
      repliers: [{ userId: adminId, name: 'Victor Lindqvist' }],
      viewerCanReply: true,
    });
    const read = await t.request({ url: `/v1/companies/${meridian}/inbox-settings`, token: vendorMember });
    expect(read.json()).toMatchObject({ replyPolicy: 'CHOSEN_MEMBERS', viewerCanReply: false });
    const thread = await c.startOk(c.token('sponsor.admin@demo.test'), {
      toCompanyId: meridian,
      subject: 'Policy',
      body: 'Who answers?',
    });
    const seen = (await c.thread(vendorMember, thread.id)).json<ThreadDto>();
    expect(seen.canReply).toBe(false);
    expect(seen.replyBlockedReason).toContain('administrators chose who answers');
    const refused = await c.reply(vendorMember, thread.id, 'Let me answer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ReplyNotAllowed');
    expect((await c.reply(vendorAdmin, thread.id, 'I answer')).statusCode).toBe(201);
    // The sender, a participant, always replies.
    expect((await c.reply(c.token('sponsor.admin@demo.test'), thread.id, 'Thanks')).statusCode).toBe(201);
    expect(
      (await t.request({ url: `/v1/companies/${meridian}/inbox-settings`, token: c.token('sponsor.admin@demo.test') }))
        .statusCode,
    ).toBe(403);
  });
});
