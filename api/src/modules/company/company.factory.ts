import type { Executor } from '../../db/database.js';
import { countries, referenceItems, type ReferenceKind } from '../reference/index.js';
import { slugify } from './company.alias.js';
import { syncReferenceColumns } from './company.references.js';
import {
  type CompanyBadge,
  companies,
  companyReferenceItems,
  type CompanyStatus,
  type EmployeesBand,
  type PatientCareSetting,
  type SiteType,
} from './company.table.js';

/** A company for tests: only the name is required; references are named by kind and name. */
export interface CompanyFixture {
  name: string;
  roleId?: number;
  status?: CompanyStatus;
  active?: boolean;
  description?: string;
  countryCode?: string;
  employeesBand?: EmployeesBand;
  siteType?: SiteType;
  patientCareSettings?: PatientCareSetting[];
  badges?: CompanyBadge[];
  minorityOwned?: boolean;
  womenOwned?: boolean;
  disabilityOwned?: boolean;
  auditedByFda?: boolean;
  hasPublishedRequests?: boolean;
  hasPublishedAlerts?: boolean;
  references?: [ReferenceKind, string][];
}

/** Inserts the fixtures (and their reference links) the way the product stores companies; answers their ids. */
export async function insertCompanies(db: Executor, fixtures: readonly CompanyFixture[]): Promise<number[]> {
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  const refRows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const refId = new Map(refRows.map((r) => [`${r.kind}/${r.name}`, r.id]));
  const ids: number[] = [];
  for (const { references = [], countryCode, name, ...f } of fixtures) {
    const [row] = await db
      .insert(companies)
      .values({
        roleId: 3,
        status: 'CLAIMED',
        ...f,
        name,
        alias: slugify(name),
        hqCountryId: countryCode ? (countryId.get(countryCode) ?? null) : null,
      })
      .returning({ id: companies.id });
    if (!row) throw new Error(`company ${name} was not inserted`);
    const links = references.map(([kind, refName]) => {
      const id = refId.get(`${kind}/${refName}`);
      if (id === undefined) throw new Error(`No reference item ${kind}/${refName}`);
      return { companyId: row.id, referenceItemId: id };
    });
    if (links.length > 0) await db.insert(companyReferenceItems).values(links);
    ids.push(row.id);
  }
  await syncReferenceColumns(db, ids);
  return ids;
}

/** A reference item's id by kind and name (ids differ per database). */
export async function referenceId(db: Executor, kind: ReferenceKind, name: string): Promise<number> {
  const rows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const found = rows.find((r) => r.kind === kind && r.name === name);
  if (!found) throw new Error(`No reference item ${kind}/${name}`);
  return found.id;
}
