import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock.js';
import { runSeed } from '../../seed/seed.js';
import { createRandom } from '../../seed/prng.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../testing/index.js';
import {
  COMPANY_BADGES,
  type CompanyFixture,
  EMPLOYEE_BANDS,
  insertCompanies,
  PATIENT_CARE_SETTINGS,
  SITE_TYPES,
} from '../company/index.js';
import { addContractedPartner } from '../partner/index.js';
import type { ReferenceKind } from '../reference/index.js';
import { indexQuery } from './search.testing.js';
import type { CompanySearchIndex, IndexQuery, SortField } from './search.index.js';
import { createMemorySearchIndex } from './search.memory.js';
import { createPostgresSearchIndex } from './search.postgres.js';

/** Linked items: parents and their children, an indication (counted through its area), one of each list. */
const REFERENCES: [ReferenceKind, string][] = [
  ['SERVICES', 'Clinical Monitoring'],
  ['SERVICES', 'Risk-Based Monitoring'],
  ['SERVICES', 'On-Site Monitoring'],
  ['SERVICES', 'Data Management'],
  ['SERVICES', 'Data Cleaning'],
  ['PRODUCTS', 'EDC'],
  ['PRODUCTS', 'CTMS'],
  ['THERAPEUTIC_AREAS', 'Oncology'],
  ['INDICATIONS', 'Breast Cancer'],
  ['REGIONS', 'Europe'],
  ['REGIONS', 'Germany'],
  ['REGIONS', 'North America'],
];
/** Names with ties once accents and case are folded, and a name to misspell. */
const NAMES = ['Alpha Trials', 'ALPHA TRIALS', 'Álpha Trials', 'Beta Labs', 'Ørsted Bio', 'Meridian Research'];
const WORDS = ['quillon', 'vorticel', 'assays', 'kits', 'monitoring'];
const TEXTS = ['quillon', 'vorticel kits', 'quil', 'meridain', 'monitoring', 'nothingmatches'];
const SORTS: SortField[] = ['relevance', 'name', 'createdAt', 'updatedAt', 'rating'];

