import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { messagingClient } from '../messaging/messaging.testing.js';
import { proposalsFixture, respondBody } from '../proposals/proposals.testing.js';
import { requestsClient } from '../requests/requests.testing.js';
import type { HomeCompleteness, HomeDeadlines, HomeWatched, WaitingThreads } from './member-home.schemas.js';

const SPONSOR_ADMIN = 'sponsor.admin@demo.test';
const MEMBER = 'sponsor.member@demo.test';
const VENDOR = 'vendor.admin@demo.test';
const DAY = 86_400_000;

describe.each(testDatabaseKinds(import.meta.url))('the member home (%s)', (kind) => {
  let t: TestApp;
  const home = async <T>(email: string, section: string, impersonate?: number): Promise<T> => {
    const res = await t.request({
      url: `/v1/users/me/home/${section}`,
      ...(impersonate ? { token: t.adminToken(), impersonate } : { token: t.tokenFor(email) }),
    });
    if (res.statusCode !== 200) throw new Error(`${section}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it("lists threads whose last message is another company's, for participants and company-inbox answerers", async () => {
    const m = messagingClient(t);
    const helixa = await m.companyId('Helixa Biotherapeutics');
    const thread = await m.startOk(t.tokenFor(VENDOR), { toCompanyId: helixa, subject: 'Home test 1', body: 'Hi' });
    const waiting = (email: string) => home<WaitingThreads>(email, 'threads?size=20');
    const mine = async (email: string) => (await waiting(email)).items.find((i) => i.threadId === Number(thread.id));
    expect(await mine(MEMBER)).toMatchObject({
      subject: 'Home test 1',
      box: 'COMPANY',
      otherCompany: { name: 'Meridian Clinical Research' },
      unread: true,
    });
    expect(await mine(VENDOR)).toBeUndefined();
    // A colleague answers: nobody at Helixa waits any more, the vendor (a participant) does.
    t.clock.advance(60_000);
    await m.replyOk(t.tokenFor(SPONSOR_ADMIN), Number(thread.id), 'Hello');
    expect(await mine(MEMBER)).toBeUndefined();
    expect(await mine(SPONSOR_ADMIN)).toBeUndefined();
    expect(await mine(VENDOR)).toMatchObject({ box: 'PERSONAL', otherCompany: { name: 'Helixa Biotherapeutics' } });
    t.clock.advance(60_000);
    await m.replyOk(t.tokenFor(VENDOR), Number(thread.id), 'And?');
    expect(await mine(SPONSOR_ADMIN)).toMatchObject({ box: 'PERSONAL', unread: true });
    expect(await mine(MEMBER)).toMatchObject({ box: 'COMPANY' });
    // Only the chosen members answer the company inbox: sponsor.member no longer waits on it.
    const settings = await t.request({
      method: 'PUT',
      url: `/v1/companies/${helixa}/inbox-settings`,
      token: t.tokenFor(SPONSOR_ADMIN),
      payload: { replyPolicy: 'CHOSEN_MEMBERS', replierUserIds: [await t.userId(SPONSOR_ADMIN)] },
    });
    expect(settings.statusCode).toBe(200);
    expect(await mine(MEMBER)).toBeUndefined();
    const all = await waiting(SPONSOR_ADMIN);
    expect(all.total).toBeGreaterThanOrEqual(all.items.length);
    expect(all.items.map((i) => i.lastMessageAt)).toEqual([...all.items.map((i) => i.lastMessageAt)].sort().reverse());
  });

  it("lists the company's open requests (own first) with response counts, and its responses with deadlines", async () => {
    const f = proposalsFixture(t);
    const due = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
    const memberId = await t.userId(MEMBER);
    const colleagues = await f.request(SPONSOR_ADMIN, { title: 'Colleague request', responseDeadline: due(2) });
    const own = await f.request(MEMBER, { title: 'Own request', responseDeadline: due(3), createdByUserId: memberId });
    const responded = await f.call(VENDOR, 'POST', `/v1/requests/${own.id}/responses`, respondBody());
    expect(responded.statusCode).toBe(201);

    const sponsor = await home<HomeDeadlines>(MEMBER, 'deadlines');
    expect(sponsor.requests.slice(0, 2)).toMatchObject([
      { requestId: own.id, title: 'Own request', mine: true, responseCount: 1, responseDeadline: due(3) },
      { requestId: colleagues.id, mine: false, responseCount: 0, responseDeadline: due(2) },
    ]);
    expect(sponsor.openRequestCount).toBe(2);
    const vendor = await home<HomeDeadlines>(VENDOR, 'deadlines');
    expect(vendor.responses[0]).toMatchObject({
      requestId: own.id,
      requestTitle: 'Own request',
      requestStatus: 'OPEN',
      responseDeadline: due(3),
      status: 'SUBMITTED',
      mine: true,
      poster: { name: 'Helixa Biotherapeutics' },
    });
    expect(vendor.requests).toEqual([]);
  });

  it('counts watched companies and lists their watch updates, traced to the company', async () => {
    const r = requestsClient(t);
    const helixa = await r.companyId('Helixa Biotherapeutics');
    const vendor = t.tokenFor(VENDOR);
    expect(await home<HomeWatched>(VENDOR, 'watched')).toEqual({ folderCount: 0, companyCount: 0, changes: [] });
    const made = await t.request({
      method: 'POST',
      url: '/v2/watchlists/folders',
      token: vendor,
      payload: { name: 'Sponsors' },
    });
    const folderId = (made.json().folders as { id: number; name: string }[]).find((f) => f.name === 'Sponsors')?.id;
    const added = await t.request({
      method: 'POST',
      url: `/v2/watchlists/folders/${folderId}/companies`,
      token: vendor,
      payload: { companyIds: [helixa] },
    });
    expect(added.statusCode).toBe(200);
    const request = await r.createOk(t.tokenFor(MEMBER), {
      ...(await r.site({ title: 'Watched sites request' })),
      publish: true,
    });
    await t.jobs.drain();
    const watched = await home<HomeWatched>(VENDOR, 'watched');
    expect(watched).toMatchObject({ folderCount: 1, companyCount: 1 });
    // Told once, by whichever job came first: the watch update, or matchmaking (Meridian's offer
    // matches the request; the queue runs the two side by side). The home shows either.
    expect(watched.changes).toHaveLength(1);
    const [change] = watched.changes ?? [];
    expect(change).toMatchObject({
      link: `/requests/${request.id}`,
      company: { id: helixa, alias: 'helixa-biotherapeutics' },
    });
    expect([
      'WATCHED_COMPANY_REQUEST: Helixa Biotherapeutics published a request: Watched sites request',
      'REQUEST_MATCH: New clinical trial site request matching Meridian Clinical Research: Watched sites request',
    ]).toContain(`${change?.kind}: ${change?.title}`);
    // Removed from the folder: its changes leave the home too.
    await t.request({ method: 'DELETE', url: `/v2/watchlists/folders/${folderId}/companies/${helixa}`, token: vendor });
    expect(await home<HomeWatched>(VENDOR, 'watched')).toMatchObject({ companyCount: 0, changes: [] });
  });

  it("says how complete the profile and interests are, as the user's row and the interests route do", async () => {
    for (const email of [SPONSOR_ADMIN, 'sponsor.nointerests@demo.test']) {
      const { interests, profile } = await home<HomeCompleteness>(email, 'completeness');
      const answer = (await t.request({ url: '/v1/users/interests', token: t.tokenFor(email) })).json();
      expect(interests.complete).toBe(answer.complete);
      const lists = ['therapeuticAreas', 'services', 'products', 'regions', 'trialPhasesSupported'];
      const done = lists.filter((key) => answer[key].length > 0).length;
      expect(interests.percent).toBe(Math.floor((done * 100) / 5));
      const user = (await t.request({ url: `/v1/users/${await t.userId(email)}`, token: t.tokenFor(email) })).json();
      const byKey = Object.fromEntries(profile.items.map((item) => [item.key, item.done]));
      expect(byKey).toMatchObject({
        JOB_TITLE: Boolean(user.jobTitle),
        PHONE: Boolean(user.phone),
        PICTURE: Boolean(user.pictureUrl),
      });
      expect(profile.percent).toBe(Math.floor((profile.items.filter((i) => i.done).length * 100) / 6));
    }
  });

  it('refuses threads and deadlines while impersonating, hides the watch updates, and checks size', async () => {
    const target = await t.userId(MEMBER);
    for (const section of ['threads', 'deadlines']) {
      const res = await t.request({ url: `/v1/users/me/home/${section}`, token: t.adminToken(), impersonate: target });
      expect(res.statusCode).toBe(403);
    }
    expect((await home<HomeWatched>(MEMBER, 'watched', target)).changes).toBeNull();
    expect((await home<HomeCompleteness>(MEMBER, 'completeness', target)).profile.items).toHaveLength(6);
    for (const size of ['0', '21', 'x']) {
      const res = await t.request({ url: `/v1/users/me/home/threads?size=${size}`, token: t.tokenFor(MEMBER) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('size must be a whole number from 1 to 20');
    }
    expect((await t.request({ url: '/v1/users/me/home/threads' })).statusCode).toBe(401);
  });
});

describe('the member home on the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  it('shows sponsor.member and vendor.admin something in every section', async () => {
    for (const email of [MEMBER, VENDOR]) {
      const get = async <T>(section: string) =>
        (await t.request({ url: `/v1/users/me/home/${section}`, token: t.tokenFor(email) })).json<T>();
      expect((await get<WaitingThreads>('threads')).total, email).toBeGreaterThan(0);
      const deadlines = await get<HomeDeadlines>('deadlines');
      const dates = [...deadlines.requests, ...deadlines.responses].map((item) => item.responseDeadline);
      const soon = new Date(t.clock.now().getTime() + 7 * DAY).toISOString().slice(0, 10);
      expect(
        dates.some((date) => date <= soon),
        email,
      ).toBe(true);
      expect((await get<HomeWatched>('watched')).changes?.length, email).toBeGreaterThan(0);
      const unread = await t.request({ url: '/v1/notifications/unread-count', token: t.tokenFor(email) });
      expect(unread.json().count, email).toBeGreaterThan(0);
    }
  });
});
