import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { RequestDto, RequestSummaryDto } from './requests.schemas.js';
import { requestsClient } from './requests.testing.js';

const titles = (body: { content: RequestSummaryDto[] }) => body.content.map((r) => r.title);

describe.each(testDatabaseKinds(import.meta.url))('requests: lists and reading (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof requestsClient>;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = requestsClient(t);
    const admin = t.tokenFor('sponsor.admin@demo.test');
    const member = t.tokenFor('sponsor.member@demo.test');
    const meridian = await c.companyId('Meridian Clinical Research');
    ids = {};
    const post = async (token: string, name: string, payload: Record<string, unknown>) => {
      ids[name] = (await c.createOk(token, payload)).id;
      t.clock.advance(60_000);
    };
    await post(admin, 'public site', { ...(await c.site({ title: 'Oncology sites in Boston' })), publish: true });
    await post(admin, 'draft', { kind: 'SITE', title: 'Draft idea', responseDeadline: '2026-04-01', publish: false });
    await post(admin, 'invited', {
      ...(await c.site({ title: 'Invited monitoring sites', visibility: 'INVITED', invitedCompanyIds: [meridian] })),
      publish: true,
    });
    await post(member, 'colleague', {
      ...(await c.site(
        { title: 'Cardiology sites', therapeuticAreaIds: [await c.refId('THERAPEUTIC_AREAS', 'Cardiology')] },
        '2026-03-20',
      )),
      publish: true,
    });
    await post(member, 'colleague draft', {
      kind: 'SITE',
      title: 'Colleague draft',
      responseDeadline: '2026-04-01',
      publish: false,
    });
  });
  afterAll(async () => t.close());

  it('lists ALL (no drafts of others), MY (with drafts) and COLLEAGUES for the poster', async () => {
    const admin = t.tokenFor('sponsor.admin@demo.test');
    expect(titles((await c.list(admin)).json())).toEqual([
      'Cardiology sites',
      'Invited monitoring sites',
      'Oncology sites in Boston',
    ]);
    // Drafts first (not published yet), then newest published.
    expect(titles((await c.list(admin, 'scope=MY')).json())).toEqual([
      'Draft idea',
      'Invited monitoring sites',
      'Oncology sites in Boston',
    ]);
    expect(titles((await c.list(admin, 'scope=COLLEAGUES')).json())).toEqual(['Colleague draft', 'Cardiology sites']);
    const page = (await c.list(admin, 'scope=MY&size=2&page=1')).json();
    expect(page).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
  });

  it('shows an invited request to the invited company only', async () => {
    const vendor = t.tokenFor('vendor.admin@demo.test');
    expect(titles((await c.list(vendor)).json())).toContain('Invited monitoring sites');
    const other = t.tokenFor('sponsor.nointerests@demo.test');
    expect(titles((await c.list(other)).json())).not.toContain('Invited monitoring sites');
    expect((await c.get(other, ids['invited'] ?? 0)).statusCode).toBe(404);
    expect((await c.get(other, ids['draft'] ?? 0)).statusCode).toBe(404);
  });

  it('filters by kind, therapeutic area, deadline and words, and sorts by deadline', async () => {
    const token = t.tokenFor('vendor.admin@demo.test');
    const cardiology = await c.refId('THERAPEUTIC_AREAS', 'Cardiology');
    expect(titles((await c.list(token, `therapeuticAreaIds=${cardiology}`)).json())).toEqual(['Cardiology sites']);
    expect(titles((await c.list(token, 'kind=SERVICE')).json())).toEqual([]);
    expect(titles((await c.list(token, 'deadlineTo=2026-03-31')).json())).toEqual(['Cardiology sites']);
    expect(titles((await c.list(token, 'q=boston')).json())).toEqual(['Oncology sites in Boston']);
    expect(titles((await c.list(token, 'sort=responseDeadline,ASC')).json())[0]).toBe('Cardiology sites');
    expect((await c.list(token, 'sort=title,ASC')).statusCode).toBe(400);
  });

  it('gives visitors and users without a plan open public teasers only', async () => {
    // A visitor's scope is ignored; a user without a plan lists ALL as teasers.
    for (const [token, query] of [
      [undefined, 'scope=MY'],
      [t.tokenFor('new.user@demo.test'), ''],
    ] as const) {
      const list = (await c.list(token, query)).json();
      expect(titles(list)).toEqual(['Cardiology sites', 'Oncology sites in Boston']);
      expect(list.content[0]).toEqual({
        id: ids['colleague'],
        kind: 'SITE',
        status: 'OPEN',
        title: 'Cardiology sites',
        responseDeadline: '2026-03-20',
        publishedAt: expect.any(String),
        teaser: true,
        visibility: null,
        company: null,
        references: null,
        countries: null,
        responseCount: null,
        myResponseStatus: null,
        isOwnCompany: false,
      });
      const detail = (await c.get(token, ids['public site'] ?? 0)).json<RequestDto>();
      expect(detail).toMatchObject({ teaser: true, description: null, company: null, canEdit: false });
      expect((await c.get(token, ids['invited'] ?? 0)).statusCode).toBe(404);
    }
  });

  it('gives members with a plan full summaries with the company and references', async () => {
    const list = (await c.list(t.tokenFor('site.admin@demo.test'))).json();
    expect(list.content[0]).toMatchObject({
      teaser: false,
      company: { name: 'Helixa Biotherapeutics', alias: expect.any(String) },
      responseCount: 0,
      myResponseStatus: null,
    });
    expect(list.content[0].references.map((r: { name: string }) => r.name)).toContain('Cardiology');
  });
});
