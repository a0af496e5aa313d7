import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../errors.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { CONTENT_SEEDED_AT } from './content.seed.js';

interface Draft {
  key: string;
  state: string;
  version: number;
  title: string;
  body: string;
  publishedVersion: number | null;
  updatedBy: string | null;
}

describe.each(testDatabaseKinds(import.meta.url))('content: the CMS calls and their editor (%s)', (kind) => {
  let t: TestApp;
  let group: string;
  let member: string;

  const draft = async (key: string) =>
    (await t.request({ url: `/v1/admin/cms/entries/${key}`, token: group })).json<Draft>();
  const save = (key: string, payload: Record<string, unknown>, token = group) =>
    t.request({ method: 'PUT', url: `/v1/admin/cms/entries/${key}/draft`, token, payload });
  const publish = (key: string, version: number, token = group) =>
    t.request({ method: 'POST', url: `/v1/admin/cms/entries/${key}/publish`, token, payload: { version } });

  beforeAll(async () => {
    t = await createTestApp({ kind });
    group = t.adminToken();
    member = t.tokenFor('sponsor.member@demo.test');
  });
  afterAll(async () => t.close());

  it('serves the seeded pages, banners and roles without a bearer token', async () => {
    const faq = await t.request({ url: '/v1/cms/entries/faq' });
    expect(faq.statusCode, faq.body).toBe(200);
    expect(faq.json()).toMatchObject({ key: 'faq', version: 1, publishedAt: CONTENT_SEEDED_AT.toISOString() });
    expect(faq.json<{ html: string }>().html).toContain('<h2>Getting started</h2>');
    for (const key of ['engagement-info', 'matchmaking', 'resources', 'privacy-policy', 'terms'])
      expect((await t.request({ url: `/v1/cms/entries/${key}` })).statusCode, key).toBe(200);
    expect((await t.request({ url: '/v1/cms/entries/nothing-here' })).statusCode).toBe(404);
    expect((await t.request({ url: '/v1/cms/entries/Not_A_Key' })).statusCode).toBe(400);
    // A banner's key is not a page.
    expect((await t.request({ url: '/v1/cms/entries/innovator-trial' })).statusCode).toBe(404);

    const banners = (await t.request({ url: '/v1/cms/banners' })).json<{ banners: { key: string; html: string }[] }>();
    expect(banners.banners.map((b) => b.key)).toEqual(['innovator-trial', 'how-matchmaking-works', 'company-sso']);
    const roles = (await t.request({ url: '/v1/cms/roles' })).json<{ roles: { key: string }[] }>();
    expect(roles.roles.map((r) => r.key)).toEqual([
      'sponsors',
      'sites',
      'vendors',
      'non-profits',
      'patient-advocacy',
      'investors',
    ]);
  });

  it('lets only the admin group read and change drafts', async () => {
    expect((await t.request({ url: '/v1/admin/cms/entries' })).statusCode).toBe(401);
    expect((await t.request({ url: '/v1/admin/cms/entries', token: member })).statusCode).toBe(403);
    expect((await save('faq', { version: 1, title: 'x', body: 'y' }, member)).statusCode).toBe(403);
    expect((await publish('faq', 1, member)).statusCode).toBe(403);
    const list = await t.request({ url: '/v1/admin/cms/entries?kind=PAGE', token: group });
    expect(list.json<{ totalElements: number; content: { state: string }[] }>()).toMatchObject({ totalElements: 6 });
    expect(list.json<{ content: { state: string }[] }>().content.every((e) => e.state === 'PUBLISHED')).toBe(true);
  });

  it('saves a draft without changing the public page, publishes it, and refuses a stale version with 409', async () => {
    const before = await draft('resources');
    const saved = await save('resources', { version: before.version, title: 'Resources', body: '## New guides' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Draft>()).toMatchObject({
      state: 'DRAFT_CHANGES',
      version: before.version + 1,
      updatedBy: 'admin@demo.test',
    });
    expect((await t.request({ url: '/v1/cms/entries/resources' })).json<{ body: string }>().body).not.toContain(
      'New guides',
    );

    const stale = await save('resources', { version: before.version, title: 'Resources', body: 'lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.stateChanged);
    expect((await publish('resources', before.version)).statusCode).toBe(409);

    const published = await publish('resources', before.version + 1);
    expect(published.json<Draft>()).toMatchObject({ state: 'PUBLISHED', publishedVersion: 2 });
    const page = (await t.request({ url: '/v1/cms/entries/resources' })).json<{ html: string; version: number }>();
    expect(page).toMatchObject({ version: 2, html: '<h2>New guides</h2>' });
  });

  it('renders script tags and javascript: links harmless in the html', async () => {
    const { version } = await draft('terms');
    const body =
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) [ok](https://example.org) <img src=x onerror=alert(1)>';
    const saved = await save('terms', { version, title: 'Terms', body });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish('terms', version + 1);
    const { html } = (await t.request({ url: '/v1/cms/entries/terms' })).json<{ html: string }>();
    expect(html).not.toMatch(/<script|javascript:|onerror|<img/i);
    expect(html).toContain('<a href="https://example.org">ok</a>');
    expect(html).toContain('<a>click</a>');
  });

  it('refuses control characters, long and empty fields, and an unsafe link path with 400', async () => {
    const { version } = await draft('faq');
    const refused = async (payload: Record<string, unknown>, field: string) => {
      const res = await save('faq', { version, title: 'FAQ', body: 'ok', ...payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ details: { field: string }[] }>().details[0]?.field).toBe(field);
    };
    await refused({ title: 'bad\u0007title' }, 'title');
    await refused({ body: 'nul \u0000' }, 'body');
    await refused({ title: 'x'.repeat(201) }, 'title');
    await refused({ title: '   ' }, 'title');
    await refused({ description: 'x'.repeat(301) }, 'description');
    await refused({ body: 'x'.repeat(100_001) }, 'body');
    await refused({ linkLabel: 'Go', linkPath: 'javascript:alert(1)' }, 'linkPath');
    expect((await draft('faq')).version).toBe(version);
  });

  it('keeps the published history and restores an old version into the draft', async () => {
    const first = await draft('privacy-policy');
    await save('privacy-policy', { version: first.version, title: 'Privacy v2', body: 'second' });
    await publish('privacy-policy', first.version + 1);
    const history = await t.request({ url: '/v1/admin/cms/entries/privacy-policy/versions', token: group });
    expect(history.json<{ content: { number: number; publishedBy: string | null }[] }>().content).toEqual([
      expect.objectContaining({ number: 2, title: 'Privacy v2', publishedBy: 'admin@demo.test' }),
      expect.objectContaining({ number: 1, title: 'Privacy policy', publishedBy: null }),
    ]);
    const current = await draft('privacy-policy');
    const restore = (version: number, number = 1) =>
      t.request({
        method: 'POST',
        url: `/v1/admin/cms/entries/privacy-policy/versions/${number}/restore`,
        token: group,
        payload: { version },
      });
    expect((await restore(current.version - 1)).statusCode).toBe(409);
    expect((await restore(current.version, 9)).statusCode).toBe(404);
    const restored = await restore(current.version);
    expect(restored.json<Draft>()).toMatchObject({ title: 'Privacy policy', state: 'DRAFT_CHANGES' });
    // The public page stays at version 2 until the restored draft is published.
    expect((await t.request({ url: '/v1/cms/entries/privacy-policy' })).json<{ version: number }>().version).toBe(2);
  });

  it('creates banners with dates, showing each only within them, and refuses a taken key', async () => {
    const now = t.clock.now().getTime();
    const create = (key: string, extra: Record<string, unknown> = {}) =>
      t.request({
        method: 'POST',
        url: '/v1/admin/cms/entries',
        token: group,
        payload: { key, kind: 'BANNER', title: `Banner ${key}`, body: 'Text', position: 5, ...extra },
      });
    const later = await create('later', { startsAt: new Date(now + 86_400_000).toISOString() });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json<Draft>()).toMatchObject({ state: 'UNPUBLISHED', publishedVersion: null });
    const current = await create('current', { endsAt: new Date(now + 86_400_000).toISOString() });
    expect((await create('current')).statusCode).toBe(409);
    expect((await create('faq')).statusCode).toBe(409);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/v1/admin/cms/entries',
          token: group,
          payload: { key: 'x', kind: 'PAGE', title: 't', body: '' },
        })
      ).statusCode,
    ).toBe(400);
    await publish('later', later.json<Draft>().version);
    await publish('current', current.json<Draft>().version);
    const keys = (await t.request({ url: '/v1/cms/banners' }))
      .json<{ banners: { key: string }[] }>()
      .banners.map((b) => b.key);
    expect(keys[0]).toBe('current');
    expect(keys).not.toContain('later');
  });
});
