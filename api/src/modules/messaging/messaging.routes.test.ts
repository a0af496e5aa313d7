import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { MessageDto, ThreadDto } from './messaging.schemas.js';
import { messagingClient } from './messaging.testing.js';

interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

describe.each(testDatabaseKinds(import.meta.url))('messaging threads (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof messagingClient>;
  let sponsor: string;
  let vendorAdmin: string;
  let vendorMember: string;
  let outsider: string;
  let meridian: number;
  let thread: ThreadDto;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = messagingClient(t);
    sponsor = c.token('sponsor.admin@demo.test');
    vendorAdmin = c.token('vendor.admin@demo.test');
    vendorMember = c.token('vendor.member@demo.test');
    outsider = c.token('sponsor.nointerests@demo.test');
    meridian = await c.companyId('Meridian Clinical Research');
    thread = await c.startOk(sponsor, {
      toCompanyId: meridian,
      subject: 'Oncology monitoring capacity',
      body: 'Do you have <b>CRAs</b> for a phase 2 study in zebrafishology?',
    });
  });
  afterAll(async () => t.close());

  it('lands a reach-out in the company inbox of every member of the addressed company', async () => {
    expect(thread).toMatchObject({
      subject: 'Oncology monitoring capacity',
      toCompany: { id: meridian, name: 'Meridian Clinical Research' },
      fromCompany: { name: 'Helixa Biotherapeutics' },
      about: { kind: 'COMPANY', id: meridian },
      messageCount: 1,
      unreadCount: 0,
      location: 'INBOX',
      canReply: true,
    });
    expect(thread.lastMessage.body).toBe('Do you have <b>CRAs</b> for a phase 2 study in zebrafishology?');
    for (const member of [vendorAdmin, vendorMember]) {
      const page = (await c.list(member, 'box=COMPANY')).json<Page<ThreadDto>>();
      expect(page.content.map((x) => x.id)).toEqual([thread.id]);
      expect(page.content[0]).toMatchObject({
        unreadCount: 1,
        canReply: true,
        participants: [{ name: 'Sophia Reyes' }],
      });
      expect((await c.list(member)).json<Page<ThreadDto>>().totalElements).toBe(0);
      expect(await c.counts(member)).toEqual({ inbox: 0, companyInbox: 1 });
    }
    expect((await c.list(sponsor)).json<Page<ThreadDto>>().content.map((x) => x.id)).toEqual([thread.id]);
    expect(await c.counts(sponsor)).toEqual({ inbox: 0, companyInbox: 0 });
  });

  it('answers 404 to a third company on every thread route and shows it nothing', async () => {
    const id = thread.id;
    // One after the other: the persona's first call links its token, which concurrent calls would race.
    const calls = [
      () => t.request({ url: `/v1/messages/threads/${id}`, token: outsider }),
      () => t.request({ url: `/v1/messages/threads/${id}/messages`, token: outsider }),
      () => c.reply(outsider, id, 'hello'),
      () =>
        t.request({ method: 'PUT', url: `/v1/messages/threads/${id}/read`, token: outsider, payload: { read: true } }),
      () =>
        t.request({
          method: 'PUT',
          url: `/v1/messages/threads/${id}/location`,
          token: outsider,
          payload: { location: 'ARCHIVE' },
        }),
    ];
    const missing = await t.request({ url: '/v1/messages/threads/999999', token: outsider });
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    for (const query of ['', 'box=COMPANY', 'q=zebrafishology', 'box=COMPANY&q=zebrafishology']) {
      expect((await c.list(outsider, query)).json<Page<ThreadDto>>().totalElements).toBe(0);
    }
  });

  it('finds a word of a message or subject only for users who may read the thread', async () => {
    const ids = async (token: string, query: string) =>
      (await c.list(token, query)).json<Page<ThreadDto>>().content.map((x) => x.id);
    expect(await ids(sponsor, 'q=zebrafishology')).toEqual([thread.id]);
    expect(await ids(vendorMember, 'box=COMPANY&q=zebrafishology')).toEqual([thread.id]);
    expect(await ids(vendorMember, 'box=COMPANY&q=oncology')).toEqual([thread.id]);
    expect(await ids(vendorMember, 'box=COMPANY&q=cardiology')).toEqual([]);
    expect(await ids(c.token('sponsor.member@demo.test'), 'q=zebrafishology')).toEqual([]);
  });

  it('makes a replying member a participant, and unread counts follow reads and replies', async () => {
    t.clock.advance(60_000);
    const reply = await c.replyOk(vendorMember, thread.id, 'Yes, <script>alert(1)</script> we do.');
    expect(reply).toMatchObject({ body: 'Yes, <script>alert(1)</script> we do.', isMine: true });
    expect(reply.author).toMatchObject({ name: 'Priya Natarajan', company: { id: meridian } });
    expect((await c.thread(sponsor, thread.id)).json<ThreadDto>()).toMatchObject({ unreadCount: 1, messageCount: 2 });
    expect(await c.counts(sponsor)).toEqual({ inbox: 1, companyInbox: 0 });
    expect((await c.list(vendorMember)).json<Page<ThreadDto>>().content.map((x) => x.id)).toEqual([thread.id]);
    expect(await c.counts(vendorMember)).toEqual({ inbox: 0, companyInbox: 0 });
    const read = await t.request({
      method: 'PUT',
      url: `/v1/messages/threads/${thread.id}/read`,
      token: sponsor,
      payload: { read: true },
    });
    expect(read.json<ThreadDto>().unreadCount).toBe(0);
    expect(await c.counts(sponsor)).toEqual({ inbox: 0, companyInbox: 0 });
    const unread = await t.request({
      method: 'PUT',
      url: `/v1/messages/threads/${thread.id}/read`,
      token: sponsor,
      payload: { read: false },
    });
    expect(unread.json<ThreadDto>().unreadCount).toBe(1);
    const onlyUnread = (await c.list(sponsor, 'unreadOnly=true')).json<Page<ThreadDto>>();
    expect(onlyUnread.content.map((x) => x.id)).toEqual([thread.id]);
  });

  it('lists messages newest first in pages', async () => {
    const page = (await t.request({ url: `/v1/messages/threads/${thread.id}/messages?size=1`, token: sponsor })).json<
      Page<MessageDto>
    >();
    expect(page.totalElements).toBe(2);
    expect(page.totalPages).toBe(2);
    expect(page.content[0]?.body).toBe('Yes, <script>alert(1)</script> we do.');
    const second = (
      await t.request({ url: `/v1/messages/threads/${thread.id}/messages?size=1&page=1`, token: sponsor })
    ).json<Page<MessageDto>>();
    expect(second.content[0]?.author.name).toBe('Sophia Reyes');
  });

  it('orders threads by latest activity and pages them', async () => {
    const vendorCompany = await c.companyId('Helixa Biotherapeutics');
    t.clock.advance(60_000);
    const second = await c.startOk(vendorAdmin, { toCompanyId: vendorCompany, subject: 'Second', body: 'B' });
    t.clock.advance(60_000);
    const third = await c.startOk(vendorAdmin, { toCompanyId: vendorCompany, subject: 'Third', body: 'C' });
    t.clock.advance(60_000);
    await c.replyOk(vendorAdmin, thread.id, 'Bumps the first thread to the top.');
    const first = (await c.list(vendorAdmin, 'size=2')).json<Page<ThreadDto>>();
    expect(first.content.map((x) => x.id)).toEqual([thread.id, third.id]);
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2 });
    const next = (await c.list(vendorAdmin, 'size=2&page=1')).json<Page<ThreadDto>>();
    expect(next.content.map((x) => x.id)).toEqual([second.id]);
  });

  it('refuses an empty or too long body and subject with a 400 naming the field', async () => {
    const blank = await c.reply(sponsor, thread.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([{ field: 'body', message: 'body must not be empty' }]);
    const long = await c.reply(sponsor, thread.id, 'x'.repeat(10_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('body');
    const subject = await c.start(sponsor, { toCompanyId: meridian, subject: 's'.repeat(201), body: 'ok' });
    expect(subject.statusCode).toBe(400);
    expect(subject.json().details[0].field).toBe('subject');
    expect((await c.reply(sponsor, thread.id, 'x'.repeat(10_000))).statusCode).toBe(201);
  });

  it('refuses every messaging and notification route while impersonating', async () => {
    const target = await t.userId('sponsor.admin@demo.test');
    const admin = t.adminToken();
    const urls = [
      ['GET', '/v1/messages/threads'],
      ['GET', `/v1/messages/threads/${thread.id}`],
      ['POST', `/v1/messages/threads/${thread.id}/messages`],
      ['GET', '/v1/messages/folders'],
      ['GET', '/v1/messages/unread-counts'],
      ['GET', '/v1/notifications'],
      ['GET', '/v1/notifications/unread-count'],
      ['POST', '/v1/notifications/read-all'],
      ['GET', `/v1/companies/${meridian}/contact-availability`],
    ] as const;
    for (const [method, url] of urls) {
      const res = await t.request({ method, url, token: admin, impersonate: target, payload: { body: 'as them' } });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });
});
