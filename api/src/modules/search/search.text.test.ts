import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock.js';
import { runSeed } from '../../seed/seed.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../testing/index.js';
import { companies, insertCompanies } from '../company/index.js';
import { matchText } from './search.text.js';

// The text matching both search indexes run (search.memory.ts, search.postgres.ts).
describe.each(testDatabaseKinds(import.meta.url))('search text matching (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await runSeed(database.db, { mode: 'personas', clock: createFixedClock(TEST_NOW) });
  });
  afterAll(async () => database.dispose());

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
