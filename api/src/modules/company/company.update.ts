import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type FieldError, forbidden, notFound, stateChanged, validationMany } from '../../errors.js';
import { countries, type ReferenceKind } from '../reference/index.js';
import type { CompanyViewer } from './company.dto.js';
import { limitErrors } from './company.limits.js';
import { referenceKindsOf, replaceReferences } from './company.references.js';
import type { UpdateCompanyBody } from './company.schemas.js';
import { companies, companyRoles } from './company.table.js';

/** Each editable list with the one kind its ids must have. Labels (platform-set) are not here. */
const LISTS = {
  serviceIds: 'SERVICES',
  productIds: 'PRODUCTS',
  therapeuticAreaIds: 'THERAPEUTIC_AREAS',
  indicationIds: 'INDICATIONS',
  modalityIds: 'MODALITIES',
  regionIds: 'REGIONS',
  keyServiceIds: 'COMPANY_KEY_SERVICES',
  seriesIds: 'SERIES',
} as const satisfies Record<string, ReferenceKind>;
type ListField = keyof typeof LISTS;
const EDITABLE_KINDS = Object.values(LISTS);

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function websiteError(website: string | null): FieldError | null {
  if (website === null) return null;
  try {
    const url = new URL(website);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) return null;
  } catch {
    // Not a URL at all: same answer.
  }
  return { field: 'website', message: 'website must be an http(s) address, e.g. https://www.example.com' };
}

/** Company admins edit their own company only (an impersonating admin acts as that admin). */
export function assertCanEdit(viewer: CompanyViewer, companyId: number): void {
  if (viewer.role !== 'COMPANY_ADMIN' || viewer.companyId !== companyId) throw forbidden();
}

/**
 * Replaces the company's editable state in one transaction: the version must be the current one
 * (else 409), every id must exist with its list's kind, the limits of spec §9 hold, site-only and
 * investor-only fields fit the company's type; then the row, its links and the search columns change.
 */
export async function updateCompany(db: Executor, companyId: number, body: UpdateCompanyBody): Promise<void> {
  const name = body.name.trim();
  const website = clean(body.website);
  const basicErrors = [
    name === '' ? { field: 'name', message: 'name must not be empty' } : null,
    websiteError(website),
  ].filter((e): e is FieldError => e !== null);
  if (basicErrors.length > 0) throw validationMany(basicErrors);
  const lists = Object.fromEntries(
    (Object.keys(LISTS) as ListField[]).map((field) => [field, [...new Set(body[field])]]),
  ) as Record<ListField, number[]>;

  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: companies.version, active: companies.active, roleType: companyRoles.type })
      .from(companies)
      .innerJoin(companyRoles, eq(companyRoles.id, companies.roleId))
      .where(eq(companies.id, companyId))
      .for('update', { of: companies });
    if (!current?.active) throw notFound();
    if (current.version !== body.version) throw stateChanged();

    const errors = [...(await referenceErrors(tx, lists)), ...limitErrors(current.roleType, lists)];
    if (current.roleType !== 'Site' && (body.siteType ?? null) !== null)
      errors.push({ field: 'siteType', message: 'siteType applies to sites only' });
    if (current.roleType !== 'Site' && body.patientCareSettings.length > 0)
      errors.push({ field: 'patientCareSettings', message: 'patientCareSettings apply to sites only' });
    if (current.roleType !== 'Investor' && lists.seriesIds.length > 0)
      errors.push({ field: 'seriesIds', message: 'seriesIds apply to investors only' });
    const countryId = body.hqCountryId ?? null;
    if (countryId !== null && !(await countryExists(tx, countryId)))
      errors.push({ field: 'hqCountryId', message: 'hqCountryId does not exist' });
    if (errors.length > 0) throw validationMany(errors);

    await tx
      .update(companies)
      .set({
        name,
        description: clean(body.description),
        website,
        hqCountryId: countryId,
        hqState: clean(body.hqState),
        hqCity: clean(body.hqCity),
        employeesBand: body.employeesBand ?? null,
        minorityOwned: body.minorityOwned,
        womenOwned: body.womenOwned,
        disabilityOwned: body.disabilityOwned,
        auditedByFda: body.auditedByFda,
        siteType: body.siteType ?? null,
        patientCareSettings: [...new Set(body.patientCareSettings)],
        version: sql`${companies.version} + 1`,
      })
      .where(eq(companies.id, companyId));
    await replaceReferences(tx, companyId, EDITABLE_KINDS, Object.values(lists).flat());
  });
}

async function referenceErrors(db: Executor, lists: Record<ListField, number[]>): Promise<FieldError[]> {
  const kinds = await referenceKindsOf(db, Object.values(lists).flat());
  const errors: FieldError[] = [];
  for (const field of Object.keys(LISTS) as ListField[]) {
    const wrong = lists[field].filter((id) => kinds.get(id) !== LISTS[field]);
    if (wrong.length > 0)
      errors.push({ field, message: `${field} contains ids that are not ${LISTS[field]} items: ${wrong.join(', ')}` });
  }
  return errors;
}

async function countryExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return rows.length > 0;
}
