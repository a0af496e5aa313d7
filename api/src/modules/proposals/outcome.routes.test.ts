import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/index.js';
import { contractedPartners } from '../partner/index.js';
import { requests } from '../requests/index.js';
import type { RequestResponseDto } from './proposals.schemas.js';
import {
  ATLAS,
  EXPLORER,
  proposalsTestApp,
  respondBody,
  SPONSOR,
  SPONSOR_MEMBER,
  VENDOR,
} from './proposals.testing.js';

type Page = { content: RequestResponseDto[]; totalElements: number; totalPages: number };

describe.each(testDatabaseKinds(import.meta.url))('comparison grid and award (%s)', (kind) => {
  const app = proposalsTestApp(kind);

  /** A request with responses from Meridian ($12,500), Lakeshore (no price) and Atlas ($9,000), a minute apart. */
  async function withResponses() {
    const request = await app.f.request();
    const ids: Record<string, number> = {};
    for (const [email, price] of [
      [VENDOR, 12500],
      [EXPLORER, null],
      [ATLAS, 9000],
    ] as const) {
      const res = await app.f.call(email, 'POST', `/v1/requests/${request.id}/responses`, respondBody({ price }));
      ids[email] = res.json<RequestResponseDto>().id;
      app.t.clock.advance(60_000);
    }
    return { request, ids };
  }
  const grid = async (requestId: number, query = '', email = SPONSOR_MEMBER) =>
    app.f.call(email, 'GET', `/v1/requests/${requestId}/responses${query}`);
  const act = (requestId: number, responseId: number, action: string, payload: unknown = {}, method = 'POST') =>
    app.f.call(SPONSOR, method, `/v1/requests/${requestId}/responses/${responseId}/${action}`, payload);

  it('shows the poster every response with company, partner flag and rating, sorted and paged; 404 to others', async () => {
    const { request, ids } = await withResponses();
    await app.t.database.db
      .insert(contractedPartners)
      .values({ companyId: request.companyId, partnerCompanyId: await app.f.companyOf(VENDOR) })
      .onConflictDoNothing();
    await act(request.id, ids[ATLAS] ?? 0, 'rating', { rating: 4 }, 'PUT');
    const all = (await grid(request.id)).json<Page>();
    expect(all.totalElements).toBe(3);
    expect(all.content.map((r) => r.company.name)).toEqual([
      'Meridian Clinical Research',
      'Lakeshore Research Institute',
      'Atlas Oncology Partners',
    ]);
    expect(all.content[0]).toMatchObject({
      isContractedPartner: true,
      price: 12500,
      company: { roleName: expect.any(String) },
    });
    expect(all.content[2]).toMatchObject({ isContractedPartner: false, posterRating: 4 });
    const byPrice = (await grid(request.id, '?sort=price,DESC')).json<Page>();
    expect(byPrice.content.map((r) => r.price)).toEqual([12500, 9000, null]);
    const byRating = (await grid(request.id, '?sort=rating,DESC&size=1&page=0')).json<Page>();
    expect(byRating).toMatchObject({ totalElements: 3, totalPages: 3, content: [{ posterRating: 4 }] });
    expect((await grid(request.id, '?sort=name,ASC')).statusCode).toBe(400);
    for (const email of [VENDOR, ATLAS]) expect((await grid(request.id, '', email)).statusCode).toBe(404);
    // The responder never sees the poster's rating of it.
    const mine = await app.f.call(ATLAS, 'GET', `/v1/requests/${request.id}/responses/mine`);
    expect(mine.json()).toMatchObject({ posterRating: null, isContractedPartner: false });
  });

  it('shortlists, declines with a reason (told to the responder) and awards, notifying every responder', async () => {
    const { request, ids } = await withResponses();
    const meridian = ids[VENDOR] ?? 0;
    expect((await act(request.id, meridian, 'shortlist')).json()).toMatchObject({ status: 'SHORTLISTED' });
    expect((await act(request.id, meridian, 'unshortlist')).json()).toMatchObject({ status: 'SUBMITTED' });
    expect((await act(request.id, ids[EXPLORER] ?? 0, 'decline', { reason: '  ' })).statusCode).toBe(400);
    const declined = await act(request.id, ids[EXPLORER] ?? 0, 'decline', { reason: 'Outside our regions.' });
    expect(declined.json()).toMatchObject({ status: 'DECLINED', declineReason: 'Outside our regions.' });
    const told = await app.f.notificationsOf(EXPLORER, 'RESPONSE_OUTCOME');
    expect(told.map((n) => n.body)).toContain('Reason: Outside our regions.');
    expect((await act(request.id, ids[EXPLORER] ?? 0, 'award')).json()).toMatchObject({ code: 'ResponseLocked' });
    // Foreign companies, and ids of another request, answer 404.
    expect(
      (await app.f.call(VENDOR, 'POST', `/v1/requests/${request.id}/responses/${meridian}/award`, {})).statusCode,
    ).toBe(404);
    const other = await app.f.request();
    expect((await act(other.id, meridian, 'award')).statusCode).toBe(404);

    const awarded = await act(request.id, meridian, 'award');
    expect(awarded.json()).toMatchObject({ status: 'AWARDED' });
    const rows = (await grid(request.id)).json<Page>().content;
    expect(Object.fromEntries(rows.map((r) => [r.company.name, r.status]))).toEqual({
      'Meridian Clinical Research': 'AWARDED',
      'Lakeshore Research Institute': 'DECLINED',
      'Atlas Oncology Partners': 'NOT_AWARDED',
    });
    const [after] = await app.t.database.db.select().from(requests).where(eq(requests.id, request.id));
    expect(after).toMatchObject({ status: 'AWARDED', closedAt: app.t.clock.now() });
    expect((await app.f.notificationsOf(VENDOR, 'RESPONSE_OUTCOME')).map((n) => n.title)).toContain(
      `Your response was selected: ${request.title}`,
    );
    expect((await app.f.notificationsOf(ATLAS, 'RESPONSE_OUTCOME')).map((n) => n.title)).toContain(
      `Your response was not selected: ${request.title}`,
    );
    expect((await act(request.id, ids[ATLAS] ?? 0, 'award')).json()).toMatchObject({ code: 'AwardNotAllowed' });
    expect((await act(request.id, ids[ATLAS] ?? 0, 'shortlist')).statusCode).toBe(409);
  });

  it('recomputes has_published_requests when the last open public request is awarded', async () => {
    const atlasId = await app.f.companyOf(ATLAS);
    const request = await app.f.request(ATLAS);
    const invited = await app.f.request(ATLAS, { visibility: 'INVITED' });
    const res = await app.f.call(VENDOR, 'POST', `/v1/requests/${request.id}/responses`, respondBody());
    await app.t.database.db.update(requests).set({ status: 'CLOSED' }).where(eq(requests.id, request.id));
    const award = await app.f.call(ATLAS, 'POST', `/v1/requests/${request.id}/responses/${res.json().id}/award`, {});
    expect(award.statusCode).toBe(200);
    expect(invited.status).toBe('OPEN');
    expect(await app.f.hasPublishedRequests(atlasId)).toBe(false);
  });

  it('keeps the rating within 1 to 5 and refuses decisions while an admin acts as the poster', async () => {
    const { request, ids } = await withResponses();
    const url = `/v1/requests/${request.id}/responses/${ids[VENDOR]}`;
    const bad = await app.f.call(SPONSOR, 'PUT', `${url}/rating`, { rating: 6 });
    expect(bad.json()).toMatchObject({ details: [{ field: 'rating', message: 'The rating must be 1 to 5 stars.' }] });
    expect((await app.f.call(SPONSOR, 'PUT', `${url}/rating`, { rating: null })).json()).toMatchObject({
      posterRating: null,
    });
    const acting = { token: app.t.adminToken(), impersonate: await app.t.userId(SPONSOR) };
    expect((await app.t.request({ ...acting, method: 'POST', url: `${url}/award`, payload: {} })).statusCode).toBe(403);
    // Competitors' prices stay the sponsor's: the grid is refused too (spec §6, issue 25).
    expect((await app.t.request({ ...acting, url: `/v1/requests/${request.id}/responses` })).statusCode).toBe(403);
  });
});
