import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import type { ContentDraftDto } from './content.api.js';

const STATE_CHANGED = 'The current state has been changed. Please refresh this page.';
const faq = {
  key: 'faq',
  title: 'Frequently asked questions',
  description: 'Answers.',
  body: '## Plans',
  html: '<h2>Plans</h2>',
  version: 3,
  publishedAt: '2026-11-01T10:00:00.000Z',
};
const draft: ContentDraftDto = {
  key: 'faq',
  kind: 'PAGE',
  title: 'FAQ',
  state: 'DRAFT_CHANGES',
  version: 8,
  publishedVersion: 3,
  publishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  description: '',
  body: 'New',
  linkLabel: null,
  linkPath: null,
  position: 0,
  startsAt: null,
  endsAt: null,
  updatedBy: 'admin@demo.test',
};

const ENTRY = 'query($key: String!) { cmsEntry(key: $key) { key title html version publishedAt } }';
const HOME = '{ cmsBanners { key title linkPath } cmsRoles { key title } }';
const SAVE = `mutation($key: String!, $version: Int!, $input: ContentDraftInput!) {
  saveContentDraft(key: $key, version: $version, input: $input) { draft { version state } errors { code field message } } }`;
const DELETE = `mutation($key: String!, $version: Int!) {
  deleteContentEntry(key: $key, version: $version) { deletedKey errors { code field message } } }`;
const ENTRIES = '{ contentEntries(page: { page: 0, size: 20 }) { totalElements items { key state } } }';

let h: Harness;
const member = buildUser({ id: 2, email: 'member@demo.test' });
const jars = { member: new CookieJar(), admin: new CookieJar() };

