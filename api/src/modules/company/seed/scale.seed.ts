import { count, like } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { TEXT_KINDS } from '../company.references.js';
import { companies, companyReferenceItems } from '../company.table.js';
import { countries, referenceItems, type ReferenceKind } from '../../reference/index.js';
import { SCALE_DOMAIN_SUFFIX, scaleCompany } from './scale-companies.js';

export interface ScaleSeedOptions {
  /** Companies per transaction (default 2,000: well under PostgreSQL's 65,535 parameters). */
  batchSize?: number;
  now: Date;
  onProgress?: (done: number, total: number) => void;
}

export interface ScaleSeedResult {
  /** Scale companies there were before. */
  existing: number;
  inserted: number;
}

const LINK_CHUNK = 10_000;
const MINUTE = 60_000;

/** Created a minute apart, oldest first; updated a deterministic 0-96 hours later. */
function timesOf(index: number, total: number, now: Date): { createdAt: Date; updatedAt: Date } {
  const createdAt = new Date(now.getTime() - (total - index) * 200 * MINUTE);
  return { createdAt, updatedAt: new Date(createdAt.getTime() + ((index * 37) % 97) * 60 * MINUTE) };
}

/**
 * Loads scale companies 0..count-1 on top of whatever the database holds, in batched inserts, one
 * transaction per batch, resuming after the ones already there (they are counted by domain). The
 * denormalised search columns are computed here exactly as syncReferenceColumns would.
 */
export async function seedScaleCompanies(
  db: Executor,
  total: number,
  options: ScaleSeedOptions,
): Promise<ScaleSeedResult> {
  const batchSize = options.batchSize ?? 2000;
  const [row] = await db
    .select({ value: count() })
    .from(companies)
    .where(like(companies.emailDomain, `%${SCALE_DOMAIN_SUFFIX}`));
  const existing = Number(row?.value ?? 0);
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  const refRows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const refByName = new Map(refRows.map((r) => [`${r.kind}/${r.name}`, r]));
  const textKinds = new Set<ReferenceKind>(TEXT_KINDS);

  for (let start = existing; start < total; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, total - start) }, (_, k) => scaleCompany(start + k));
    await db.transaction(async (tx) => {
      const values = batch.map(
        ({ references, attributes: { lookingFor: _lookingFor, ...attributes }, hqCountry, ...c }, k) => {
          const refs = [
            ...new Map(
              references.flatMap((r) => refByName.get(`${r.kind}/${r.name}`) ?? []).map((r) => [r.id, r]),
            ).values(),
          ].sort((a, b) => a.id - b.id);
          return {
            ...c,
            ...attributes,
            active: true,
            hqCountryId: countryId.get(hqCountry) ?? null,
            referenceIds: refs.map((r) => r.id),
            referenceNames: refs
              .filter((r) => textKinds.has(r.kind))
              .map((r) => r.name)
              .join(' '),
            ...timesOf(start + k, total, options.now),
          };
        },
      );
      const inserted = await tx.insert(companies).values(values).returning({ id: companies.id });
      const links = inserted.flatMap((company, k) =>
        (values[k]?.referenceIds ?? []).map((referenceItemId) => ({ companyId: company.id, referenceItemId })),
      );
      for (let i = 0; i < links.length; i += LINK_CHUNK)
        await tx.insert(companyReferenceItems).values(links.slice(i, i + LINK_CHUNK));
    });
    options.onProgress?.(Math.min(start + batchSize, total), total);
  }
  return { existing, inserted: Math.max(0, total - existing) };
}
