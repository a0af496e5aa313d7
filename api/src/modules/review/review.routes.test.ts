import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../company/index.js';
import { addContractedPartner } from '../partner/index.js';
import { createTestApp, type TestApp, testDatabaseKinds, TEST_NOW } from '../../testing/index.js';
import { REVIEW_EXISTS_MESSAGE, REVIEW_NOT_PARTNER_MESSAGE } from './review.limits.js';
import { companyReviewStats } from './review.table.js';

const good = {
  quality: 5,
  timeliness: 4,
  communication: 3,
  value: 4,
  title: 'Good monitoring work',
  body: 'They monitored our sites carefully and reported on time.',
};

describe.each(testDatabaseKinds(import.meta.url))('reviews (%s)', (kind) => {
  let t: TestApp;
  let helixa: string;
  let helixaMember: string;
  let atlas: string;
  let vendorAdmin: string;
  let vendorMember: string;
  let site: string;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp({ kind });
    helixa = t.tokenFor('sponsor.admin@demo.test');
    helixaMember = t.tokenFor('sponsor.member@demo.test');
    atlas = t.tokenFor('sponsor.nointerests@demo.test');
    vendorAdmin = t.tokenFor('vendor.admin@demo.test');
    vendorMember = t.tokenFor('vendor.member@demo.test');
    site = t.tokenFor('site.admin@demo.test');
    for (const [key, name] of [
      ['helixa', 'Helixa Biotherapeutics'],
      ['atlas', 'Atlas Oncology Partners'],
      ['meridian', 'Meridian Clinical Research'],
      ['lakeshore', 'Lakeshore Research Institute'],
      ['cortexa', 'Cortexa Trial Systems'],
    ] as const) {
      const [row] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
      id[key] = row?.id ?? 0;
    }
  });
  afterAll(async () => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });
  const stats = async (companyId: number) =>
    (await t.database.db.select().from(companyReviewStats).where(eq(companyReviewStats.companyId, companyId)))[0];

  it('refuses a review of a company that is not a contracted partner, and of itself', async () => {
    const res = await call(site, 'POST', `/v1/companies/${id.meridian}/reviews`, good);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ReviewNotPartner', message: REVIEW_NOT_PARTNER_MESSAGE });
    expect((await call(helixa, 'POST', `/v1/companies/${id.helixa}/reviews`, good)).json().code).toBe(
      'ReviewNotPartner',
    );
    expect((await call(helixa, 'POST', '/v1/companies/999999/reviews', good)).statusCode).toBe(404);
  });

  it('refuses stars outside 1-5, short or long texts, control characters, with field messages', async () => {
    const url = `/v1/companies/${id.meridian}/reviews`;
    for (const [body, field] of [
      [{ ...good, quality: 0 }, 'quality'],
      [{ ...good, value: 6 }, 'value'],
      [{ ...good, timeliness: 2.5 }, 'timeliness'],
      [{ ...good, body: 'too short' }, 'body'],
      [{ ...good, title: 'x'.repeat(121) }, 'title'],
      [{ ...good, body: 'y'.repeat(4001) }, 'body'],
      [{ ...good, title: 'bad\u0007title' }, 'title'],
    ] as const) {
      const res = await call(atlas, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
    const padded = await call(atlas, 'POST', url, { ...good, body: `   ${'a'.repeat(10)}          ` });
    expect(padded.json().details[0]).toMatchObject({ field: 'body' });
  });

  it('writes a review once per company, keeps stats, lets the company edit it, refuses impersonation', async () => {
    const before = await stats(id.meridian as number);
    expect(before?.reviewCount).toBe(1); // Helixa's seeded review.
    const mine = await call(atlas, 'GET', `/v1/companies/${id.meridian}/reviews/mine`);
    expect(mine.json()).toEqual({ canReview: true, review: null });
    const created = await call(atlas, 'POST', `/v1/companies/${id.meridian}/reviews`, good);
    expect(created.statusCode, created.body).toBe(200);
    const review = created.json();
    expect(review).toMatchObject({ rating: 4, reviewer: { companyId: id.atlas }, reply: null, hidden: false });
    const after = await stats(id.meridian as number);
    expect(after?.reviewCount).toBe(2);
    expect(after?.rating).toBeCloseTo((4.5 + 4) / 2, 2);

    const again = await call(atlas, 'POST', `/v1/companies/${id.meridian}/reviews`, good);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ReviewExists', message: REVIEW_EXISTS_MESSAGE });
    expect((await call(atlas, 'GET', `/v1/companies/${id.meridian}/reviews/mine`)).json()).toMatchObject({
      canReview: false,
      review: { id: review.id },
    });

    const edited = await call(atlas, 'PATCH', `/v1/reviews/${review.id}`, { quality: 1, title: 'Changed my mind' });
    expect(edited.json()).toMatchObject({ quality: 1, rating: 3, title: 'Changed my mind' });
    expect((await stats(id.meridian as number))?.rating).toBeCloseTo((4.5 + 3) / 2, 2);
    // Another company's member cannot edit it (by id).
    expect((await call(helixaMember, 'PATCH', `/v1/reviews/${review.id}`, { quality: 5 })).statusCode).toBe(404);
    expect((await call(vendorAdmin, 'PATCH', `/v1/reviews/${review.id}`, { value: 5 })).statusCode).toBe(404);

    const adminToken = t.adminToken();
    const impersonating = await t.request({
      method: 'PATCH',
      url: `/v1/reviews/${review.id}`,
      token: adminToken,
      impersonate: await t.userId('sponsor.nointerests@demo.test'),
      payload: { quality: 5 },
    });
    expect(impersonating.statusCode).toBe(403);
  });

  it('lists reviews newest first for signed-in callers, and averages for everyone', async () => {
    const anonymous = await t.request({ url: `/v1/companies/${id.meridian}/reviews` });
    expect(anonymous.json()).toMatchObject({ content: [], totalElements: 0 });
    const page = (await call(helixaMember, 'GET', `/v1/companies/${id.meridian}/reviews?size=1`)).json();
    expect(page.totalElements).toBe(2);
    expect(page.content[0].reviewer.companyId).toBe(id.atlas);
    const summary = (await t.request({ url: `/v1/companies/${id.meridian}/review-summary` })).json();
    expect(summary).toMatchObject({ reviewCount: 2, quality: 3 });
    const many = (
      await t.request({ url: `/v1/review-summaries?companyIds=${id.meridian}&companyIds=${id.cortexa}` })
    ).json();
    expect(many.summaries).toEqual([
      { companyId: id.meridian, reviewCount: 2, rating: summary.rating },
      { companyId: id.cortexa, reviewCount: 0, rating: null },
    ]);
  });

  it("lets only the reviewed company's admins reply and report, once per open report", async () => {
    const received = (await call(vendorAdmin, 'GET', '/v1/reviews/received')).json();
    const review = received.content.find((r: { reviewer: { companyId: number } }) => r.reviewer.companyId === id.atlas);
    expect(review).toBeDefined();
    expect((await call(vendorMember, 'GET', '/v1/reviews/received')).statusCode).toBe(403);
    expect((await call(vendorMember, 'PUT', `/v1/reviews/${review.id}/reply`, { reply: 'Hi' })).statusCode).toBe(403);
    expect((await call(atlas, 'PUT', `/v1/reviews/${review.id}/reply`, { reply: 'Hi' })).statusCode).toBe(404);
    expect(
      (await call(vendorAdmin, 'PUT', `/v1/reviews/${review.id}/reply`, { reply: 'x'.repeat(2001) })).json().details[0]
        .field,
    ).toBe('reply');
    const replied = await call(vendorAdmin, 'PUT', `/v1/reviews/${review.id}/reply`, { reply: 'Thanks, noted.' });
    expect(replied.json()).toMatchObject({ reply: 'Thanks, noted.', repliedAt: TEST_NOW.toISOString() });
    expect((await call(vendorAdmin, 'DELETE', `/v1/reviews/${review.id}/reply`)).json()).toMatchObject({ reply: null });

    const reported = await call(vendorAdmin, 'POST', `/v1/reviews/${review.id}/reports`, { reason: 'Not our study' });
    expect(reported.json()).toMatchObject({ reported: true });
    const twice = await call(vendorAdmin, 'POST', `/v1/reviews/${review.id}/reports`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ReviewReported');
    // The reviewer does not learn of the report.
    expect((await call(atlas, 'GET', `/v1/companies/${id.meridian}/reviews/mine`)).json().review.reported).toBe(false);

    const admin = t.adminToken();
    expect((await call(vendorAdmin, 'GET', '/v1/admin/review-reports')).statusCode).toBe(403);
    const reports = (await call(admin, 'GET', '/v1/admin/review-reports')).json();
    const report = reports.content.find((r: { review: { id: number } }) => r.review.id === review.id);
    expect(report).toMatchObject({ reason: 'Not our study', reviewedCompany: { companyId: id.meridian } });
    expect((await call(admin, 'POST', `/v1/admin/review-reports/${report.id}`, { action: 'HIDE' })).statusCode).toBe(
      204,
    );
    expect((await call(admin, 'POST', `/v1/admin/review-reports/${report.id}`, { action: 'HIDE' })).statusCode).toBe(
      404,
    );
    expect((await stats(id.meridian as number))?.reviewCount).toBe(1);
    const visible = (await call(helixa, 'GET', `/v1/companies/${id.meridian}/reviews`)).json();
    expect(visible.totalElements).toBe(1);
    const own = (await call(vendorAdmin, 'GET', '/v1/reviews/received')).json();
    expect(own.content.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      hidden: true,
      reported: false,
    });
  });

  it('lets every member of a partner company write, and drops stats when the last review is hidden', async () => {
    await addContractedPartner(t.database.db, id.lakeshore as number, id.cortexa as number, TEST_NOW);
    const res = await call(site, 'POST', `/v1/companies/${id.cortexa}/reviews`, good);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stats(id.cortexa as number))?.reviewCount).toBe(1);
    const admin = t.adminToken();
    await call(vendorAdmin, 'GET', '/v1/reviews/received');
    const pastdue = t.tokenFor('pastdue.admin@demo.test');
    const reported = await call(pastdue, 'POST', `/v1/reviews/${res.json().id}/reports`, { reason: 'Spam' });
    expect(reported.statusCode, reported.body).toBe(200);
    const reports = (await call(admin, 'GET', '/v1/admin/review-reports')).json();
    const report = reports.content.find((r: { review: { id: number } }) => r.review.id === res.json().id);
    await call(admin, 'POST', `/v1/admin/review-reports/${report.id}`, { action: 'HIDE' });
    expect(await stats(id.cortexa as number)).toBeUndefined();
  });
});
