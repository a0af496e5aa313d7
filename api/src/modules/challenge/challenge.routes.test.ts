import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import {
  CHALLENGE_EXISTS_MESSAGE,
  DEADLINE_AFTER_REQUEST_MESSAGE,
  DEADLINE_PAST_MESSAGE,
  NOT_INNOVATION_MESSAGE,
  REQUEST_NOT_OPEN_MESSAGE,
} from './challenge.rules.js';
import type { ChallengeDto } from './challenge.schemas.js';
import { challengeClient } from './challenge.testing.js';

const SPONSOR = 'sponsor.admin@demo.test';
const COLLEAGUE = 'sponsor.member@demo.test';
const VENDOR = 'vendor.admin@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('challenges (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof challengeClient>;
  let sponsor: string;
  let vendor: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = challengeClient(t);
    sponsor = t.tokenFor(SPONSOR);
    vendor = t.tokenFor(VENDOR);
  });
  afterAll(async () => t.close());

  const headlines = (res: { json: () => { content: ChallengeDto[] } }) => res.json().content.map((x) => x.headline);

  it('creates a draft only its company sees, publishes it, and lists it by deadline; visitors are not told the sponsor', async () => {
    const requestId = await c.request(sponsor);
    const draft = await c.createOk(sponsor, requestId, c.body({ headline: '  Consent at home  ' }));
    expect(draft).toMatchObject({ status: 'DRAFT', open: false, headline: 'Consent at home', isOwnCompany: true });
    expect(draft.canEdit).toBe(true);
    expect((await c.call(vendor, 'GET', `/v1/challenges/${draft.id}`)).statusCode).toBe(404);
    expect((await c.call(undefined, 'GET', `/v1/challenges/${draft.id}`)).statusCode).toBe(404);
    expect(headlines(await c.list(undefined))).not.toContain('Consent at home');

    const published = await c.call(t.tokenFor(COLLEAGUE), 'POST', `/v1/challenges/${draft.id}/publish`);
    expect(published.json()).toMatchObject({
      status: 'PUBLISHED',
      open: true,
      publishedAt: t.clock.now().toISOString(),
    });

    const visitor = (await c.list(undefined)).json();
    const seen = visitor.content.find((x: ChallengeDto) => x.id === draft.id);
    expect(seen).toMatchObject({ sponsor: null, canEdit: false, therapeuticAreas: [{ name: 'Oncology' }] });
    expect(seen.problemSummary).toContain('\n');
    const member = (await c.call(vendor, 'GET', `/v1/challenges/${draft.id}`)).json();
    expect(member).toMatchObject({ sponsor: { name: 'Helixa Biotherapeutics' }, isOwnCompany: false, canEdit: false });
    // A member without a plan is told as little as a visitor (the requests' rule).
    const noPlan = (await c.call(t.tokenFor('new.user@demo.test'), 'GET', `/v1/challenges/${draft.id}`)).json();
    expect(noPlan.sponsor).toBeNull();

    // Filters, paging and sort.
    const second = await c.request(sponsor, {
      title: 'Wearables',
      therapeuticAreaIds: [await c.refId('THERAPEUTIC_AREAS', 'Neurology')],
    });
    await c.createOk(sponsor, second, c.body({ headline: 'Wearables at home', deadline: '2026-04-01', publish: true }));
    expect(headlines(await c.list(undefined))).toEqual(['Wearables at home', 'Consent at home']);
    expect(headlines(await c.list(undefined, 'sort=deadline,DESC'))).toEqual(['Consent at home', 'Wearables at home']);
    const oncology = await c.refId('THERAPEUTIC_AREAS', 'Oncology');
    expect(headlines(await c.list(undefined, `therapeuticAreaId=${oncology}`))).toEqual(['Consent at home']);
    const paged = (await c.list(undefined, 'size=1&page=1')).json();
    expect(paged).toMatchObject({ totalElements: 2, totalPages: 2, page: 1 });
    expect(paged.content.map((x: ChallengeDto) => x.headline)).toEqual(['Consent at home']);
    expect(headlines(await c.list(undefined, 'state=CLOSED'))).toEqual([]);

    // Closing moves it to the closed list; a past deadline does too.
    const closed = await c.call(sponsor, 'POST', `/v1/challenges/${draft.id}/close`);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', open: false });
    expect(headlines(await c.list(undefined, 'state=CLOSED'))).toEqual(['Consent at home']);
    const now = t.clock.now();
    t.clock.set(new Date('2026-04-02T10:00:00.000Z'));
    try {
      expect(headlines(await c.list(undefined))).toEqual([]);
      expect(headlines(await c.list(undefined, 'state=ALL'))).toEqual(['Consent at home', 'Wearables at home']);
      // Publishing again needs a deadline that has not passed.
      const again = await c.call(sponsor, 'POST', `/v1/challenges/${draft.id}/publish`);
      expect(again.statusCode).toBe(200);
      const reopened = await c.call(sponsor, 'PATCH', `/v1/challenges/${draft.id}`, { deadline: '2026-03-30' });
      expect(reopened.statusCode).toBe(400);
      expect(reopened.json().details).toEqual([{ field: 'deadline', message: DEADLINE_PAST_MESSAGE }]);
    } finally {
      t.clock.set(now);
    }
  });

  it('refuses foreign and missing ids, other kinds, a second challenge, and bad dates with clear messages', async () => {
    const requestId = await c.request(sponsor, { title: 'Digital biomarkers' });
    expect((await c.create(vendor, requestId, c.body())).statusCode).toBe(404);
    expect((await c.create(sponsor, 999999, c.body())).statusCode).toBe(404);

    const site = await c.request(sponsor, {
      kind: 'SITE',
      productIds: undefined,
      problem: undefined,
      stage: undefined,
      publish: false,
    });
    const wrongKind = await c.create(sponsor, site, c.body());
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ code: 'ChallengeNotInnovation', message: NOT_INNOVATION_MESSAGE });

    const past = await c.create(sponsor, requestId, c.body({ deadline: '2026-03-01', publish: true }));
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([{ field: 'deadline', message: DEADLINE_PAST_MESSAGE }]);
    const late = await c.create(sponsor, requestId, c.body({ deadline: '2026-06-01' }));
    expect(late.json().details).toEqual([{ field: 'deadline', message: DEADLINE_AFTER_REQUEST_MESSAGE }]);
    const notADay = await c.create(sponsor, requestId, c.body({ deadline: '2026-02-30' }));
    expect(notADay.json().details[0].field).toBe('deadline');

    // A draft may carry a past deadline; publishing it may not.
    const draft = await c.createOk(sponsor, requestId, c.body({ deadline: '2026-03-01' }));
    const publish = await c.call(sponsor, 'POST', `/v1/challenges/${draft.id}/publish`);
    expect(publish.statusCode).toBe(400);
    expect(publish.json().message).toBe(DEADLINE_PAST_MESSAGE);

    const second = await c.create(sponsor, requestId, c.body());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ChallengeExists', message: CHALLENGE_EXISTS_MESSAGE });
    expect((await c.call(vendor, 'PATCH', `/v1/challenges/${draft.id}`, { prize: 'Mine' })).statusCode).toBe(404);
    expect((await c.call(sponsor, 'POST', `/v1/challenges/${draft.id}/close`)).json().code).toBe(
      'ChallengeNotPublished',
    );
  });

  it('refuses control characters, over-long and blank texts, and a draft request', async () => {
    const requestId = await c.request(sponsor, { title: 'Decentralised imaging' });
    const control = await c.create(sponsor, requestId, c.body({ headline: 'Bad\u0007 bell' }));
    expect(control.statusCode).toBe(400);
    expect(control.json().details[0].field).toBe('headline');
    const long = await c.create(sponsor, requestId, c.body({ problemSummary: 'x'.repeat(2001) }));
    expect(long.json().details[0]).toEqual({
      field: 'problemSummary',
      message: 'problemSummary must be 1 to 2000 characters',
    });
    const blank = await c.create(sponsor, requestId, c.body({ prize: '   ' }));
    expect(blank.json().details).toEqual([{ field: 'prize', message: 'prize must not be empty' }]);

    const draftRequest = await c.request(sponsor, { title: 'Draft request', publish: false });
    const refused = await c.create(sponsor, draftRequest, c.body({ publish: true }));
    expect(refused.json().details).toEqual([{ field: 'requestId', message: REQUEST_NOT_OPEN_MESSAGE }]);
  });

  it('tells the poster about its request, refuses writes while impersonating, and lets anyone read', async () => {
    const requestId = await c.request(sponsor, { title: 'Home nursing scheduling' });
    expect((await c.call(sponsor, 'GET', `/v1/requests/${requestId}/challenge`)).json()).toEqual({
      challenge: null,
      canCreate: true,
    });
    expect((await c.call(vendor, 'GET', `/v1/requests/${requestId}/challenge`)).statusCode).toBe(404);
    const created = await c.createOk(sponsor, requestId, c.body({ publish: true }));
    const mine = (await c.call(sponsor, 'GET', `/v1/requests/${requestId}/challenge`)).json();
    expect(mine).toMatchObject({ challenge: { id: created.id }, canCreate: false });

    const admin = t.adminToken();
    const impersonate = await t.userId(SPONSOR);
    const write = await t.request({
      method: 'PATCH',
      url: `/v1/challenges/${created.id}`,
      token: admin,
      impersonate,
      payload: { prize: 'Changed' },
    });
    expect(write.statusCode).toBe(403);
    const read = await t.request({ url: `/v1/challenges/${created.id}`, token: admin, impersonate });
    expect(read.json()).toMatchObject({ id: created.id, canEdit: false });
  });
});
