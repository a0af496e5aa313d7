import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../errors.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { contentSeed } from './content.seed.js';
import { KEY_OF_DELETED_MESSAGE, PAGE_NOT_DELETABLE_MESSAGE } from './content.service.js';

interface Draft {
  key: string;
  version: number;
}

describe.each(testDatabaseKinds(import.meta.url))('content: deleting banners and roles (%s)', (kind) => {
  let t: TestApp;
  let group: string;

  const draft = async (key: string) =>
    (await t.request({ url: `/v1/admin/cms/entries/${key}`, token: group })).json<Draft>();
  const remove = (key: string, version: number, token = group) =>
    t.request({ method: 'DELETE', url: `/v1/admin/cms/entries/${key}?version=${version}`, token });
  const publicKeys = async (what: 'banners' | 'roles') =>
    (await t.request({ url: `/v1/cms/${what}` })).json<Record<string, { key: string }[]>>()[what]?.map((e) => e.key);
  const listed = async () =>
    (await t.request({ url: '/v1/admin/cms/entries?size=100', token: group }))
      .json<{ content: { key: string }[] }>()
      .content.map((e) => e.key);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    group = t.adminToken();
  });
  afterAll(async () => t.close());

  it('deletes a published banner and a role: gone from the public reads, the list and the editor', async () => {
    const banner = await draft('company-sso');
    expect((await remove('company-sso', banner.version, t.tokenFor('sponsor.admin@demo.test'))).statusCode).toBe(403);
    const stale = await remove('company-sso', banner.version + 5);
    expect(stale.json(), stale.body).toMatchObject({ message: MESSAGES.stateChanged });
    const deleted = await remove('company-sso', banner.version);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await publicKeys('banners')).toEqual(['innovator-trial', 'how-matchmaking-works']);
    expect(await listed()).not.toContain('company-sso');
    expect((await t.request({ url: '/v1/admin/cms/entries/company-sso', token: group })).statusCode).toBe(404);
    expect((await t.request({ url: '/v1/admin/cms/entries/company-sso/versions', token: group })).statusCode).toBe(404);
    const save = await t.request({
      method: 'PUT',
      url: '/v1/admin/cms/entries/company-sso/draft',
      token: group,
      payload: { version: banner.version + 1, title: 'Back', body: '' },
    });
    expect(save.statusCode).toBe(404);
    // A second delete (another tab) finds nothing.
    expect((await remove('company-sso', banner.version + 1)).statusCode).toBe(404);

    const role = await draft('investors');
    expect((await remove('investors', role.version)).statusCode).toBe(204);
    expect(await publicKeys('roles')).not.toContain('investors');
  });

  it('keeps the key of a deleted entry, and refuses deleting pages, unknown and malformed keys', async () => {
    const create = await t.request({
      method: 'POST',
      url: '/v1/admin/cms/entries',
      token: group,
      payload: { key: 'company-sso', kind: 'BANNER', title: 'Again', body: '' },
    });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ code: 'ContentKeyTaken', message: KEY_OF_DELETED_MESSAGE });

    const faq = await draft('faq');
    const page = await remove('faq', faq.version);
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({ code: 'ContentNotDeletable', message: PAGE_NOT_DELETABLE_MESSAGE });
    expect((await t.request({ url: '/v1/cms/entries/faq' })).statusCode).toBe(200);
    expect((await remove('no-such-entry', 1)).statusCode).toBe(404);
    expect((await remove('Bad_Key', 1)).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/v1/admin/cms/entries/faq', token: group })).statusCode).toBe(
      400,
    );
  });

  it('keeps a deleted entry deleted when the reference seed runs again', async () => {
    await contentSeed.reference?.(t.app.deps.db);
    expect(await publicKeys('banners')).not.toContain('company-sso');
  });
});
