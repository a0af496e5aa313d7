import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, insertCompanies } from '../company/index.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { EXPLORER_EXPORT_MESSAGE } from './data-export.limits.js';
import { dataExports } from './data-export.table.js';

const BOM = '\uFEFF';
const HEADER = 'Name,Role,Business type,Country,Services,Therapeutic areas,Website,Profile link';

describe.each(testDatabaseKinds(import.meta.url))('data exports (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let helixaId: number;
  let folderId: number;
  /** The folder's companies, oldest added first. */
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
    member = t.tokenFor('sponsor.member@demo.test');
    const [helixa] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Helixa Biotherapeutics'));
    helixaId = helixa?.id ?? 0;
    ids = await insertCompanies(t.database.db, [
      {
        name: 'Société Générale Clinique',
        countryCode: 'FR',
        references: [
          ['SERVICES', 'Data Management'],
          ['SERVICES', 'Biostatistics'],
          ['THERAPEUTIC_AREAS', 'Oncology'],
        ],
      },
      { name: 'Quote "Trials", Ltd' },
      { name: '=HYPERLINK("http://evil.example")' },
    ]);
    await t.database.db
      .update(companies)
      .set({ website: '-2+3' })
      .where(eq(companies.id, ids[0] ?? 0));
    const made = await t.request({
      method: 'POST',
      url: '/v2/watchlists/folders',
      token: admin,
      payload: { name: 'Oncology CROs' },
    });
    folderId = made.json().folders.find((f: { name: string }) => f.name === 'Oncology CROs').id;
    for (const id of ids) {
      await t.request({
        method: 'POST',
        url: `/v2/watchlists/folders/${folderId}/companies`,
        token: admin,
        payload: { companyIds: [id] },
      });
      t.clock.advance(1000);
    }
  });
  afterAll(async () => t.close());

  const exportFolder = (token: string, id = folderId, key?: string) =>
    t.request({
      method: 'POST',
      url: `/v2/watchlists/folders/${id}/export`,
      token,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const logRows = async () =>
    t.database.db.select().from(dataExports).where(eq(dataExports.companyId, helixaId)).orderBy(dataExports.id);
  const allowance = async (token = admin) =>
    (await t.request({ url: '/v2/watchlists/exports/allowance', token })).json();

  it('streams a folder as CSV: BOM, header, newest added first, quoted, formulas neutralized, profile links', async () => {
    const res = await exportFolder(admin, folderId, 'first-export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-export-rows']).toBe('3');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="oncology-cros-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(BOM)).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      HEADER,
      `"'=HYPERLINK(""http://evil.example"")",Vendor,CRO,,,,,http://app.test.invalid/companies/hyperlink-http-evil-example`,
      '"Quote ""Trials"", Ltd",Vendor,CRO,,,,,http://app.test.invalid/companies/quote-trials-ltd',
      "Société Générale Clinique,Vendor,CRO,France,Biostatistics; Data Management,Oncology,'-2+3,http://app.test.invalid/companies/societe-generale-clinique",
      '',
    ]);
    expect(await logRows()).toMatchObject([{ kind: 'WATCHLIST_FOLDER', subject: 'Oncology CROs', rows: 3 }]);
  });

  it('streams the same export again for a repeated key, counted once; another export under it is refused', async () => {
    const again = await exportFolder(admin, folderId, 'first-export');
    expect(again.statusCode).toBe(200);
    expect(again.body.split('\r\n')).toHaveLength(5);
    expect(await logRows()).toHaveLength(1);
    expect((await allowance()).usedRows).toBe(3);
    const other = await t.request({
      method: 'POST',
      url: '/v1/search/export',
      token: admin,
      payload: { searchString: 'clinique' },
      headers: { 'idempotency-key': 'first-export' },
    });
    expect(other.statusCode).toBe(422);
    // The same folder grown since: another export, not a retry.
    const [extra] = await insertCompanies(t.database.db, [{ name: 'Late Addition Bio' }]);
    await t.request({
      method: 'POST',
      url: `/v2/watchlists/folders/${folderId}/companies`,
      token: admin,
      payload: { companyIds: [extra] },
    });
    expect((await exportFolder(admin, folderId, 'first-export')).statusCode).toBe(422);
    await t.request({ method: 'DELETE', url: `/v2/watchlists/folders/${folderId}/companies/${extra}`, token: admin });
    expect(await logRows()).toHaveLength(1);
  });

  it('answers 404 for a folder the caller does not see, and counts nothing', async () => {
    const vendor = t.tokenFor('vendor.admin@demo.test');
    const made = await t.request({
      method: 'POST',
      url: '/v2/watchlists/folders',
      token: vendor,
      payload: { name: 'Mine' },
    });
    const foreign = made.json().folders[0].id as number;
    expect((await exportFolder(admin, foreign)).statusCode).toBe(404);
    expect((await exportFolder(admin, 999_999)).statusCode).toBe(404);
    expect(await logRows()).toHaveLength(1);
  });

  it('refuses Explorer with the upgrade, and a company without a plan, recording nothing', async () => {
    const explorer = t.tokenFor('site.admin@demo.test');
    const refused = await t.request({ method: 'POST', url: '/v1/search/export', token: explorer, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'ExplorerLimit', message: EXPLORER_EXPORT_MESSAGE });
    expect(await allowance(explorer)).toMatchObject({ monthlyRows: 0, remainingRows: 0 });
    const none = await t.request({
      method: 'POST',
      url: '/v1/search/export',
      token: t.tokenFor('new.user@demo.test'),
      payload: {},
    });
    expect(none.json().code).toBe('SubscriptionRequired');
    const total = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(dataExports);
    expect(Number(total[0]?.n)).toBe(1);
  });

  it('exports every company a search finds, in its order, and logs its words and filters', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/search/export',
      token: member,
      payload: { searchString: 'Société Générale', sort: 'name,ASC', claimedOnly: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-export-rows']).toBe('1');
    expect(res.headers['content-disposition']).toMatch(/filename="trialbridge-search-/);
    expect(res.body.split('\r\n')[1]).toMatch(/^Société Générale Clinique,/);
    const all = await t.request({
      method: 'POST',
      url: '/v1/search/export',
      token: member,
      payload: { sort: 'name,ASC' },
    });
    // In the search's own order: the same aliases as its pages.
    const aliases = all.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => /\/companies\/([a-z0-9-]+)$/.exec(line)?.[1]);
    expect(aliases.length).toBe(Number(all.headers['x-export-rows']));
    const page = await t.request({ url: '/v1/companies/search?sort=name,ASC&size=50', token: member });
    const pageAliases = page.json().content.map((r: { company: { alias: string } }) => r.company.alias);
    expect(aliases.length).toBe(page.json().totalElements);
    expect(aliases.slice(0, pageAliases.length)).toEqual(pageAliases);
    expect((await logRows()).map((row) => row.subject).slice(1)).toEqual([
      'Search for "Société Générale", 1 filter',
      'Search for every company',
    ]);
    const bad = await t.request({
      method: 'POST',
      url: '/v1/search/export',
      token: member,
      payload: { sort: 'worst' },
    });
    expect(bad.json()).toMatchObject({ code: 400, details: [{ field: 'sort' }] });
  });

  it('shows the log to company admins only, newest first, with who exported', async () => {
    expect((await t.request({ url: '/v1/exports', token: member })).statusCode).toBe(403);
    const page = (await t.request({ url: '/v1/exports?size=2', token: admin })).json();
    expect(page).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.content[0]).toMatchObject({
      kind: 'SEARCH',
      subject: 'Search for every company',
      user: { firstName: expect.any(String) },
    });
    expect(page.content[1].subject).toBe('Search for "Société Générale", 1 filter');
  });

  it('refuses an export past the month allowance without counting it, in words that say what is left', async () => {
    const used = (await allowance()).usedRows as number;
    await t.database.db.insert(dataExports).values({
      companyId: helixaId,
      userId: null,
      kind: 'SEARCH',
      subject: 'Seeded',
      rows: 25_000 - used - 2,
      createdAt: t.clock.now(),
    });
    const before = (await logRows()).length;
    const refused = await exportFolder(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'ExportQuota',
      message:
        'This export has 3 rows; your company has 2 of its 25,000 export rows left this month (the allowance renews on 1 April).',
    });
    expect(await logRows()).toHaveLength(before);
    expect(await allowance()).toMatchObject({ monthlyRows: 25_000, usedRows: 24_998, remainingRows: 2 });
  });

  it('counts the calendar month (UTC): a new month starts with the whole allowance', async () => {
    t.clock.set(new Date('2026-03-31T23:59:59.000Z'));
    expect(await allowance()).toMatchObject({ remainingRows: 2, resetsAt: '2026-04-01T00:00:00.000Z' });
    t.clock.set(new Date('2026-04-01T00:00:00.000Z'));
    expect(await allowance()).toEqual({
      monthlyRows: 25_000,
      usedRows: 0,
      remainingRows: 25_000,
      resetsAt: '2026-05-01T00:00:00.000Z',
    });
    expect((await exportFolder(admin)).statusCode).toBe(200);
    expect((await allowance()).usedRows).toBe(3);
  });
});
