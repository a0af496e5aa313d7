import type { Executor } from '../../../db/database.js';
import { countries, referenceItems } from '../../reference/index.js';
import { slugify } from '../company.alias.js';
import { syncReferenceColumns } from '../company.references.js';
import { companies, companyReferenceItems } from '../company.table.js';
import { PERSONA_COMPANIES } from './persona-companies.js';
import { PERSONA_REFERENCES } from './persona-profiles.js';

/** The persona companies (persona-companies.ts), with their capabilities and search columns. */
export async function seedPersonaCompanies(db: Executor): Promise<void> {
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  const inserted = await db
    .insert(companies)
    .values(
      PERSONA_COMPANIES.map((c) => ({
        name: c.name,
        alias: slugify(c.name),
        description: c.description,
        website: c.website,
        emailDomain: c.emailDomain,
        roleId: c.roleId,
        status: c.status,
        active: c.active,
        hqCountryId: countryId.get(c.hqCountry) ?? null,
        hqState: c.hqState,
        hqCity: c.hqCity,
        employeesBand: c.employeesBand,
        auditedByFda: c.roleType === 'Site',
        minorityOwned: c.minorityOwned,
        womenOwned: c.womenOwned,
        siteType: c.attributes.siteType,
        patientCareSettings: c.attributes.patientCareSettings,
        badges: c.attributes.badges,
        hasPublishedRequests: c.attributes.hasPublishedRequests,
        hasPublishedAlerts: c.attributes.hasPublishedAlerts,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  await linkPersonaReferences(db, new Map(inserted.map((c) => [c.name, c.id])));
  await syncReferenceColumns(
    db,
    inserted.map((c) => c.id),
  );
}

/** Each persona company's capabilities as persona-profiles.ts spells them out. */
async function linkPersonaReferences(db: Executor, companyIdByName: Map<string, number>): Promise<void> {
  const refRows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const refId = new Map(refRows.map((r) => [`${r.kind}/${r.name}`, r.id]));
  const links = PERSONA_COMPANIES.flatMap((c) => {
    const companyId = companyIdByName.get(c.name);
    if (companyId === undefined) return [];
    const ids = (PERSONA_REFERENCES[c.key] ?? []).map((r) => refId.get(`${r.kind}/${r.name}`));
    return [...new Set(ids)]
      .filter((id): id is number => id !== undefined)
      .map((referenceItemId) => ({ companyId, referenceItemId }));
  });
  if (links.length > 0) await db.insert(companyReferenceItems).values(links);
}
