import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, insertCompanies } from '../company/index.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { EXPLORER_COMPANIES_MESSAGE, EXPLORER_FOLDERS_MESSAGE, WATCHLIST_TEXT_LIMITS } from './watchlist.limits.js';

interface Folder {
  id: number;
  name: string;
  position: number;
  companyCount: number;
  access: string;
  owner: { userId: number };
  shares: { person: { userId: number }; role: string }[];
}
interface Entries {
  content: { companyId: number; companyName: string; note: string | null }[];
  totalElements: number;
}

describe.each(testDatabaseKinds(import.meta.url))('watchlists (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let vendor: string;
  let memberId: number;
  let activeIds: number[];
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
    member = t.tokenFor('sponsor.member@demo.test');
    vendor = t.tokenFor('vendor.admin@demo.test');
    memberId = await t.userId('sponsor.member@demo.test');
    const rows = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.active, true))
      .orderBy(asc(companies.id))
      .limit(10);
    activeIds = rows.map((row) => row.id);
  });
  afterAll(async () => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/v2/watchlists${url}`, token, ...(payload ? { payload } : {}) });
  const folders = async (token: string): Promise<Folder[]> => (await call(token, 'GET', '/folders')).json().folders;
  const create = async (token: string, name: string) => {
    const res = await call(token, 'POST', '/folders', { name });
    expect(res.statusCode, res.body).toBe(200);
    const made = (res.json().folders as Folder[]).find((folder) => folder.name === name);
    if (!made) throw new Error('folder not answered');
    return made;
  };
  const entries = async (token: string, folderId: number, query = ''): Promise<Entries> =>
    (await call(token, 'GET', `/folders/${folderId}/companies${query}`)).json();

  it('creates ordered folders, refuses a taken or empty name, renames and reorders', async () => {
    const a = await create(admin, 'Oncology CROs');
    const b = await create(admin, 'Sites in Spain');
    expect([a.position, b.position]).toEqual([0, 1]);
    const taken = await call(admin, 'POST', '/folders', { name: 'oncology cros' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'FolderExists', details: [{ field: 'name' }] });
    expect((await call(admin, 'POST', '/folders', { name: '   ' })).json().details[0]).toEqual({
      field: 'name',
      message: 'name must not be empty',
    });
    const long = await call(admin, 'POST', '/folders', { name: 'x'.repeat(WATCHLIST_TEXT_LIMITS.folderName + 1) });
    expect(long.json().details[0].field).toBe('name');
    expect((await call(admin, 'PATCH', `/folders/${b.id}`, { name: 'Spanish sites', position: 0 })).statusCode).toBe(
      200,
    );
    expect((await folders(admin)).map((folder) => [folder.name, folder.position])).toEqual([
      ['Spanish sites', 0],
      ['Oncology CROs', 1],
    ]);
  });

  it('keeps companies once each with a note, pages and sorts them, moves and removes them', async () => {
    const folder = await create(admin, 'Shortlist');
    const other = await create(admin, 'Later');
    expect((await call(admin, 'POST', `/folders/${folder.id}/companies`, { companyIds: [1, 2, 3] })).statusCode).toBe(
      200,
    );
    t.clock.advance(1000);
    // Adding again is no error and changes nothing.
    const again = await call(admin, 'POST', `/folders/${folder.id}/companies`, { companyIds: [2, 4] });
    expect(again.json().totalElements).toBe(4);
    expect((await entries(admin, folder.id, '?size=2')).content).toHaveLength(2);
    const byName = (await entries(admin, folder.id, '?sort=name,ASC')).content.map((entry) => entry.companyName);
    expect(byName).toEqual([...byName].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const noted = await call(admin, 'PATCH', `/folders/${folder.id}/companies/1`, { note: '  Strong in phase II  ' });
    expect(noted.json().content.find((entry: { companyId: number }) => entry.companyId === 1).note).toBe(
      'Strong in phase II',
    );
    const longNote = await call(admin, 'PATCH', `/folders/${folder.id}/companies/1`, {
      note: 'x'.repeat(WATCHLIST_TEXT_LIMITS.note + 1),
    });
    expect(longNote.json().details[0].field).toBe('note');
    expect((await call(admin, 'PATCH', `/folders/${folder.id}/companies/1`, { folderId: other.id })).statusCode).toBe(
      200,
    );
    expect((await entries(admin, other.id)).content).toMatchObject([{ companyId: 1, note: 'Strong in phase II' }]);
    expect((await call(admin, 'DELETE', `/folders/${folder.id}/companies/2`)).json().totalElements).toBe(2);
    const counts = Object.fromEntries((await folders(admin)).map((f) => [f.name, f.companyCount]));
    expect(counts).toMatchObject({ Shortlist: 2, Later: 1 });
    const watched = await call(admin, 'GET', '/watched?companyIds=1&companyIds=3&companyIds=9');
    expect(watched.json().companies).toEqual([
      { companyId: 1, folderIds: [other.id] },
      { companyId: 3, folderIds: [folder.id] },
      { companyId: 9, folderIds: [] },
    ]);
  });

  it('refuses unknown companies, foreign folders and moves into them', async () => {
    const folder = await create(admin, 'Guarded');
    const unknown = await call(admin, 'POST', `/folders/${folder.id}/companies`, { companyIds: [1, 99999] });
    expect(unknown.json().details[0]).toEqual({ field: 'companyIds.1', message: 'Company 99999 does not exist.' });
    const foreign = await create(vendor, 'Vendor folder');
    expect((await call(admin, 'GET', `/folders/${foreign.id}/companies`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/folders/${foreign.id}/companies`, { companyIds: [1] })).statusCode).toBe(404);
    await call(admin, 'POST', `/folders/${folder.id}/companies`, { companyIds: [5] });
    const move = await call(admin, 'PATCH', `/folders/${folder.id}/companies/5`, { folderId: foreign.id });
    expect(move.statusCode).toBe(404);
    expect((await entries(admin, folder.id)).content.map((entry) => entry.companyId)).toEqual([5]);
    expect((await call(admin, 'DELETE', `/folders/${foreign.id}`)).statusCode).toBe(404);
  });

  it('shares a folder with a colleague as viewer (read only, in the api) or editor', async () => {
    const folder = await create(admin, 'Team picks');
    await call(admin, 'POST', `/folders/${folder.id}/companies`, { companyIds: [1] });
    const outsider = await call(admin, 'PUT', `/folders/${folder.id}/shares`, {
      shares: [{ userId: await t.userId('vendor.admin@demo.test'), role: 'VIEWER' }],
    });
    expect(outsider.json().details[0].field).toBe('shares.0.userId');
    const shared = await call(admin, 'PUT', `/folders/${folder.id}/shares`, {
      shares: [{ userId: memberId, role: 'VIEWER' }],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const seen = (await folders(member)).find((f) => f.id === folder.id);
    expect(seen).toMatchObject({
      access: 'VIEWER',
      companyCount: 1,
      shares: [{ person: { userId: memberId }, role: 'VIEWER' }],
    });
    expect((await entries(member, folder.id)).totalElements).toBe(1);
    const refused = await call(member, 'POST', `/folders/${folder.id}/companies`, { companyIds: [2] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WatchlistReadOnly');
    expect((await call(member, 'DELETE', `/folders/${folder.id}/companies/1`)).statusCode).toBe(403);
    expect((await call(member, 'PATCH', `/folders/${folder.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    await call(admin, 'PUT', `/folders/${folder.id}/shares`, { shares: [{ userId: memberId, role: 'EDITOR' }] });
    expect(
      (await call(member, 'POST', `/folders/${folder.id}/companies`, { companyIds: [2] })).json().totalElements,
    ).toBe(2);
    expect((await call(member, 'PUT', `/folders/${folder.id}/shares`, { shares: [] })).statusCode).toBe(403);
    await call(admin, 'PUT', `/folders/${folder.id}/shares`, { shares: [] });
    expect((await folders(member)).some((f) => f.id === folder.id)).toBe(false);
    expect((await call(member, 'GET', `/folders/${folder.id}/companies`)).statusCode).toBe(404);
  });

  it('keeps Explorer to one folder of ten companies, with the upgrade refusal', async () => {
    const explorer = t.tokenFor('site.admin@demo.test');
    const folder = await create(explorer, 'Explorer list');
    const second = await call(explorer, 'POST', '/folders', { name: 'Another' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'ExplorerLimit', message: EXPLORER_FOLDERS_MESSAGE });
    const more = await insertCompanies(
      t.database.db,
      Array.from({ length: 11 - activeIds.length }, (_, index) => ({ name: `Watched Company ${index}` })),
    );
    const ids = [...activeIds, ...more];
    const ten = ids.slice(0, 10);
    const eleventhId = ids[10] ?? 0;
    const first = await call(explorer, 'POST', `/folders/${folder.id}/companies`, { companyIds: ten });
    expect(first.statusCode, first.body).toBe(200);
    // Companies already there take no room.
    expect((await call(explorer, 'POST', `/folders/${folder.id}/companies`, { companyIds: [ten[2]] })).statusCode).toBe(
      200,
    );
    const eleventh = await call(explorer, 'POST', `/folders/${folder.id}/companies`, { companyIds: [eleventhId] });
    expect(eleventh.json()).toMatchObject({ code: 'ExplorerLimit', message: EXPLORER_COMPANIES_MESSAGE });
    expect((await folders(explorer))[0]?.companyCount).toBe(10);
  });

  it('deletes a folder with its companies and shares', async () => {
    const folder = await create(admin, 'Gone soon');
    await call(admin, 'POST', `/folders/${folder.id}/companies`, { companyIds: [1] });
    await call(admin, 'PUT', `/folders/${folder.id}/shares`, { shares: [{ userId: memberId, role: 'EDITOR' }] });
    expect((await call(admin, 'DELETE', `/folders/${folder.id}`)).statusCode).toBe(200);
    expect((await folders(admin)).some((f) => f.id === folder.id)).toBe(false);
    expect((await call(member, 'GET', `/folders/${folder.id}/companies`)).statusCode).toBe(404);
  });
});
