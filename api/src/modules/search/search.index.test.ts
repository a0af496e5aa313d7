import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock.js';
import { runSeed } from '../../seed/seed.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../testing/index.js';
import { insertCompanies } from '../company/company.factory.js';
import { companies } from '../company/company.table.js';
import { createCompanySearchIndex } from './search.index.js';
import { matchText } from './search.text.js';

describe.each(testDatabaseKinds())('company search index (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await runSeed(database.db, { mode: 'personas', clock: createFixedClock(TEST_NOW) });
  });
  afterAll(async () => database.dispose());

  it('follows inserts, updates, deactivations and deletions, reusing the snapshot when nothing changed', async () => {
    const index = createCompanySearchIndex(database.db);
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

  it('keeps the text documents of active companies in step with every write (migration 0006 triggers)', async () => {
    const words = async (text: string) => Array.from((await matchText(database.db, text, true)).ids);
    const [id = 0] = await insertCompanies(database.db, [{ name: 'Quillon Assays', description: 'Tissue banking.' }]);
    expect(await words('quillon')).toEqual([id]);
    await database.db.update(companies).set({ description: 'Xerophyte assays.' }).where(eq(companies.id, id));
    expect(await words('xerophyte')).toEqual([id]);
    await database.db.update(companies).set({ active: false }).where(eq(companies.id, id));
    expect(await words('xerophyte')).toEqual([]);
    await database.db.update(companies).set({ active: true }).where(eq(companies.id, id));
    expect(await words('xerophyte')).toEqual([id]);
    await database.db.delete(companies).where(eq(companies.id, id));
    expect(await words('xerophyte')).toEqual([]);
  });

  it('ranks matches by relevance (name over description, more occurrences first), ties by id', async () => {
    const ids = await insertCompanies(database.db, [
      { name: 'Plain Vorticel', description: 'Nothing else.' },
      { name: 'Vorticel Vorticel Labs', description: 'Vorticel assays, vorticel kits.' },
      { name: 'Other Corp', description: 'Resells vorticel.' },
    ]);
    const [plain = 0, strong = 0, weak = 0] = ids;
    const ranked = await matchText(database.db, 'vorticel', true);
    expect(Array.from(ranked.ids)).toEqual([strong, plain, weak]);
    expect(Array.from((await matchText(database.db, 'vorticel', false)).ids).sort((a, b) => a - b)).toEqual(
      [plain, strong, weak].sort((a, b) => a - b),
    );
  });
});