beforeAll(async () => {
  h = await startHarness({
    users: [member],
    accounts: [
      { email: 'member@demo.test', password: PASSWORD },
      { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
    ],
  });
  await h.signIn('member@demo.test', { jar: jars.member });
  await h.signIn('admin@demo.test', { jar: jars.admin });
  h.api.routes.on(
    'get',
    '/cms/entries/{key}',
    (_r, url) => (url.pathname.endsWith('/faq') ? [200, faq] : [404, { code: 404, message: 'Not found.' }]),
    { public: true },
  );
  h.api.routes.on(
    'get',
    '/cms/banners',
    () => [
      200,
      {
        banners: [
          {
            key: 'trial',
            title: 'Try Innovator',
            text: 't',
            html: '<p>t</p>',
            linkLabel: 'Plans',
            linkPath: '/subscriptions',
            position: 1,
            startsAt: null,
            endsAt: null,
          },
        ],
      },
    ],
    { public: true },
  );
  h.api.routes.on(
    'get',
    '/cms/roles',
    () => [
      200,
      {
        roles: [
          { key: 'sites', title: 'Sites', text: 't', html: '<p>t</p>', linkLabel: null, linkPath: null, position: 1 },
        ],
      },
    ],
    { public: true },
  );
  // The admin group has no users row: the fake api's user check would refuse it, so these skip it.
  h.api.routes.on(
    'get',
    '/admin/cms/entries',
    () => [200, { content: [draft], page: 0, size: 20, totalElements: 1, totalPages: 1 }],
    { public: true },
  );
});
afterAll(() => h.close());
beforeEach(() => {
  h.api.server.requests.length = 0;
});

describe('content through the bff', () => {
  it('reads published pages, banners and roles signed out, without a bearer header', async () => {
    const page = await h.gql(ENTRY, { key: 'faq' }, { jar: jars.member });
    expect(page.errors).toBeUndefined();
    expect(page.data).toEqual({
      cmsEntry: { key: 'faq', title: faq.title, html: faq.html, version: 3, publishedAt: faq.publishedAt },
    });
    expect(h.api.server.requests.find((r) => r.url === '/v1/cms/entries/faq')?.headers.authorization).toBeUndefined();
    expect((await h.gql(ENTRY, { key: 'nothing' })).data).toEqual({ cmsEntry: null });
    const home = await h.gql(HOME, {});
    expect(home.errors).toBeUndefined();
    expect(home.data).toEqual({
      cmsBanners: [{ key: 'trial', title: 'Try Innovator', linkPath: '/subscriptions' }],
      cmsRoles: [{ key: 'sites', title: 'Sites' }],
    });
  });

  it('serves the editor to the admin group only', async () => {
    expect((await h.gql(ENTRIES, {}, { jar: jars.member })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await h.gql(ENTRIES, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await h.gql(ENTRIES, {}, { jar: jars.admin });
    expect(list.data).toEqual({
      contentEntries: { totalElements: 1, items: [{ key: 'faq', state: 'DRAFT_CHANGES' }] },
    });
  });

  it('sends the draft with its version, and puts a stale version and a bad field in the payload', async () => {
    const input = { title: 'FAQ', body: 'New', description: null, linkLabel: null };
    h.api.routes.on('put', '/admin/cms/entries/{key}/draft', () => [200, draft], { public: true });
    const saved = await h.gql(SAVE, { key: 'faq', version: 7, input }, { jar: jars.admin });
    expect(saved.data).toEqual({ saveContentDraft: { draft: { version: 8, state: 'DRAFT_CHANGES' }, errors: [] } });
    const sent = h.api.server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      version: 7,
      title: 'FAQ',
      body: 'New',
      linkLabel: null,
      linkPath: null,
      startsAt: null,
      endsAt: null,
    });

    h.api.routes.on('put', '/admin/cms/entries/{key}/draft', () => [409, { code: 409, message: STATE_CHANGED }], {
      public: true,
    });
    const stale = await h.gql(SAVE, { key: 'faq', version: 7, input }, { jar: jars.admin });
    expect(stale.data).toEqual({
      saveContentDraft: { draft: null, errors: [{ code: 'CONFLICT', field: null, message: STATE_CHANGED }] },
    });

    const tooLong = 'title must be 1 to 200 characters';
    h.api.routes.on(
      'put',
      '/admin/cms/entries/{key}/draft',
      () => [400, { code: 400, message: tooLong, details: [{ field: 'title', message: tooLong }] }],
      { public: true },
    );
    const bad = await h.gql(SAVE, { key: 'faq', version: 7, input }, { jar: jars.admin });
    expect(bad.data).toEqual({
      saveContentDraft: { draft: null, errors: [{ code: 'BAD_USER_INPUT', field: 'title', message: tooLong }] },
    });
  });

  it('deletes a banner with the version read, under an idempotency key, and puts a page refusal in the payload', async () => {
    expect(
      (await h.gql(DELETE, { key: 'spring', version: 3 }, { jar: jars.member })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    h.api.routes.on('delete', '/admin/cms/entries/{key}', () => [204, undefined], { public: true });
    const deleted = await h.gql(DELETE, { key: 'spring', version: 3 }, { jar: jars.admin });
    expect(deleted.data).toEqual({ deleteContentEntry: { deletedKey: 'spring', errors: [] } });
    const sent = h.api.server.requests.find((r) => r.method === 'DELETE');
    expect(sent?.url).toBe('/v1/admin/cms/entries/spring?version=3');
    expect(sent?.headers['idempotency-key']).toMatch(/:1$/);

    const notDeletable =
      'Pages cannot be deleted: the site links to them and the law requires some. Edit their text instead.';
    h.api.routes.on(
      'delete',
      '/admin/cms/entries/{key}',
      () => [409, { code: 'ContentNotDeletable', message: notDeletable }],
      { public: true },
    );
    const page = await h.gql(DELETE, { key: 'faq', version: 3 }, { jar: jars.admin });
    expect(page.data).toEqual({
      deleteContentEntry: {
        deletedKey: null,
        errors: [{ code: 'CONTENT_NOT_DELETABLE', field: null, message: notDeletable }],
      },
    });
    h.api.routes.on('delete', '/admin/cms/entries/{key}', () => [404, { code: 404, message: 'Not found.' }], {
      public: true,
    });
    const gone = await h.gql(DELETE, { key: 'spring', version: 4 }, { jar: jars.admin });
    expect(gone.data).toEqual({
      deleteContentEntry: {
        deletedKey: null,
        errors: [{ code: 'NOT_FOUND', field: 'key', message: 'This entry or version does not exist.' }],
      },
    });
  });
});
