import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock.js';
import { runSeed } from '../../seed/seed.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../testing/index.js';
import { companies, insertCompanies } from '../company/index.js';
import { createSearchSnapshots } from './search.snapshot.js';

describe.each(testDatabaseKinds(import.meta.url))('company search snapshots (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await runSeed(database.db, { mode: 'personas', clock: createFixedClock(TEST_NOW) });
  });
  afterAll(async () => database.dispose());

  it('follows inserts, updates, deactivations and deletions, reusing the snapshot when nothing changed', async () => {
    const index = createSearchSnapshots(database.db);
    const first = await index.current();
    expect(first.companies.size).toBe(8); // Nine persona companies, one inactive.
    expect(await index.current()).toBe(first);

    const [id = 0] = await insertCompanies(database.db, [
      { name: 'Indexa Labs', references: [['SERVICES', 'Risk-Based Monitoring']] },
    ]);
    const second = await index.current();
    expect(second.epoch).toBe(first.epoch);
    expect(second.generation).toBeGreaterThan(first.generation);
    expect(second.companies.get(id)?.services.length).toBe(2); // The item and its parent 'Clinical Monitoring'.

    await database.db.update(companies).set({ active: false }).where(eq(companies.id, id));
    expect((await index.current()).companies.has(id)).toBe(false);

    await database.db.update(companies).set({ active: true }).where(eq(companies.id, id));
    expect((await index.current()).companies.has(id)).toBe(true);
    await database.db.delete(companies).where(eq(companies.id, id));
    const afterDelete = await index.current();
    expect(afterDelete.epoch).toBe(first.epoch + 1);
    expect(afterDelete.companies.has(id)).toBe(false);
    expect(afterDelete.companies.size).toBe(8);
  });

  it('stamps every row a transaction writes with one generation', async () => {
    await database.db.transaction(async (tx) => {
      await insertCompanies(tx, [{ name: 'Same Tx One' }, { name: 'Same Tx Two' }]);
    });
    const rows = await database.db
      .select({ name: companies.name, generation: companies.searchGeneration })
      .from(companies);
    const [one, two] = ['Same Tx One', 'Same Tx Two'].map((name) => rows.find((r) => r.name === name)?.generation);
    expect(one).toBeDefined();
    expect(one).toBe(two);
    expect(Math.max(...rows.map((r) => r.generation))).toBe(one);
  });
});