// Random companies and searches: the PostgreSQL index answers exactly what the in-memory one does
// (whose pass is checked against the definition in search.engine.random.test.ts).
describe.each(testDatabaseKinds(import.meta.url))('company search indexes answer alike (%s)', (kind) => {
  let database: TestDatabase;
  let memory: CompanySearchIndex;
  let postgres: CompanySearchIndex;
  let viewer = 0;
  const refIds = new Map<string, number>();
  const countryIds: number[] = [];
  const random = createRandom(2718);
  const some = <T>(values: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: random.int(0, most) }, () => random.pick(values))),
  ];
  const maybe = <T>(value: T, chance = 0.5): T | undefined => (random.next() < chance ? value : undefined);
  /** A filter's values, now and then: with several filters at once, most searches still find something. */
  const sometimes = <T>(values: readonly T[], most: number): T[] =>
    random.next() < 0.25 ? [...new Set(Array.from({ length: random.int(1, most) }, () => random.pick(values)))] : [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    await runSeed(db, { mode: 'none', clock: createFixedClock(TEST_NOW) });
    const fixtures = Array.from({ length: 160 }, (_, i): CompanyFixture => ({
      name: `Company ${i}`,
      roleId: random.int(1, 7),
      active: random.next() > 0.1,
      status: random.pick(['APPROVED', 'CLAIMED', 'NEW'] as const),
      description: some(WORDS, 3).join(' '),
      ...(random.next() < 0.7 ? { countryCode: random.pick(['US', 'DE', 'GB']) } : {}),
      ...(random.next() < 0.7 ? { employeesBand: random.pick(EMPLOYEE_BANDS) } : {}),
      ...(random.next() < 0.4 ? { siteType: random.pick(SITE_TYPES) } : {}),
      patientCareSettings: some(PATIENT_CARE_SETTINGS, 2),
      badges: some(COMPANY_BADGES, 2),
      minorityOwned: random.next() < 0.3,
      auditedByFda: random.next() < 0.3,
      hasPublishedRequests: random.next() < 0.3,
      references: some(REFERENCES, 4),
    }));
    const ids = await insertCompanies(db, fixtures);
    // Names and times with ties (aliases stay unique; times equal to the millisecond, which is what
    // the in-memory index keeps); the first company is the viewer.
    const at = () => `${new Date(TEST_NOW.getTime() + random.int(0, 5) * 1000 + random.int(0, 1)).toISOString()}`;
    for (const id of ids)
      await db.execute(sql`UPDATE companies SET name = ${random.pick(NAMES)},
        created_at = ${at()}::timestamptz + ${random.int(0, 999)} * interval '1 microsecond',
        updated_at = ${at()}::timestamptz + ${random.int(0, 999)} * interval '1 microsecond'
        WHERE id = ${id}`);
    viewer = ids[0] ?? 0;
    for (const partner of ids.slice(1))
      if (random.next() < 0.3) await addContractedPartner(db, viewer, partner, TEST_NOW);
    // Review averages with ties, and claim evidence decided both ways (some at the same instant).
    for (const id of ids) {
      if (random.next() < 0.5)
        await db.execute(sql`INSERT INTO company_review_stats (company_id, review_count, rating, updated_at)
          VALUES (${id}, ${random.int(1, 3)}, ${random.pick([2.5, 3, 4, 4.25, 5])}, ${TEST_NOW.toISOString()}::timestamptz)`);
      for (const claim of ['MINORITY_OWNED', 'AUDITED_BY_FDA'])
        for (let n = random.int(0, 2); n > 0; n -= 1)
          await db.execute(sql`INSERT INTO claim_evidence (company_id, claim, status, submitted_at, reviewed_at)
            VALUES (${id}, ${claim}::profile_claim, ${random.pick(['VERIFIED', 'REJECTED'])}::evidence_status,
              ${TEST_NOW.toISOString()}::timestamptz, ${TEST_NOW.toISOString()}::timestamptz + ${random.int(0, 2)} * interval '1 hour')`);
    }
    const rows = (await db.execute(sql`SELECT id, kind::text AS kind, name FROM reference_items`)) as unknown as {
      rows: { id: number; kind: string; name: string }[];
    };
    for (const row of rows.rows) refIds.set(`${row.kind}/${row.name}`, row.id);
    const codes = (await db.execute(
      sql`SELECT id FROM countries WHERE code IN ('US', 'DE', 'GB', 'FR')`,
    )) as unknown as {
      rows: { id: number }[];
    };
    countryIds.push(...codes.rows.map((row) => row.id));
    memory = createMemorySearchIndex(db);
    postgres = createPostgresSearchIndex(db);
  });
  afterAll(async () => database.dispose());

  const ref = (kind: ReferenceKind, name: string) => refIds.get(`${kind}/${name}`) ?? 0;
  const refs = (kinds: ReferenceKind[]) =>
    some(REFERENCES, 2).flatMap(([k, n]) => (kinds.includes(k) ? [ref(k, n)] : []));

  function randomQuery(): IndexQuery {
    return indexQuery({
      text: maybe(random.pick(TEXTS)) ?? '',
      filters: {
        companyRoleIds: sometimes([1, 2, 3, 4, 5, 6, 7], 3),
        // Mostly services, sometimes a product picked as a service (it matches nothing).
        servicesIds: refs(['SERVICES', ...(random.next() < 0.2 ? (['PRODUCTS'] as const) : [])]),
        productsIds: refs(['PRODUCTS']),
        therapeuticAreasIds: refs(['THERAPEUTIC_AREAS', 'INDICATIONS']),
        regionsIds: refs(['REGIONS']),
        countryId: maybe(random.pick(countryIds), 0.15) ?? null,
        employeesNumberId: sometimes([1, 2, 3], 2),
        siteType: sometimes(SITE_TYPES, 2),
        patientCareSettings: sometimes(PATIENT_CARE_SETTINGS, 2),
        badges: sometimes(COMPANY_BADGES, 2),
        minorityOwned: random.next() < 0.15,
        claimedOnly: random.next() < 0.15,
        minRating: maybe(random.pick([3, 4, 4.25]), 0.2) ?? null,
        verifiedClaims: random.next() < 0.2 ? [random.pick(['MINORITY_OWNED', 'AUDITED_BY_FDA'] as const)] : [],
      },
      partners: maybe({ companyId: viewer, only: random.next() < 0.5 }, 0.3) ?? null,
      sort: { field: random.pick(SORTS), direction: random.pick(['ASC', 'DESC'] as const) },
      page: random.int(0, 3),
      size: random.pick([3, 7, 25]),
    });
  }

  it('answers the same page, total, facets and match mode for random searches', async () => {
    for (let round = 0; round < 60; round += 1) {
      const query = randomQuery();
      const expected = await memory.search(query);
      expect(await postgres.search(query), JSON.stringify({ round, ...query })).toEqual(expected);
    }
  });

  it('answers alike with one filter at a time, where facet counts are largest', async () => {
    for (let round = 0; round < 20; round += 1) {
      const filters = random.pick([
        { servicesIds: [ref('SERVICES', 'Clinical Monitoring')] },
        { therapeuticAreasIds: [ref('THERAPEUTIC_AREAS', 'Oncology')] },
        { regionsIds: [ref('REGIONS', 'Europe')] },
        { badges: [random.pick(COMPANY_BADGES)] },
        {},
      ]);
      const query = indexQuery({
        filters,
        text: maybe(random.pick(TEXTS), 0.3) ?? '',
        sort: { field: random.pick(SORTS), direction: random.pick(['ASC', 'DESC'] as const) },
        page: random.int(0, 8),
        size: 10,
      });
      expect(await postgres.search(query), JSON.stringify({ round, ...query })).toEqual(await memory.search(query));
    }
  });
});
