import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock.js';
import { runSeed } from '../../seed/seed.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../testing/index.js';
import { companies, insertCompanies, referenceId } from '../company/index.js';
import { indexQuery } from './search.testing.js';
import { SEARCH_INDEX_KINDS } from './search.index.js';
import { createMemorySearchIndex } from './search.memory.js';
import { createPostgresSearchIndex } from './search.postgres.js';

describe.each(testDatabaseKinds(import.meta.url))('company search index after changes (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await runSeed(database.db, { mode: 'none', clock: createFixedClock(TEST_NOW) });
  });
  afterAll(async () => database.dispose());

  it.each(SEARCH_INDEX_KINDS)(
    'answers every committed change at once: inserts, edits, deactivations, deletions (%s)',
    async (index) => {
      const db = database.db;
      const searchIndex = index === 'memory' ? createMemorySearchIndex(db) : createPostgresSearchIndex(db);
      const search = (query: Parameters<typeof indexQuery>[0]) => searchIndex.search(indexQuery(query));
      const roles = async () =>
        (await search({})).facets.find((f) => f.field === 'companyRoleIds')?.values.map((v) => v.label);
      const word = `Zorblax${index}`;
      const monitoring = await referenceId(db, 'SERVICES', 'Clinical Monitoring');
      expect((await search({ text: word })).total).toBe(0);

      const [id = 0] = await insertCompanies(db, [
        { name: `${word} Labs`, roleId: 4, references: [['SERVICES', 'Risk-Based Monitoring']] },
      ]);
      expect((await search({ text: word, filters: { servicesIds: [monitoring] } })).ids).toEqual([id]);
      expect(await roles()).toContain('Technology/Service Provider');

      await db.update(companies).set({ roleId: 5, auditedByFda: true }).where(eq(companies.id, id));
      expect((await search({ filters: { companyRoleIds: [5], auditedByFDA: true } })).ids).toEqual([id]);
      expect(await roles()).not.toContain('Technology/Service Provider');

      await db.update(companies).set({ active: false }).where(eq(companies.id, id));
      expect((await search({ text: word })).total).toBe(0);
      expect(await search({ filters: { companyRoleIds: [5] } })).toMatchObject({ ids: [], total: 0 });
      expect(await roles()).not.toContain('Non-profit/Government');

      await db.update(companies).set({ active: true }).where(eq(companies.id, id));
      expect((await search({ sort: { field: 'updatedAt', direction: 'DESC' } })).ids[0]).toBe(id);
      await db.delete(companies).where(eq(companies.id, id));
      expect((await search({ text: word })).total).toBe(0);
      expect(await roles()).not.toContain('Non-profit/Government');
    },
  );
});
