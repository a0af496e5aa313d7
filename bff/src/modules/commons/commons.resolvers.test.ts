import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const company = { id: 3, name: 'Helixa Biotherapeutics', alias: 'helixa-biotherapeutics' };
const page = {
  id: 7,
  type: 'guides',
  slug: 'closing-out',
  title: 'Closing out',
  summary: 'What to reconcile.',
  status: 'PUBLISHED',
  company,
  authorName: 'Marcus Chen',
  publishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  canEdit: false,
  body: '## Reconcile',
  html: '<h2>Reconcile</h2>',
} as const;
const SELF = 'You cannot send a message to yourself: leave yourself out.';

const PAGE = `query($type: String!, $slug: String!) {
  commonsPage(type: $type, slug: $slug) { id html company { id name } }
}`;
const MESSAGE = `mutation($input: MessageExpertsInput!) {
  messageExperts(input: $input) { threadIds errors { code field message } }
}`;
const UPDATE = `mutation { updateCommonsPage(id: "7", input: { title: "New" }) { page { id } errors { code field message } } }`;

describe('commons through the bff', () => {
  let h: Harness;
  const member = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 2, email: 'sponsor.member@demo.test', role: 'MEMBER' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar: member });
  });
  afterAll(() => h.close());

  it('reads a page for visitors with string ids, and answers null for one the api does not show', async () => {
    h.api.routes.on('get', '/commons/pages/{type}/{slug}', () => [200, page], { public: true });
    expect((await h.gql(PAGE, { type: 'guides', slug: 'closing-out' })).data).toEqual({
      commonsPage: { id: '7', html: '<h2>Reconcile</h2>', company: { id: '3', name: company.name } },
    });
    h.api.routes.on('get', '/commons/pages/{type}/{slug}', () => [404, { code: 404, message: 'Not found.' }], {
      public: true,
    });
    const missing = await h.gql(PAGE, { type: 'guides', slug: 'draft' });
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ commonsPage: null });
  });

  it('sends the experts as numbers and places refusals at expertIds', async () => {
    let sent: unknown;
    h.api.routes.on('post', '/commons/experts/messages', (request) => {
      sent = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
      return [201, { threadIds: [11, 12] }];
    });
    const input = { expertIds: ['5', '6'], body: 'Hello' };
    expect((await h.gql(MESSAGE, { input }, { jar: member })).data).toEqual({
      messageExperts: { threadIds: ['11', '12'], errors: [] },
    });
    expect(sent).toEqual({ expertIds: [5, 6], body: 'Hello' });
    h.api.routes.on('post', '/commons/experts/messages', () => [
      400,
      { code: 400, message: SELF, details: [{ field: 'expertIds', message: SELF }] },
    ]);
    expect((await h.gql(MESSAGE, { input }, { jar: member })).data).toEqual({
      messageExperts: { threadIds: [], errors: [{ code: 'BAD_USER_INPUT', field: 'expertIds', message: SELF }] },
    });
    const visitor = await h.gql(MESSAGE, { input });
    expect(visitor.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it("words a colleague's page the member may not edit (403) and another company's (404) in the payload", async () => {
    h.api.routes.on('patch', '/commons/pages/{id}', () => [403, { code: 403, message: 'Forbidden' }]);
    expect((await h.gql(UPDATE, {}, { jar: member })).data).toEqual({
      updateCommonsPage: {
        page: null,
        errors: [
          {
            code: 'FORBIDDEN',
            field: 'id',
            message: "Only the page's author or an admin of your company can change it.",
          },
        ],
      },
    });
    h.api.routes.on('patch', '/commons/pages/{id}', () => [404, { code: 404, message: 'Not found.' }]);
    expect((await h.gql(UPDATE, {}, { jar: member })).data).toEqual({
      updateCommonsPage: {
        page: null,
        errors: [{ code: 'NOT_FOUND', field: 'id', message: 'This page does not exist or is not yours.' }],
      },
    });
  });
});
