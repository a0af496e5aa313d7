// The fixed workload of bench-search.ts: the search mix by kind, the company list's sorts, and how
// a mix query string reads as the search route's query.
import { sql } from 'drizzle-orm';
import type { Database } from '../api/src/db/database.js';
import type { searchCommandFrom } from '../api/src/modules/search/search.service.js';

/** Reference ids of the bench's facet filters, looked up by name in each database. */
export async function ids(database: Database): Promise<{ northAmerica: number; europe: number; us: number }> {
  const rows = (await database.db.execute(
    sql`SELECT (SELECT id FROM reference_items WHERE kind = 'REGIONS' AND name = 'North America') AS na, (SELECT id FROM reference_items WHERE kind = 'REGIONS' AND name = 'Europe') AS eu, (SELECT id FROM countries WHERE code = 'US') AS us`,
  )) as unknown as { rows: { na: number; eu: number; us: number }[] };
  const row = rows.rows[0];
  if (!row) throw new Error('reference data missing');
  return { northAmerica: row.na, europe: row.eu, us: row.us };
}

/** The fixed mix: each kind cycles through its queries. */
export function mix(ref: { northAmerica: number; europe: number; us: number }): [kind: string, queries: string[]][] {
  const facets = `companyRoleIds=1&companyRoleIds=2&companyRoleIds=3&regionsIds=${ref.northAmerica}&regionsIds=${ref.europe}&employeesNumberId=1&employeesNumberId=2`;
  return [
    [
      'text only',
      'oncology,data management,boston,cell therapy,meridian,biostatistics,rare disease,clinical research'
        .split(',')
        .map((q) => `searchString=${encodeURIComponent(q)}`),
    ],
    [
      'text + 3 facet filters',
      ['oncology', 'monitoring', 'clinical', 'phase'].map((q) => `searchString=${q}&${facets}`),
    ],
    [
      'sort',
      [
        'searchString=clinical&sort=name,ASC',
        `sort=updatedAt,DESC&countryId=${ref.us}`,
        'sort=createdAt,DESC&badges=VERIFIED',
        'sort=name,DESC&companyRoleIds=2',
      ],
    ],
    [
      'deep page',
      [
        'page=500',
        'page=300&companyRoleIds=3&companyRoleIds=4',
        'searchString=clinical&page=100&sort=createdAt,DESC',
        'searchString=oncology&page=50',
      ],
    ],
    ['no filter, first page', ['page=0']],
  ];
}

/** A query string as the route's parsed query (the bench's keys only). */
export function queryOf(query: string): Parameters<typeof searchCommandFrom>[0] {
  const params = new URLSearchParams(query);
  const numbers = (key: string) => params.getAll(key).map(Number);
  const one = (key: string) => (params.has(key) ? Number(params.get(key)) : undefined);
  return {
    searchString: params.get('searchString') ?? undefined,
    companyRoleIds: numbers('companyRoleIds'),
    regionsIds: numbers('regionsIds'),
    employeesNumberId: numbers('employeesNumberId'),
    badges: params.getAll('badges') as never,
    countryId: one('countryId'),
    sort: params.get('sort') ?? undefined,
    page: one('page'),
  };
}

export const COMPANY_LIST = 'company list (GET /v1/companies)';
export const LIST_SORTS = ['name,ASC', 'updatedAt,DESC', 'createdAt,DESC', 'name,DESC'];
