import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { CompanyRoleType } from '../company/index.js';
import { csvHead, csvRecord, MULTI_VALUE_SEPARATOR } from './data-export.csv.js';

/** Ids as one int[] parameter (one bound value, whatever their number). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Companies read per query: few round trips, and a batch's text stays small while it streams. */
export const EXPORT_BATCH = 2000;

/** The role types as people read them (the enum's values are identifiers). */
const ROLE_LABELS: Readonly<Record<CompanyRoleType, string>> = {
  Sponsor: 'Sponsor',
  Site: 'Site',
  Vendor: 'Vendor',
  Nonprofit: 'Non-profit',
  PatientsAdvocacy: 'Patients/Advocacy',
  Investor: 'Investor',
};

interface CompanyRow {
  name: string;
  alias: string;
  website: string | null;
  role_type: CompanyRoleType;
  business_type: string;
  country: string | null;
  /** The company's reference item ids, comma-separated. */
  refs: string;
}

interface ReferenceNames {
  /** Item id → its name and its place in the alphabetical order of every item. */
  items: Map<number, { kind: 'SERVICES' | 'THERAPEUTIC_AREAS'; name: string; rank: number }>;
}

/**
 * The services and therapeutic areas by id, read once per export (a few thousand small rows):
 * a company's cells are then built from its `reference_ids` without a join per company.
 */
async function referenceNames(db: Executor): Promise<ReferenceNames> {
  const result = await db.execute(
    sql`SELECT id, kind::text AS kind, name FROM reference_items WHERE kind IN ('SERVICES', 'THERAPEUTIC_AREAS')`,
  );
  const rows = (result as unknown as { rows: { id: number; kind: 'SERVICES' | 'THERAPEUTIC_AREAS'; name: string }[] })
    .rows;
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const sorted = [...rows].sort((a, b) => collator.compare(a.name, b.name));
  return { items: new Map(sorted.map((row, rank) => [Number(row.id), { kind: row.kind, name: row.name, rank }])) };
}

/**
 * One batch of companies in the order of `ids` (those no longer there are left out). A primary-key
 * lookup per id (LATERAL ... LIMIT 1 keeps the planner from hashing the whole companies table for
 * each batch instead: seven times slower at 60,000 companies).
 */
async function companyRows(db: Executor, ids: readonly number[]): Promise<CompanyRow[]> {
  const result = await db.execute(sql`
    SELECT c.name, c.alias, c.website, r.type::text AS role_type, r.name AS business_type, co.name AS country,
      array_to_string(c.reference_ids, ',') AS refs
    FROM unnest(${intArray(ids)}) WITH ORDINALITY AS x(id, n)
    CROSS JOIN LATERAL (SELECT name, alias, website, role_id, hq_country_id, reference_ids FROM companies WHERE id = x.id LIMIT 1) c
    JOIN company_roles r ON r.id = c.role_id
    LEFT JOIN countries co ON co.id = c.hq_country_id
    ORDER BY x.n`);
  return (result as unknown as { rows: CompanyRow[] }).rows;
}

/** A company's names of one kind, alphabetical, in one cell. */
function namesOf(refs: string, kind: 'SERVICES' | 'THERAPEUTIC_AREAS', references: ReferenceNames): string {
  if (refs === '') return '';
  const found = [];
  for (const id of refs.split(',')) {
    const item = references.items.get(Number(id));
    if (item?.kind === kind) found.push(item);
  }
  return found
    .sort((a, b) => a.rank - b.rank)
    .map((item) => item.name)
    .join(MULTI_VALUE_SEPARATOR);
}

/**
 * The CSV of the companies `ids`, in that order: the byte order mark and the header first, then
 * one batch of records per query. A generator: the caller streams each batch as it comes, so an
 * export of any size holds one batch in memory.
 */
export async function* companyCsv(
  db: Executor,
  ids: readonly number[],
  profileBase: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield csvHead();
  if (ids.length === 0) return;
  const references = await referenceNames(db);
  for (let from = 0; from < ids.length; from += batchSize) {
    const rows = await companyRows(db, ids.slice(from, from + batchSize));
    let text = '';
    for (const row of rows) {
      text += csvRecord([
        row.name,
        ROLE_LABELS[row.role_type] ?? row.role_type,
        row.business_type,
        row.country ?? '',
        namesOf(row.refs ?? '', 'SERVICES', references),
        namesOf(row.refs ?? '', 'THERAPEUTIC_AREAS', references),
        row.website ?? '',
        `${profileBase}/companies/${row.alias}`,
      ]);
    }
    if (text) yield text;
  }
}
