import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../clock.js';
import { runScaleSeed, runSeed } from '../../../seed/seed.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../../testing/index.js';
import { entryBudgets, folderCountOf, planFolders } from './scale-watchlists.plan.js';
import { seedScaleWatchlists } from './scale-watchlists.js';

const rows = async <T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('watchlist scale plan', () => {
  it('spreads exactly the asked entries, skewed, with 1,000-company folders and none over the plan', () => {
    const budgets = entryBudgets(2000, 100_000, 50_000);
    expect(budgets.reduce((a, b) => a + b, 0)).toBe(100_000);
    const folders = budgets.flatMap((budget, u) => planFolders(u, budget, 50_000));
    expect(folders.reduce((sum, f) => sum + f.size, 0)).toBe(100_000);
    expect(Math.max(...folders.map((f) => f.size))).toBe(1000);
    expect(folders.filter((f) => f.size === 1000).length).toBe(20);
    expect(new Set(folders.map((f) => f.watcher)).size).toBe(2000);
  });

  it('gives each user 2 to 5 folders with distinct names', () => {
    for (let u = 0; u < 500; u += 1) {
      const names = planFolders(u, 40, 1000).map((f) => f.name.toLowerCase());
      expect(names.length).toBe(folderCountOf(u));
      expect(new Set(names).size).toBe(names.length);
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(names.length).toBeLessThanOrEqual(5);
    }
  });

  it('keeps what the folders can hold when there are few companies', () => {
    const budgets = entryBudgets(10, 100_000, 30);
    expect(budgets.every((b, u) => b <= folderCountOf(u) * 30)).toBe(true);
    expect(planFolders(0, budgets[0] ?? 0, 30).every((f) => f.size <= 30)).toBe(true);
  });
});

describe.each(testDatabaseKinds(import.meta.url))('the watchlist scale seed on %s', (kind) => {
  let db: TestDatabase;
  const values = { companies: 200, threads: 0, requests: 0, watchers: 60, entries: 3000 };

  beforeAll(async () => {
    // The personas, prepared once as createTestApp prepares them (the same image).
    db = await createTestDatabase(kind, {
      key: `seed personas at ${TEST_NOW.toISOString()}`,
      prepare: (prepared) => runSeed(prepared, { mode: 'personas', clock: createFixedClock(TEST_NOW) }),
    });
    await runScaleSeed(db.db, values, { now: TEST_NOW, log: () => undefined, started: performance.now() });
  }, 120_000);
  afterAll(() => db.dispose());

  it('loads the asked users and entries over the scale companies, with notes and shares among colleagues', async () => {
    const [set] = await rows<Record<string, number>>(
      db,
      sql`SELECT (SELECT count(*) FROM users WHERE email LIKE 'watcher.%')::int AS watchers,
        (SELECT count(*) FROM watchlist_entries)::int AS entries,
        (SELECT count(*) FROM watchlist_entries WHERE note IS NOT NULL)::int AS notes,
        (SELECT count(*) FROM watchlist_entries e JOIN companies c ON c.id = e.company_id
          WHERE c.email_domain NOT LIKE '%.scale.example')::int AS outside,
        (SELECT max(n) FROM (SELECT count(*) AS n FROM watchlist_entries GROUP BY folder_id) x)::int AS biggest,
        (SELECT count(*) FROM watchlist_shares)::int AS shares,
        (SELECT count(*) FROM watchlist_shares s JOIN watchlist_folders f ON f.id = s.folder_id
          JOIN users o ON o.id = f.owner_id JOIN users u ON u.id = s.user_id
          WHERE o.company_id <> u.company_id OR o.id = u.id)::int AS foreign`,
    );
    expect(set).toMatchObject({ watchers: 60, entries: 3000, outside: 0, biggest: 200, shares: 45, foreign: 0 });
    expect(set?.notes).toBeGreaterThan(300);
    expect(set?.notes).toBeLessThan(600);
  });

  it('adds nothing when run again', async () => {
    expect(await seedScaleWatchlists(db.db, { watchers: 60, entries: 3000, now: TEST_NOW })).toEqual({
      existing: 60,
      inserted: 0,
      entries: 0,
    });
  });
});
