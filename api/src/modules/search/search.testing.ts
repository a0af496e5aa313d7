// Test support for search (no tests here): the filters of a search without any, the companies the
// route tests search, and the setups every behavioural test runs in (each database kind with each
// company search index).
import { expect } from 'vitest';
import type { DatabaseKind } from '../../db/database.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { type CompanyFixture, insertCompanies } from '../company/index.js';
import {
  type IndexQuery,
  NO_FILTERS,
  SEARCH_INDEX_KINDS,
  type SearchFilters,
  type SearchIndexKind,
} from './search.index.js';

export { NO_FILTERS };

/** A search for the index: first page of 10, best match first, no filters but the given ones. */
export const indexQuery = (
  overrides: Omit<Partial<IndexQuery>, 'filters'> & { filters?: Partial<SearchFilters> } = {},
): IndexQuery => ({
  text: '',
  partners: null,
  sort: { field: 'relevance', direction: 'DESC' },
  page: 0,
  size: 10,
  facets: true,
  ...overrides,
  filters: { ...NO_FILTERS, ...overrides.filters },
});

/** The test file's database kinds (testDatabaseKinds) with every company search index. */
export const searchSetups = (testFile: string): [DatabaseKind, SearchIndexKind][] =>
  testDatabaseKinds(testFile).flatMap((kind) =>
    SEARCH_INDEX_KINDS.map((index): [DatabaseKind, SearchIndexKind] => [kind, index]),
  );

export interface SearchBody {
  content: {
    company: {
      id: number;
      name: string;
      createdAt: string;
      isContractedPartner: boolean;
      inCompareList: boolean;
      canEdit: boolean;
    };
    highlights: {
      name: { text: string; match: boolean }[];
      description: { text: string; match: boolean }[];
    } | null;
  }[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  facets: { field: string; values: { value: string; label: string; count: number }[] }[];
}

// Every fixture shares the made-up word "Zyphora", so a text search selects exactly them.
export const ZYPHORA: readonly CompanyFixture[] = [
  {
    name: 'Zyphora Oncology Sites',
    roleId: 2,
    countryCode: 'US',
    employeesBand: 'SMALL',
    siteType: 'HOSPITAL',
    patientCareSettings: ['INPATIENT'],
    badges: ['VERIFIED'],
    minorityOwned: true,
    references: [
      ['THERAPEUTIC_AREAS', 'Oncology'],
      ['REGIONS', 'Germany'],
    ],
  },
  {
    name: 'Zyphora Data Labs',
    roleId: 4,
    countryCode: 'DE',
    employeesBand: 'MID',
    hasPublishedAlerts: true,
    status: 'APPROVED',
    description: 'Biomarker analytics and EDC hosting for decentralized studies.',
    references: [
      ['PRODUCTS', 'EDC'],
      ['SERVICES', 'Data Management'],
    ],
  },
  {
    name: 'Zyphora Monitoring CRO',
    roleId: 3,
    countryCode: 'US',
    employeesBand: 'LARGE',
    womenOwned: true,
    references: [
      ['SERVICES', 'Risk-Based Monitoring'],
      ['REGIONS', 'North America'],
    ],
  },
  {
    name: 'Zyphora Therapeutics',
    roleId: 1,
    countryCode: 'GB',
    hasPublishedRequests: true,
    auditedByFda: true,
    references: [['THERAPEUTIC_AREAS', 'Cardiology']],
  },
  { name: 'Zyphora Ventures', roleId: 7, countryCode: 'US', disabilityOwned: true, status: 'NEW' },
  { name: 'Zyphora Dormant', roleId: 3, active: false },
];

/** The api over a fresh database (personas seeded) with the given search index, plus the Zyphora companies. */
export async function createSearchTestApp(
  kind: DatabaseKind,
  index: SearchIndexKind,
): Promise<{ t: TestApp; ids: Record<string, number>; search(query: string, token?: string): Promise<SearchBody> }> {
  const t = await createTestApp({ kind, searchIndex: index });
  const inserted = await insertCompanies(t.database.db, ZYPHORA);
  return {
    t,
    ids: Object.fromEntries(ZYPHORA.map((f, i) => [f.name, inserted[i] ?? 0])),
    async search(query, token) {
      const res = await t.request({ url: `/v1/companies/search?${query}`, ...(token ? { token } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SearchBody>();
    },
  };
}

export const names = (body: SearchBody): string[] => body.content.map((r) => r.company.name);
