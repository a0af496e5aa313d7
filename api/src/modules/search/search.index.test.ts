import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock.js';
import { runSeed } from '../../seed/seed.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../testing/index.js';
import { companies, insertCompanies, referenceId } from '../company/index.js';
import { addContractedPartner } from '../partner/index.js';
import { countries } from '../reference/index.js';
import { indexQuery } from './search.testing.js';
import { type CompanySearchIndex, type IndexAnswer, SEARCH_INDEX_KINDS, type SearchIndexKind } from './search.index.js';
import { createMemorySearchIndex } from './search.memory.js';
import { createPostgresSearchIndex } from './search.postgres.js';

const NAMES = [
  'Alpha Kestrel',
  'Bravo Kestrel',
  'Charlie Kestrel',
  'Delta Kestrel',
  'Échelon Kestrel',
  'Echo',
] as const;
type Name = (typeof NAMES)[number] | 'Xray Kestrel';
const hours = (n: number) => new Date(TEST_NOW.getTime() + n * 3_600_000);

// The search index contract on a database of its own: both implementations answer alike.
describe.each(testDatabaseKinds(import.meta.url))('company search index (%s)', (kind) => {
  let database: TestDatabase;
  const id: Partial<Record<Name, number>> = {};
  const indexes = {} as Record<SearchIndexKind, CompanySearchIndex>;
  const ref = (name: string) => referenceId(database.db, 'SERVICES', name);
  const country: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await runSeed(database.db, { mode: 'none', clock: createFixedClock(TEST_NOW) });
    for (const row of await database.db.select({ id: countries.id, code: countries.code }).from(countries))
      country[row.code] = row.id;
    const inserted = await insertCompanies(database.db, [
      {
        name: 'Alpha Kestrel',
        countryCode: 'US',
        minorityOwned: true,
        description: 'Quillon kits.',
        references: [['SERVICES', 'Risk-Based Monitoring']],
      },
      { name: 'Bravo Kestrel', countryCode: 'DE', status: 'NEW', references: [['SERVICES', 'Data Management']] },
      { name: 'Charlie Kestrel', roleId: 1, countryCode: 'US' },
      {
        name: 'Delta Kestrel',
        roleId: 2,
        countryCode: 'DE',
        status: 'NEW',
        siteType: 'HOSPITAL',
        patientCareSettings: ['INPATIENT', 'HOME_VISITS'],
        description: 'Quillon and quillon assays.',
      },
      { name: 'Échelon Kestrel', roleId: 7, status: 'NEW' },
      // Renamed below to 'echelon kestrel': the same alphabetical key as 'Échelon Kestrel' (a tie).
      { name: 'Echo', roleId: 7, status: 'NEW' },
      {
        name: 'Xray Kestrel',
        active: false,
        countryCode: 'US',
        minorityOwned: true,
        description: 'Quillon.',
        references: [['SERVICES', 'Risk-Based Monitoring']],
      },
    ]);
    for (const [i, name] of [...NAMES, 'Xray Kestrel' as const].entries()) id[name] = inserted[i];
    // Times with ties: created A 1, B 2, C 3, D 4, E and echo 5; updated A, B, D 5, E and echo 6, C 9.
    const times: [Name, number, number][] = [
      ['Alpha Kestrel', 1, 5],
      ['Bravo Kestrel', 2, 5],
      ['Charlie Kestrel', 3, 9],
      ['Delta Kestrel', 4, 5],
      ['Échelon Kestrel', 5, 6],
      ['Echo', 5, 6],
    ];
    for (const [name, created, updated] of times)
      await database.db
        .update(companies)
        .set({
          createdAt: hours(created),
          updatedAt: hours(updated),
          ...(name === 'Echo' ? { name: 'echelon kestrel' } : {}),
        })
        .where(eq(companies.id, id[name] ?? 0));
    // Charlie's contracted partners: Bravo, Delta and the inactive Xray.
    for (const partner of ['Bravo Kestrel', 'Delta Kestrel', 'Xray Kestrel'] as const)
      await addContractedPartner(database.db, id['Charlie Kestrel'] ?? 0, id[partner] ?? 0, TEST_NOW);
    indexes.memory = createMemorySearchIndex(database.db);
    indexes.postgres = createPostgresSearchIndex(database.db);
  });
  afterAll(async () => database.dispose());

  describe.each(SEARCH_INDEX_KINDS)('%s', (index) => {
    const search = (query: Parameters<typeof indexQuery>[0]) => indexes[index].search(indexQuery(query));
    const ids = (...names: Name[]) => names.map((name) => id[name]);
    const facet = (answer: IndexAnswer, field: string) =>
      Object.fromEntries((answer.facets.find((f) => f.field === field)?.values ?? []).map((v) => [v.label, v.count]));

    it('lists every active company alphabetically with facet counts when nothing filters', async () => {
      const answer = await search({});
      expect(answer).toMatchObject({ total: 6, textMode: null });
      expect(answer.ids).toEqual(ids(...NAMES));
      // By count, then label.
      expect(answer.facets.find((f) => f.field === 'companyRoleIds')?.values).toEqual([
        { value: '3', label: 'CRO', count: 2 },
        { value: '7', label: 'Investor', count: 2 },
        { value: '2', label: 'Clinical Trial Site/Site Network', count: 1 },
        { value: '1', label: 'Clinical Trial Sponsor', count: 1 },
      ]);
      expect(facet(answer, 'countryId')).toEqual({ 'United States': 2, Germany: 2 });
      expect(facet(answer, 'servicesIds')).toEqual({
        'Clinical Monitoring': 1,
        'Risk-Based Monitoring': 1,
        'Data Management': 1,
      });
      expect(facet(answer, 'siteType')).toEqual({ Hospital: 1 });
      expect(facet(answer, 'patientCareSettings')).toEqual({ Inpatient: 1, 'Home visits': 1 });
      expect(facet(answer, 'employeesNumberId')).toEqual({});
    });

    it('counts each facet under the other filters (disjunctive)', async () => {
      const answer = await search({ filters: { companyRoleIds: [3], countryId: country.US ?? 0 } });
      expect(answer).toMatchObject({ ids: ids('Alpha Kestrel'), total: 1 });
      // Roles ignore the role filter but keep the country one; countries the other way round.
      expect(facet(answer, 'companyRoleIds')).toEqual({ CRO: 1, 'Clinical Trial Sponsor': 1 });
      expect(facet(answer, 'countryId')).toEqual({ 'United States': 1, Germany: 1 });
      expect(facet(answer, 'servicesIds')).toEqual({ 'Clinical Monitoring': 1, 'Risk-Based Monitoring': 1 });
    });

    it('answers the same page and total without facets when the query asks for none', async () => {
      for (const query of [
        { sort: { field: 'updatedAt', direction: 'DESC' }, page: 1, size: 2 },
        { filters: { companyRoleIds: [3, 7] }, sort: { field: 'name', direction: 'DESC' } },
        { text: 'quillon' },
      ] as const) {
        const counted = await search(query);
        expect(counted.facets).not.toEqual([]);
        expect(await search({ ...query, facets: false })).toEqual({ ...counted, facets: [] });
      }
    });

    it('lists selected values with 0 under combined filters that leave nothing', async () => {
      const monitoring = await ref('Clinical Monitoring');
      const answer = await search({
        filters: { companyRoleIds: [3], servicesIds: [monitoring], countryId: country.DE ?? 0 },
      });
      expect(answer).toMatchObject({ ids: [], total: 0 });
      expect(facet(answer, 'companyRoleIds')).toEqual({ CRO: 0 });
      expect(facet(answer, 'servicesIds')).toEqual({ 'Data Management': 1, 'Clinical Monitoring': 0 });
      expect(facet(answer, 'countryId')).toEqual({ 'United States': 1, Germany: 0 });
    });

    it('matches a reference filter through the value’s descendants, and only in its own list', async () => {
      expect((await search({ filters: { servicesIds: [await ref('Clinical Monitoring')] } })).ids).toEqual(
        ids('Alpha Kestrel'),
      );
      expect((await search({ filters: { servicesIds: [await ref('Risk-Based Monitoring')] } })).ids).toEqual(
        ids('Alpha Kestrel'),
      );
      // Any selected value matches; a product selected among services matches nothing and is listed with 0.
      const edc = await referenceId(database.db, 'PRODUCTS', 'EDC');
      const answer = await search({ filters: { servicesIds: [await ref('Data Management'), edc] } });
      expect(answer.ids).toEqual(ids('Bravo Kestrel'));
      expect(answer.facets.find((f) => f.field === 'servicesIds')?.values).toContainEqual({
        value: String(edc),
        label: 'EDC',
        count: 0,
      });
    });

    it('restricts by flags only when they are true', async () => {
      expect((await search({ filters: { claimedOnly: true } })).ids).toEqual(ids('Alpha Kestrel', 'Charlie Kestrel'));
      expect((await search({ filters: { claimedOnly: true, minorityOwned: true } })).ids).toEqual(ids('Alpha Kestrel'));
      expect((await search({ filters: { minorityOwned: false } })).total).toBe(6);
    });

    it('keeps out or keeps only the partners as asked, never an inactive one', async () => {
      const charlie = id['Charlie Kestrel'] ?? 0;
      const only = await search({ partners: Promise.resolve({ companyId: charlie, only: true }) });
      expect(only).toMatchObject({ ids: ids('Bravo Kestrel', 'Delta Kestrel'), total: 2 });
      expect(facet(only, 'companyRoleIds')).toEqual({ CRO: 1, 'Clinical Trial Site/Site Network': 1 });
      const excluded = await search({ partners: { companyId: charlie, only: false } });
      expect(excluded.ids).toEqual(ids('Alpha Kestrel', 'Charlie Kestrel', 'Échelon Kestrel', 'Echo'));
    });

    it('walks text matches by relevance and other sorts in their own order, restricted to the matches', async () => {
      const relevance = await search({ text: 'quillon' });
      // Fewer than ten full-text matches: the word is tried as a prefix too (search.text.ts).
      expect(relevance).toMatchObject({ ids: ids('Delta Kestrel', 'Alpha Kestrel'), total: 2, textMode: 'prefix' });
      const sorted = (field: 'name' | 'createdAt', direction: 'ASC' | 'DESC') =>
        search({ text: 'quillon', sort: { field, direction } }).then((answer) => answer.ids);
      expect(await sorted('name', 'DESC')).toEqual(ids('Delta Kestrel', 'Alpha Kestrel'));
      expect(await sorted('createdAt', 'DESC')).toEqual(ids('Delta Kestrel', 'Alpha Kestrel'));
      expect(await sorted('createdAt', 'ASC')).toEqual(ids('Alpha Kestrel', 'Delta Kestrel'));
    });

    it('sorts by name (accents and case folded), creation and update, ties by id, the other way exactly reversed', async () => {
      const order = (field: 'relevance' | 'name' | 'createdAt' | 'updatedAt', direction: 'ASC' | 'DESC') =>
        search({ sort: { field, direction } }).then((answer) => answer.ids);
      expect(await order('relevance', 'DESC')).toEqual(ids(...NAMES));
      expect(await order('name', 'DESC')).toEqual(ids(...NAMES).reverse());
      const updated = ids(
        'Charlie Kestrel',
        'Échelon Kestrel',
        'Echo',
        'Alpha Kestrel',
        'Bravo Kestrel',
        'Delta Kestrel',
      );
      expect(await order('updatedAt', 'DESC')).toEqual(updated);
      expect(await order('updatedAt', 'ASC')).toEqual([...updated].reverse());
      const created = ids(
        'Échelon Kestrel',
        'Echo',
        'Delta Kestrel',
        'Charlie Kestrel',
        'Bravo Kestrel',
        'Alpha Kestrel',
      );
      expect(await order('createdAt', 'DESC')).toEqual(created);
      expect(await order('createdAt', 'ASC')).toEqual([...created].reverse());
    });

    it('pages by zero-based page and size, deep pages included, and counts the total', async () => {
      expect(await search({ page: 1, size: 4 })).toMatchObject({ ids: ids('Échelon Kestrel', 'Echo'), total: 6 });
      expect(await search({ page: 2, size: 2, sort: { field: 'name', direction: 'DESC' } })).toMatchObject({
        ids: ids('Bravo Kestrel', 'Alpha Kestrel'),
        total: 6,
      });
      expect(await search({ page: 5, size: 3 })).toMatchObject({ ids: [], total: 6 });
    });
  });
});
