import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock.js';
import { runSeed } from '../../seed/seed.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../testing/index.js';
import { insertCompanies } from '../company/index.js';
import { createSearchSnapshots } from './search.snapshot.js';
import { createTextMatcher, type SnapshotTextMatches } from './search.matches.js';

describe.each(testDatabaseKinds(import.meta.url))('search text matcher (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await runSeed(database.db, { mode: 'personas', clock: createFixedClock(TEST_NOW) });
  });
  afterAll(async () => database.dispose());

  const idsOf = (matches: SnapshotTextMatches, columns: { id: Int32Array }) =>
    Array.from(matches.set.positions, (p) => columns.id[p]);

  it('keeps a text’s matches while the snapshot stands, and matches again once a company changed', async () => {
    const index = createSearchSnapshots(database.db);
    const matcher = createTextMatcher(database.db);
    const [first = 0] = await insertCompanies(database.db, [
      { name: 'Zephyrine Assays', description: 'Zephyrine kits.' },
    ]);
    const before = await index.current();
    const found = await matcher.match(before, 'zephyrine', true);
    expect(idsOf(found, before.columns)).toEqual([first]);
    expect(await matcher.match(before, 'zephyrine', true)).toBe(found);
    expect(await matcher.match(before, 'zephyrine', false)).toBe(found); // Ranked serves unranked too.

    const [second = 0] = await insertCompanies(database.db, [
      { name: 'Other Labs', description: 'Zephyrine reagents.' },
    ]);
    const after = await index.current();
    const again = await matcher.match(after, 'zephyrine', true);
    expect(idsOf(again, after.columns)).toEqual([first, second]);
    // A search still holding the older snapshot is answered for it, without dropping the newer entry.
    expect(idsOf(await matcher.match(before, 'zephyrine', true), before.columns)).toEqual([first]);
    expect(await matcher.match(after, 'zephyrine', true)).toBe(again);
  });

  it('matches again when ranking is needed after unranked matches, shares concurrent queries and forgets the least recently used', async () => {
    const snapshot = await createSearchSnapshots(database.db).current();
    const matcher = createTextMatcher(database.db, { entries: 2 });
    const unranked = await matcher.match(snapshot, 'clinical', false);
    const ranked = await matcher.match(snapshot, 'clinical', true);
    expect(ranked).not.toBe(unranked);
    expect([...idsOf(ranked, snapshot.columns)].sort()).toEqual([...idsOf(unranked, snapshot.columns)].sort());

    const [one, two] = await Promise.all([
      matcher.match(snapshot, 'oncology', true),
      matcher.match(snapshot, 'oncology', true),
    ]);
    expect(one).toBe(two);
    await matcher.match(snapshot, 'monitoring', true); // Third text: 'clinical' was used least recently.
    expect(await matcher.match(snapshot, 'oncology', true)).toBe(one);
    expect(await matcher.match(snapshot, 'clinical', true)).not.toBe(ranked);
  });

  it('keeps nothing with 0 entries, and no text whose matches are over the memory budget', async () => {
    const snapshot = await createSearchSnapshots(database.db).current();
    for (const limits of [{ entries: 0 }, { bytes: 1 }]) {
      const matcher = createTextMatcher(database.db, limits);
      const first = await matcher.match(snapshot, 'clinical', true);
      expect(first.set.positions.length).toBeGreaterThan(0);
      expect(await matcher.match(snapshot, 'clinical', true)).not.toBe(first);
    }
    const roomy = createTextMatcher(database.db, { bytes: 1024 * 1024 });
    const kept = await roomy.match(snapshot, 'clinical', true);
    expect(await roomy.match(snapshot, 'clinical', true)).toBe(kept);
  });
});
