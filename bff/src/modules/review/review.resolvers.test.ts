import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const NOT_PARTNER = 'You can review only companies you have recorded as contracted partners.';
const review = {
  id: 4,
  companyId: 9,
  reviewer: { companyId: 2, name: 'Helixa Biotherapeutics', alias: 'helixa-biotherapeutics' },
  quality: 5,
  timeliness: 4,
  communication: 4,
  value: 3,
  rating: 4,
  title: 'Good partner',
  body: 'They monitored our sites carefully.',
  reply: null,
  repliedAt: null,
  reported: false,
  hidden: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const input = { quality: 5, timeliness: 4, communication: 4, value: 3, title: 'Good partner', body: review.body };

const WRITE = `mutation($companyId: ID!, $input: ReviewInput!) {
  writeReview(companyId: $companyId, input: $input) {
    review { id verified rating writtenBy { id name } }
    errors { code field message }
  }
}`;
const REPLY = `mutation($id: ID!) { replyToReview(id: $id, reply: "Thanks") { review { id reply } errors { code field message } } }`;

describe('reviews through the bff', () => {
  let h: Harness;
  const admin = new CookieJar();
  const member = new CookieJar();
  beforeAll(async () => {
    const adminUser = buildUser({ id: 1, email: 'vendor.admin@demo.test', role: 'COMPANY_ADMIN' });
    const memberUser = buildUser({ id: 2, email: 'vendor.member@demo.test', role: 'MEMBER' });
    h = await startHarness({ users: [adminUser, memberUser] });
    await h.signIn(adminUser.email, { jar: admin });
    await h.signIn(memberUser.email, { jar: member });
  });
  afterAll(() => h.close());

  it('writes a review and answers it as a verified review with string ids', async () => {
    let sent: unknown;
    h.api.routes.on('post', '/companies/{id}/reviews', (request) => {
      sent = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
      return [200, review];
    });
    const { data, errors } = await h.gql(WRITE, { companyId: '9', input }, { jar: member });
    expect(errors).toBeUndefined();
    expect(sent).toEqual(input);
    expect(data).toEqual({
      writeReview: {
        review: { id: '4', verified: true, rating: 4, writtenBy: { id: '2', name: 'Helixa Biotherapeutics' } },
        errors: [],
      },
    });
  });

  it("puts the api's refusals in the payload at their fields: not a partner, a star out of range", async () => {
    h.api.routes.on('post', '/companies/{id}/reviews', () => [403, { code: 'ReviewNotPartner', message: NOT_PARTNER }]);
    expect((await h.gql(WRITE, { companyId: '9', input }, { jar: member })).data).toEqual({
      writeReview: { review: null, errors: [{ code: 'REVIEW_NOT_PARTNER', field: 'companyId', message: NOT_PARTNER }] },
    });
    const message = 'quality must be a whole number of stars from 1 to 5';
    h.api.routes.on('post', '/companies/{id}/reviews', () => [
      400,
      { code: 400, message, details: [{ field: 'quality', message }] },
    ]);
    expect((await h.gql(WRITE, { companyId: '9', input: { ...input, quality: 9 } }, { jar: member })).data).toEqual({
      writeReview: { review: null, errors: [{ code: 'BAD_USER_INPUT', field: 'quality', message }] },
    });
    expect((await h.gql(WRITE, { companyId: 'x', input }, { jar: member })).data).toEqual({
      writeReview: {
        review: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'companyId', message: 'companyId is not a valid id.' }],
      },
    });
  });

  it('lets company admins reply (MANAGE_REVIEWS) and refuses members before calling the api', async () => {
    let calls = 0;
    h.api.routes.on('put', '/reviews/{id}/reply', () => {
      calls += 1;
      return [200, { ...review, reply: 'Thanks', repliedAt: '2026-11-02T10:00:00.000Z' }];
    });
    expect((await h.gql(REPLY, { id: '4' }, { jar: admin })).data).toEqual({
      replyToReview: { review: { id: '4', reply: 'Thanks' }, errors: [] },
    });
    const refused = await h.gql(REPLY, { id: '4' }, { jar: member });
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(calls).toBe(1);
  });
});
