import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompanies } from '../company/index.js';
import { notifications } from '../notification/index.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { checkDueSavedSearches } from './saved-search.check.js';
import { EXPLORER_LIMIT_MESSAGE, SAVED_SEARCH_TEXT_LIMITS, SAVED_SEARCHES } from './saved-search.limits.js';
import { DEMO_SAVED_SEARCH } from './saved-search.seed.js';
import { savedSearches, savedSearchMatches } from './saved-search.table.js';

interface SavedSearch {
  id: number;
  name: string;
  query: string;
  link: string;
  checkedAt: string | null;
  lastNewMatches: number;
  lastNewMatchesLink: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
const QUERY = 'companyRoleIds=3&searchString=quillfeather';

describe.each(testDatabaseKinds(import.meta.url))('saved searches (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let vendor: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
    adminId = await t.userId('sponsor.admin@demo.test');
    vendor = t.tokenFor('vendor.admin@demo.test');
  });
  afterAll(async () => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url: `/v1/saved-searches${url}`, token, ...(payload ? { payload } : {}) });
  const list = async (token: string): Promise<SavedSearch[]> => (await call(token, 'GET', '')).json().savedSearches;
  const save = async (token: string, name: string, query: object): Promise<SavedSearch> => {
    const res = await call(token, 'POST', '', { name, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const notices = () =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.kind, 'SAVED_SEARCH_MATCHES')));
  const quill = (name: string, extra: object = {}) => ({ name: `Quillfeather ${name}`, roleId: 3, ...extra });

  it('lists the seeded search and saves one trimmed and normalized, its current matches as baseline', async () => {
    expect((await list(admin)).map((s) => s.name)).toEqual([DEMO_SAVED_SEARCH.name]);
    const baseline = await insertCompanies(t.database.db, [quill('Medical'), quill('Trials')]);
    // Another business type and a delisted company are no matches.
    await insertCompanies(t.database.db, [quill('Sponsor', { roleId: 1 }), quill('Gone', { active: false })]);
    const saved = await save(admin, '  Quillfeather CROs ', {
      searchString: '  quillfeather ',
      companyRoleIds: [3, 3],
      minorityOwned: false,
      contractedPartners: 'INCLUDE',
    });
    expect(saved).toMatchObject({
      name: 'Quillfeather CROs',
      query: QUERY,
      link: `/search?${QUERY}`,
      checkedAt: null,
      lastNewMatches: 0,
      lastNewMatchesLink: null,
    });
    const matched = await t.database.db
      .select({ companyId: savedSearchMatches.companyId })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, saved.id));
    expect(matched.map((m) => m.companyId).sort((a, b) => a - b)).toEqual(baseline);
    // The baseline is no news.
    expect((await call(admin, 'POST', `/${saved.id}/check`, {})).json()).toMatchObject({ newMatches: 0 });
    expect(await notices()).toEqual([]);
  });

  it('notifies once of the companies that newly match, with their count, names and a link marking them', async () => {
    const saved = (await list(admin)).find((s) => s.name === 'Quillfeather CROs');
    if (!saved) throw new Error('saved search missing');
    t.clock.advance(DAY);
    const fresh = await insertCompanies(t.database.db, [quill('Alpha Sites'), quill('Beta Labs')]);
    await insertCompanies(t.database.db, [quill('Hidden', { active: false })]);
    const checked = await call(admin, 'POST', `/${saved.id}/check`, {});
    expect(checked.statusCode, checked.body).toBe(200);
    const since = t.clock.now().toISOString();
    const link = `/search?${QUERY}&savedSearch=${saved.id}&since=${encodeURIComponent(since)}`;
    expect(checked.json()).toMatchObject({
      newMatches: 2,
      savedSearch: { checkedAt: since, lastNewMatches: 2, lastNewMatchesLink: link },
    });
    expect(await notices()).toMatchObject([
      {
        title: "2 new companies match 'Quillfeather CROs'",
        body: 'Quillfeather Alpha Sites and Quillfeather Beta Labs',
        link,
        subjectKind: 'SAVED_SEARCH',
        subjectId: saved.id,
        readAt: null,
      },
    ]);
    const marked = await call(admin, 'GET', `/${saved.id}/new-matches?since=${encodeURIComponent(since)}`);
    expect([...marked.json().companyIds].sort((a: number, b: number) => a - b)).toEqual(fresh);
    // Checked again, the same companies are no news.
    expect((await call(admin, 'POST', `/${saved.id}/check`, {})).json().newMatches).toBe(0);
    expect(await notices()).toHaveLength(1);
  });

  it('checks every due search daily and words a single new match in the singular', async () => {
    t.clock.advance(DAY);
    const [late] = await insertCompanies(t.database.db, [quill('Gamma CRO')]);
    const run = await checkDueSavedSearches(t.app);
    expect(run.withNews).toBe(1);
    expect(run.checked).toBe(await t.database.db.$count(savedSearches));
    const titles = (await notices()).map((n) => n.title);
    expect(titles).toEqual(["2 new companies match 'Quillfeather CROs'", "1 new company matches 'Quillfeather CROs'"]);
    // Run again within the day (a retry): nothing is due, nothing told twice.
    expect(await checkDueSavedSearches(t.app)).toEqual({ checked: 0, withNews: 0 });
    const saved = (await list(admin)).find((s) => s.name === 'Quillfeather CROs');
    const since = t.clock.now().toISOString();
    const marked = await call(admin, 'GET', `/${saved?.id}/new-matches?since=${encodeURIComponent(since)}`);
    expect(marked.json().companyIds).toEqual([late]);
  });

  it('refuses an empty, too long or taken name, and renames', async () => {
    const saved = await save(admin, 'Spanish sites', { countryId: 1 });
    const taken = await call(admin, 'POST', '', { name: 'quillfeather cros', query: {} });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'SavedSearchExists',
      message: 'You already have a saved search named "quillfeather cros". Choose another name.',
      details: [{ field: 'name' }],
    });
    expect((await call(admin, 'POST', '', { name: '   ', query: {} })).json().details).toEqual([
      { field: 'name', message: 'name must not be empty' },
    ]);
    const long = await call(admin, 'POST', '', { name: 'x'.repeat(SAVED_SEARCH_TEXT_LIMITS.name + 1), query: {} });
    expect(long.json().details).toEqual([
      { field: 'name', message: `name must be 1 to ${SAVED_SEARCH_TEXT_LIMITS.name} characters` },
    ]);
    expect((await call(admin, 'POST', '', { name: 'Bell\u0007', query: {} })).statusCode).toBe(400);
    const badFilter = await call(admin, 'POST', '', { name: 'Odd', query: { siteType: ['CASTLE'] } });
    expect(badFilter.json().details[0].field).toBe('query.siteType.0');
    expect((await call(admin, 'PATCH', `/${saved.id}`, { name: 'Quillfeather CROs' })).statusCode).toBe(409);
    const renamed = await call(admin, 'PATCH', `/${saved.id}`, { name: ' Sites in Spain ' });
    expect(renamed.json()).toMatchObject({ id: saved.id, name: 'Sites in Spain', query: 'countryId=1' });
    // Its own name in another case is no clash.
    expect((await call(admin, 'PATCH', `/${saved.id}`, { name: 'SITES in Spain' })).statusCode).toBe(200);
  });

  it("answers not found for another user's saved search and a missing one, and deletes its own", async () => {
    const foreign = await save(vendor, 'Vendor view', { searchString: 'quillfeather' });
    for (const id of [foreign.id, 999_999]) {
      expect((await call(admin, 'PATCH', `/${id}`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(admin, 'POST', `/${id}/check`, {})).statusCode).toBe(404);
      expect((await call(admin, 'GET', `/${id}/new-matches?since=2026-01-01T00:00:00Z`)).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/${id}`)).statusCode).toBe(404);
    }
    expect((await list(vendor)).map((s) => s.name)).toEqual(['Vendor view']);
    expect((await call(vendor, 'DELETE', `/${foreign.id}`)).statusCode).toBe(204);
    expect(await list(vendor)).toEqual([]);
    const left = await t.database.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, foreign.id));
    expect(left).toEqual([]);
  });

  it("keeps Explorer to one saved search with the upgrade refusal, and paid plans to the plan's number", async () => {
    const explorer = t.tokenFor('site.admin@demo.test');
    expect((await call(explorer, 'GET', '')).json().capacity).toBe(1);
    await save(explorer, 'First', { searchString: 'oncology' });
    const second = await call(explorer, 'POST', '', { name: 'Second', query: {} });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'ExplorerLimit', message: EXPLORER_LIMIT_MESSAGE });
    const member = t.tokenFor('sponsor.member@demo.test');
    const memberId = await t.userId('sponsor.member@demo.test');
    const now = t.clock.now();
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCHES }, (_, i) => ({
        userId: memberId,
        name: `Search ${i}`,
        query: `searchString=${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const full = await call(member, 'POST', '', { name: 'One more', query: {} });
    expect(full.statusCode).toBe(400);
    expect(full.json().details).toEqual([
      { field: 'name', message: `You can keep up to ${SAVED_SEARCHES} saved searches. Delete one to make room.` },
    ]);
  });
});
