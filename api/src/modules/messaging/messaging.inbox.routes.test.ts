import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { ThreadDto } from './messaging.schemas.js';
import { messagingClient } from './messaging.testing.js';

interface Page<T> {
  content: T[];
  totalElements: number;
}

// The inbox's fast paths (docs/inbox-benchmark.md): the participants' sort key, the thread search
// document, and unread from the thread's latest message.
describe.each(testDatabaseKinds(import.meta.url))('messaging inbox order, search and unread (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof messagingClient>;
  let sponsor: string;
  let vendor: string;
  let alpha: ThreadDto;
  let beta: ThreadDto;
  const ids = async (token: string, query = '') =>
    (await c.list(token, query)).json<Page<ThreadDto>>().content.map((x) => x.id);
  const markRead = async (token: string, id: number, read: boolean) =>
    (
      await t.request({ method: 'PUT', url: `/v1/messages/threads/${id}/read`, token, payload: { read } })
    ).json<ThreadDto>();

  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = messagingClient(t);
    sponsor = c.token('sponsor.admin@demo.test');
    vendor = c.token('vendor.member@demo.test');
    const meridian = await c.companyId('Meridian Clinical Research');
    alpha = await c.startOk(sponsor, { toCompanyId: meridian, subject: 'Alpha kickoff', body: 'First covid-19 note.' });
    t.clock.advance(60_000);
    beta = await c.startOk(sponsor, { toCompanyId: meridian, subject: 'Beta', body: 'Nothing else here.' });
  });
  afterAll(async () => t.close());

  it('moves a thread to the top of every participant inbox when someone replies', async () => {
    expect(await ids(sponsor)).toEqual([beta.id, alpha.id]);
    t.clock.advance(60_000);
    await c.replyOk(vendor, alpha.id, 'A pharmacovigilance answer.');
    expect(await ids(sponsor)).toEqual([alpha.id, beta.id]);
    expect(await ids(vendor)).toEqual([alpha.id]);
    expect(await ids(vendor, 'box=COMPANY')).toEqual([alpha.id, beta.id]);
    expect(await ids(sponsor, 'unreadOnly=true')).toEqual([alpha.id]);
  });

  it('searches the subject and all messages of a thread together, phrases in order', async () => {
    expect(await ids(sponsor, 'q=kickoff+pharmacovigilance')).toEqual([alpha.id]);
    expect(await ids(sponsor, `q=${encodeURIComponent('"covid-19 note"')}`)).toEqual([alpha.id]);
    expect(await ids(sponsor, `q=${encodeURIComponent('"note covid"')}`)).toEqual([]);
    expect(await ids(sponsor, 'q=covid-19')).toEqual([alpha.id]);
    expect(await ids(sponsor, `q=${encodeURIComponent('-pharmacovigilance')}`)).toEqual([beta.id]);
    expect(await ids(sponsor, 'q=else+or+kickoff')).toEqual([alpha.id, beta.id]);
    expect(await ids(sponsor, 'q=absentword')).toEqual([]);
  });

  it('marks unread from the latest message by someone else, and not when the latest is the caller’s', async () => {
    expect((await markRead(sponsor, alpha.id, true)).unreadCount).toBe(0);
    expect((await markRead(sponsor, alpha.id, false)).unreadCount).toBe(1);
    expect(await c.counts(sponsor)).toEqual({ inbox: 1, companyInbox: 0 });
    t.clock.advance(60_000);
    await c.replyOk(sponsor, alpha.id, 'Thanks.');
    expect((await markRead(sponsor, alpha.id, false)).unreadCount).toBe(0);
    expect(await c.counts(sponsor)).toEqual({ inbox: 0, companyInbox: 0 });
    expect(await ids(sponsor, 'unreadOnly=true')).toEqual([]);
    t.clock.advance(60_000);
    await c.replyOk(vendor, alpha.id, 'You are welcome.');
    expect((await c.thread(sponsor, alpha.id)).json<ThreadDto>().unreadCount).toBe(1);
    expect(await c.counts(sponsor)).toEqual({ inbox: 1, companyInbox: 0 });
  });

  it('reads the notifications of a thread with it, so one message is cleared once (issue 26)', async () => {
    const unreadNotifications = async () =>
      (await t.request({ url: '/v1/notifications/unread-count', token: sponsor })).json<{ count: number }>().count;
    await c.replyOk(vendor, beta.id, 'A reply the sponsor is told about.');
    const before = await unreadNotifications();
    expect(before).toBeGreaterThan(0);
    await markRead(sponsor, beta.id, true);
    expect(await unreadNotifications()).toBeLessThan(before);
    const page = (await t.request({ url: '/v1/notifications?size=50', token: sponsor })).json<{
      content: { subjectKind: string | null; subjectId: number | null; readAt: string | null }[];
    }>();
    const aboutBeta = page.content.filter((n) => n.subjectKind === 'THREAD' && n.subjectId === beta.id);
    expect(aboutBeta.length).toBeGreaterThan(0);
    expect(aboutBeta.every((n) => n.readAt !== null)).toBe(true);
  });
});
