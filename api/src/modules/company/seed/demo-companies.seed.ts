import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import { createRandom } from '../../../seed/prng.js';
import { countries, referenceItems, type ReferenceKind } from '../../reference/index.js';
import { slugify } from '../company.alias.js';
import { TEXT_KINDS } from '../company.references.js';
import { companies, companyReferenceItems } from '../company.table.js';
import { type DemoCompany, generateDemoCompanies } from './demo-companies.js';
import { PERSONA_COMPANIES } from './persona-companies.js';

/** Fixed seed: the same 1,000 companies and their people on every machine. */
export const DEMO_SEED = 20_260_101;

let built: DemoCompany[] | undefined;

/**
 * The demo directory's 1,000 companies as generated (pure, so the same everywhere). Each module
 * seeds its part of them (the companies here; their people, subscriptions, looking-for lists and
 * partners in theirs), so they are built once per process and shared, never changed.
 */
export function buildDemoCompanies(): DemoCompany[] {
  built ??= generateDemoCompanies(
    createRandom(DEMO_SEED),
    {
      names: new Set(PERSONA_COMPANIES.map((c) => c.name)),
      aliases: new Set(PERSONA_COMPANIES.map((c) => slugify(c.name))),
    },
    createRandom(DEMO_SEED + 2),
    createRandom(DEMO_SEED + 4),
  );
  return built;
}

/** The demo companies and their reference links, with the search columns written once with each row. */
export async function seedDemoCompanies(db: Executor): Promise<void> {
  const demo = buildDemoCompanies();
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  const refRows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const refByName = new Map(refRows.map((r) => [`${r.kind}/${r.name}`, r]));
  const textKinds = new Set<ReferenceKind>(TEXT_KINDS);
  // A company's reference items by id, as company_reference_items will hold them.
  const refsOf = (c: DemoCompany) =>
    [
      ...new Map(
        c.references.flatMap((r) => refByName.get(`${r.kind}/${r.name}`) ?? []).map((r) => [r.id, r]),
      ).values(),
    ].sort((a, b) => a.id - b.id);

  const inserted = await bulkInsert(
    db,
    companies,
    demo.map((company) => {
      const {
        references: _references,
        subscription: _subscription,
        attributes: { lookingFor: _lookingFor, ...attributes },
        hqCountry,
        ...c
      } = company;
      const refs = refsOf(company);
      // The search columns as syncReferenceColumns computes them, written once with the row.
      return {
        ...c,
        ...attributes,
        hqCountryId: countryId.get(hqCountry) ?? null,
        referenceIds: refs.map((r) => r.id),
        referenceNames: refs
          .filter((r) => textKinds.has(r.kind))
          .map((r) => r.name)
          .join(' '),
      };
    }),
    ['id', 'alias'],
  );
  const idByAlias = new Map(inserted.map((row) => [row.alias, row.id]));
  await bulkInsert(
    db,
    companyReferenceItems,
    demo.flatMap((c) => {
      const companyId = idByAlias.get(c.alias);
      if (companyId === undefined) throw new Error(`Demo company ${c.alias} was not inserted`);
      return refsOf(c).map((r) => ({ companyId, referenceItemId: r.id }));
    }),
  );
}

/** Every company's id by alias (the seeds of other modules find the demo and persona companies by it). */
export async function companyIdsByAlias(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: companies.id, alias: companies.alias }).from(companies);
  return new Map(rows.map((row) => [row.alias, row.id]));
}

/** The company's id by name (demo data refers to persona companies by name). */
export async function companyIdByName(db: Executor, name: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`Demo company ${name} is missing`);
  return row.id;
}
