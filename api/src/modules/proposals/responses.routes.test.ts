import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/index.js';
import { messages, messageThreads } from '../messaging/index.js';
import { notifications } from '../notification/index.js';
import type { RequestResponseDto, RequestWorkspaceDto } from './proposals.schemas.js';
import {
  ATLAS,
  EXPLORER,
  proposalsTestApp,
  respondBody,
  SPONSOR,
  SPONSOR_MEMBER,
  VENDOR,
  VENDOR_MEMBER,
} from './proposals.testing.js';

describe.each(testDatabaseKinds(import.meta.url))('responses (%s)', (kind) => {
  const app = proposalsTestApp(kind);
  const respond = (email: string, requestId: number, body: unknown = respondBody()) =>
    app.f.call(email, 'POST', `/v1/requests/${requestId}/responses`, body);

  it('opens a thread to the poster, notifies the poster company once per member, and answers the response', async () => {
    const request = await app.f.request();
    const res = await respond(VENDOR, request.id);
    expect(res.statusCode).toBe(201);
    const dto = res.json<RequestResponseDto>();
    expect(dto).toMatchObject({
      requestId: request.id,
      company: { name: 'Meridian Clinical Research' },
      timeline: 'First patient in 8 weeks',
      price: 12500,
      status: 'SUBMITTED',
      posterRating: null,
    });
    const [thread] = await app.t.database.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, dto.threadId ?? 0));
    expect(thread).toMatchObject({
      subject: `Response: ${request.title}`,
      aboutKind: 'REQUEST',
      aboutId: request.id,
      toCompanyId: request.companyId,
    });
    const [first] = await app.t.database.db
      .select()
      .from(messages)
      .where(eq(messages.threadId, thread?.id ?? 0));
    expect(first?.body).toBe(
      'We run twelve oncology sites with HER2-low experience.\n\nTimeline: First patient in 8 weeks\nPrice: $12,500',
    );
    for (const email of [SPONSOR, SPONSOR_MEMBER]) {
      const userId = await app.t.userId(email);
      const mine = await app.t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      const about = mine.filter((n) => n.subjectId === request.id || n.subjectId === thread?.id);
      // NEW_RESPONSE replaces messaging's NEW_THREAD: one notification, linking the request.
      expect(about.map((n) => [n.kind, n.link])).toEqual([['NEW_RESPONSE', `/requests/${request.id}`]]);
      expect(about[0]?.title).toBe(`Meridian Clinical Research responded to your request: ${request.title}`);
    }
    const again = await respond(VENDOR_MEMBER, request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'AlreadyResponded',
      message: 'Your company has already responded to this request.',
      details: [{ field: 'message' }],
    });
  });

  it('refuses its own request, a closed or past-deadline one, and answers 404 for drafts and foreign invitations', async () => {
    const own = await app.f.request(SPONSOR);
    expect((await respond(SPONSOR_MEMBER, own.id)).json()).toMatchObject({ code: 'OwnRequest' });
    const closed = await app.f.request(SPONSOR, { status: 'CLOSED' });
    const late = await app.f.request(SPONSOR, { responseDeadline: '2026-03-01' });
    for (const r of [closed, late]) {
      const res = await respond(VENDOR, r.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This request no longer accepts responses.' });
    }
    // The deadline's own day still counts.
    const today = await app.f.request(SPONSOR, { responseDeadline: '2026-03-02' });
    expect((await respond(VENDOR, today.id)).statusCode).toBe(201);
    const draft = await app.f.request(SPONSOR, { status: 'DRAFT' });
    const invited = await app.f.request(SPONSOR, { visibility: 'INVITED', invite: [await app.f.companyOf(ATLAS)] });
    for (const r of [draft, invited]) expect((await respond(VENDOR, r.id)).statusCode).toBe(404);
    expect((await respond(ATLAS, invited.id)).statusCode).toBe(201);
    expect((await respond(VENDOR, 999_999)).statusCode).toBe(404);
  });

  it('lets Explorer respond to 3 requests a month, keeps reach-outs apart, and gives 3 again next month', async () => {
    const requests = await Promise.all([1, 2, 3, 4].map(() => app.f.request(SPONSOR)));
    for (const r of requests.slice(0, 3)) expect((await respond(EXPLORER, r.id)).statusCode).toBe(201);
    const workspace = await app.f.call(EXPLORER, 'GET', `/v1/requests/${requests[3]?.id}/workspace`);
    expect(workspace.json<RequestWorkspaceDto>()).toMatchObject({ canRespond: true, explorerResponsesLeft: 0 });
    const fourth = await respond(EXPLORER, requests[3]?.id ?? 0);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      code: 'ExplorerLimit',
      message: 'Explorer responds to up to 3 requests a month. Upgrade to Innovator to respond to more.',
    });
    // Responses are not reach-outs: messaging's three are untouched.
    const meridian = await app.f.companyOf(VENDOR);
    const availability = await app.f.call(EXPLORER, 'GET', `/v1/companies/${meridian}/contact-availability`);
    expect(availability.json()).toMatchObject({ reachOutsLeft: 3 });
    // Withdrawing gives none back.
    expect((await app.f.call(EXPLORER, 'DELETE', `/v1/requests/${requests[0]?.id}/responses/mine`)).statusCode).toBe(
      204,
    );
    expect((await respond(EXPLORER, requests[3]?.id ?? 0)).statusCode).toBe(403);
    app.t.clock.set(new Date('2026-04-01T00:00:00.000Z'));
    expect((await respond(EXPLORER, requests[3]?.id ?? 0)).statusCode).toBe(201);
    app.t.clock.set(new Date('2026-03-02T10:00:00.000Z'));
  });

  it('refuses a company without a plan and an admin acting as a user, and words over-long fields', async () => {
    const request = await app.f.request();
    const none = await respond('new.user@demo.test', request.id);
    expect([403, 404]).toContain(none.statusCode);
    const vendorId = await app.t.userId(VENDOR);
    const acting = await app.t.request({
      method: 'POST',
      url: `/v1/requests/${request.id}/responses`,
      token: app.t.adminToken(),
      impersonate: vendorId,
      payload: respondBody(),
    });
    expect(acting.statusCode).toBe(403);
    const workspace = await app.t.request({
      url: `/v1/requests/${request.id}/workspace`,
      token: app.t.adminToken(),
      impersonate: vendorId,
    });
    expect(workspace.statusCode).toBe(403);
    const long = await respond(VENDOR, request.id, respondBody({ message: 'x'.repeat(5001), price: -1 }));
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual(
      expect.arrayContaining([{ field: 'message', message: 'Your response must be 1 to 5,000 characters.' }]),
    );
    const blank = await respond(VENDOR, request.id, respondBody({ timeline: '   ' }));
    expect(blank.json()).toMatchObject({ details: [{ field: 'timeline' }] });
  });

  it('edits and withdraws the own response while open; the company may then respond again', async () => {
    const request = await app.f.request();
    await respond(VENDOR, request.id);
    const url = `/v1/requests/${request.id}/responses/mine`;
    const edited = await app.f.call(VENDOR_MEMBER, 'PUT', url, respondBody({ price: null, timeline: '10 weeks' }));
    expect(edited.json()).toMatchObject({ price: null, timeline: '10 weeks' });
    expect((await app.f.call(ATLAS, 'GET', url)).statusCode).toBe(404);
    expect((await app.f.call(ATLAS, 'PUT', url, respondBody())).statusCode).toBe(404);
    expect((await app.f.call(VENDOR, 'DELETE', url)).statusCode).toBe(204);
    expect((await app.f.call(VENDOR, 'GET', url)).statusCode).toBe(404);
    expect((await respond(VENDOR, request.id)).statusCode).toBe(201);
  });
});
