import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const LOG = `{ dataExports(page: 0, size: 5) { items { id kind subject rows createdAt exportedByName } totalElements } }`;

describe('export allowance and log through the bff', () => {
  let h: Harness;
  const admin = new CookieJar();
  const member = new CookieJar();
  beforeAll(async () => {
    const users = [
      buildUser({ id: 1, email: 'sponsor.admin@demo.test', role: 'COMPANY_ADMIN' }),
      buildUser({ id: 2, email: 'sponsor.member@demo.test', role: 'MEMBER' }),
    ];
    h = await startHarness({ users });
    await h.signIn('sponsor.admin@demo.test', { jar: admin });
    await h.signIn('sponsor.member@demo.test', { jar: member });
    h.api.routes.on('get', '/watchlists/exports/allowance', () => [
      200,
      { monthlyRows: 25_000, usedRows: 1_200, remainingRows: 23_800, resetsAt: '2026-12-01T00:00:00.000Z' },
    ]);
    h.api.routes.on('get', '/exports', (_request, url) => [
      200,
      {
        content: [
          {
            id: 9,
            kind: 'SEARCH',
            subject: 'Search for "oncology"',
            rows: 1_200,
            createdAt: '2026-11-20T10:00:00.000Z',
            user: { userId: 2, firstName: 'Mia', lastName: 'Member' },
          },
          {
            id: 8,
            kind: 'WATCHLIST_FOLDER',
            subject: 'Shortlist',
            rows: 12,
            createdAt: '2026-11-19T10:00:00.000Z',
            user: null,
          },
        ],
        page: Number(url.searchParams.get('page')),
        size: Number(url.searchParams.get('size')),
        totalElements: 2,
        totalPages: 1,
      },
    ]);
  });
  afterAll(() => h.close());

  it("answers the company's allowance to any signed-in member", async () => {
    const { data, errors } = await h.gql(
      '{ exportAllowance { monthlyRows usedRows remainingRows resetsAt } }',
      {},
      { jar: member },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      exportAllowance: {
        monthlyRows: 25_000,
        usedRows: 1_200,
        remainingRows: 23_800,
        resetsAt: '2026-12-01T00:00:00.000Z',
      },
    });
  });

  it('answers the log to company admins with who exported, and refuses members', async () => {
    const { data, errors } = await h.gql(LOG, {}, { jar: admin });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      dataExports: {
        items: [
          {
            id: '9',
            kind: 'SEARCH',
            subject: 'Search for "oncology"',
            rows: 1_200,
            createdAt: '2026-11-20T10:00:00.000Z',
            exportedByName: 'Mia Member',
          },
          {
            id: '8',
            kind: 'WATCHLIST_FOLDER',
            subject: 'Shortlist',
            rows: 12,
            createdAt: '2026-11-19T10:00:00.000Z',
            exportedByName: null,
          },
        ],
        totalElements: 2,
      },
    });
    expect(h.api.server.requests.some((request) => request.url === '/v1/exports?page=0&size=5')).toBe(true);
    const refused = await h.gql(LOG, {}, { jar: member });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses the allowance when signed out', async () => {
    const { errors } = await h.gql('{ exportAllowance { monthlyRows } }', {}, { jar: new CookieJar() });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
