import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../events/event-bus.js';
import {
  createFakeIdentityAdmin,
  createTestApp,
  registerThroughApi,
  type TestApp,
  testDatabaseKinds,
} from '../../testing/index.js';
import { messagingClient } from '../messaging/messaging.testing.js';
import type { NotificationDto } from './notification.repository.js';

interface NotificationPage {
  content: NotificationDto[];
  totalElements: number;
  unreadCount: number;
}

describe.each(testDatabaseKinds(import.meta.url))('notifications and live events (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof messagingClient>;
  let received: Map<string, LiveEvent[]>;
  const people = ['sponsor.admin', 'sponsor.member', 'vendor.admin', 'vendor.member', 'sponsor.nointerests'];
  beforeAll(async () => {
    t = await createTestApp({ kind, identityAdmin: createFakeIdentityAdmin() });
    c = messagingClient(t);
    received = new Map();
    for (const person of people) {
      const events: LiveEvent[] = [];
      received.set(person, events);
      t.app.deps.events.subscribe(await t.userId(`${person}@demo.test`), (e) => events.push(e));
    }
  });
  afterAll(async () => t.close());

  const token = (person: string) => c.token(`${person}@demo.test`);
  const page = async (person: string, query = '') =>
    (await t.request({ url: `/v1/notifications?${query}`, token: token(person) })).json<NotificationPage>();
  const kinds = (person: string) => (received.get(person) ?? []).map((e) => e.kind);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('notifies the addressed company on a new thread and publishes MESSAGE_CREATED to its readers', async () => {
    const thread = await c.startOk(token('sponsor.admin'), {
      toCompanyId: await c.companyId('Meridian Clinical Research'),
      subject: 'Site feasibility',
      body: 'Could we talk about feasibility next week?',
    });
    await settle();
    for (const member of ['vendor.admin', 'vendor.member']) {
      const mine = await page(member);
      expect(mine.unreadCount).toBe(1);
      expect(mine.content[0]).toMatchObject({
        kind: 'NEW_THREAD',
        title: 'New message from Helixa Biotherapeutics: Site feasibility',
        body: 'Could we talk about feasibility next week?',
        link: `/dashboard/company-inbox/${thread.id}`,
        readAt: null,
      });
      expect(kinds(member)).toEqual(['MESSAGE_CREATED', 'NOTIFICATION_CREATED']);
    }
    expect(kinds('sponsor.admin')).toEqual(['MESSAGE_CREATED']);
    expect((await page('sponsor.admin')).totalElements).toBe(0);
    expect(kinds('sponsor.member')).toEqual([]);
    expect(kinds('sponsor.nointerests')).toEqual([]);

    t.clock.advance(1000);
    await c.replyOk(token('vendor.member'), thread.id, 'Yes, Tuesday works.');
    await settle();
    const sponsorPage = await page('sponsor.admin');
    expect(sponsorPage.content[0]).toMatchObject({
      kind: 'NEW_REPLY',
      link: `/dashboard/inbox/${thread.id}`,
      body: 'Yes, Tuesday works.',
    });
    expect((await page('vendor.admin')).content[0]).toMatchObject({
      kind: 'NEW_REPLY',
      link: `/dashboard/company-inbox/${thread.id}`,
    });
    expect((await page('vendor.member')).totalElements).toBe(1);
    expect(kinds('sponsor.nointerests')).toEqual([]);
    const created = (received.get('sponsor.admin') ?? []).filter((e) => e.kind === 'MESSAGE_CREATED');
    expect(created.map((e) => e.threadId)).toEqual([thread.id, thread.id]);

    await t.request({
      method: 'PUT',
      url: `/v1/messages/threads/${thread.id}/read`,
      token: token('sponsor.admin'),
      payload: { read: true },
    });
    await settle();
    expect(kinds('sponsor.admin').at(-1)).toBe('THREAD_READ');
    expect(kinds('vendor.admin')).not.toContain('THREAD_READ');
  });

  it('marks one notification read and unread, then all, for its owner only', async () => {
    const [first] = (await page('vendor.admin')).content;
    const url = `/v1/notifications/${first?.id ?? 0}/read`;
    const foreign = await t.request({ method: 'PUT', url, token: token('vendor.member'), payload: { read: true } });
    expect(foreign.statusCode).toBe(404);
    const read = await t.request({ method: 'PUT', url, token: token('vendor.admin'), payload: { read: true } });
    expect(read.json()).toMatchObject({ notification: { id: first?.id, readAt: expect.any(String) }, unreadCount: 1 });
    await settle();
    expect(kinds('vendor.admin').at(-1)).toBe('NOTIFICATION_READ');
    expect((await page('vendor.admin', 'unreadOnly=true')).totalElements).toBe(1);
    const unread = await t.request({ method: 'PUT', url, token: token('vendor.admin'), payload: { read: false } });
    expect(unread.json()).toMatchObject({ notification: { readAt: null }, unreadCount: 2 });
    const all = await t.request({
      method: 'POST',
      url: '/v1/notifications/read-all',
      token: token('vendor.admin'),
      payload: {},
    });
    expect(all.json()).toEqual({ unreadCount: 0 });
    const count = await t.request({ url: '/v1/notifications/unread-count', token: token('vendor.admin') });
    expect(count.json()).toEqual({ count: 0 });
    expect((await page('vendor.member')).unreadCount).toBe(1);
  });

  it("notifies the company's admins of a join request", async () => {
    await registerThroughApi(t, 'joiner@helixabio.example', {
      firstName: 'June',
      company: { id: await c.companyId('Helixa Biotherapeutics') },
    });
    await settle();
    expect((await page('sponsor.admin')).content[0]).toMatchObject({
      kind: 'JOIN_REQUEST',
      title: 'June Tester asks to join Helixa Biotherapeutics',
      link: '/dashboard',
    });
    expect(kinds('sponsor.admin').at(-1)).toBe('NOTIFICATION_CREATED');
    expect((await page('sponsor.member')).totalElements).toBe(0);
  });
});
