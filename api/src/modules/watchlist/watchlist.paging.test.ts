import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock.js';
import { runSeed } from '../../seed/seed.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../testing/index.js';
import { entryPage } from './watchlist.entries.js';

const rows = async <T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

// entryPage picks a page's entries before joining their companies (docs/watchlists.md, "Scale
// and benchmarks"): its pages must still follow one another in the asked order, ties included.
describe.each(testDatabaseKinds(import.meta.url))('a folder paged on %s', (kind) => {
  let db: TestDatabase;
  let folderId = 0;

  beforeAll(async () => {
    // The personas, prepared once as createTestApp prepares them (the same image).
    db = await createTestDatabase(kind, {
      key: `seed personas at ${TEST_NOW.toISOString()}`,
      prepare: (prepared) => runSeed(prepared, { mode: 'personas', clock: createFixedClock(TEST_NOW) }),
    });
    const [folder] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO watchlist_folders (owner_id, name, position, created_at)
        SELECT id, 'Paged', 0, ${TEST_NOW.toISOString()}::timestamptz FROM users ORDER BY id LIMIT 1 RETURNING id`,
    );
    folderId = folder?.id ?? 0;
    // Two companies at each instant, so the order's tie-break (company id) shows across pages.
    await db.db.execute(sql`INSERT INTO watchlist_entries (folder_id, company_id, note, added_by, added_at)
      SELECT ${folderId}, c.id, 'n' || c.id, (SELECT owner_id FROM watchlist_folders WHERE id = ${folderId}),
        ${TEST_NOW.toISOString()}::timestamptz - make_interval(hours => (row_number() OVER (ORDER BY c.id))::int / 2)
      FROM (SELECT id FROM companies ORDER BY id LIMIT 9) c`);
  }, 120_000);
  afterAll(() => db.dispose());

  const allPages = async (sort?: string) => {
    const ids: number[] = [];
    for (let page = 0; page < 5; page += 1)
      ids.push(
        ...(await entryPage(db.db, folderId, { page, size: 2, ...(sort ? { sort: [sort] } : {}) })).content.map(
          (entry) => entry.companyId,
        ),
      );
    return ids;
  };

  it('pages newest first, then by company, without gaps or repeats', async () => {
    const expected = await rows<{ company_id: number }>(
      db,
      sql`SELECT company_id FROM watchlist_entries WHERE folder_id = ${folderId} ORDER BY added_at DESC, company_id`,
    );
    expect(await allPages()).toEqual(expected.map((row) => row.company_id));
    const first = await entryPage(db.db, folderId, { size: 2 });
    expect(first).toMatchObject({ totalElements: 9, totalPages: 5 });
    expect(first.content[0]).toMatchObject({
      note: expect.stringMatching(/^n\d+$/),
      addedBy: { userId: expect.any(Number) },
    });
  });

  it('pages by name across pages', async () => {
    const expected = await rows<{ company_id: number }>(
      db,
      sql`SELECT e.company_id FROM watchlist_entries e JOIN companies c ON c.id = e.company_id
        WHERE e.folder_id = ${folderId} ORDER BY lower(c.name), e.company_id`,
    );
    expect(await allPages('name,ASC')).toEqual(expected.map((row) => row.company_id));
  });
});
