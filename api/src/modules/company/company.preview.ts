import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { countries, referenceItems, type ReferenceKind } from '../reference/index.js';
import type { CompanyPreviewDto } from './company.schemas.js';
import { companies, companyReferenceItems, companyRoles } from './company.table.js';

/** How long a preview's summary may be: two or three sentences of a profile's description. */
export const SUMMARY_MAX_LENGTH = 240;

const PREVIEW_KINDS = ['SERVICES', 'PRODUCTS', 'THERAPEUTIC_AREAS'] as const satisfies readonly ReferenceKind[];
type PreviewKind = (typeof PREVIEW_KINDS)[number];
const LIST_OF: Record<PreviewKind, 'services' | 'products' | 'therapeuticAreas'> = {
  SERVICES: 'services',
  PRODUCTS: 'products',
  THERAPEUTIC_AREAS: 'therapeuticAreas',
};

const isPreviewKind = (kind: ReferenceKind): kind is PreviewKind => (PREVIEW_KINDS as readonly string[]).includes(kind);

/**
 * The opening of a description: whole sentences while they fit in `max` characters; a first
 * sentence longer than that is cut at a word and marked with an ellipsis. Null when there is no text.
 */
export function summarize(description: string | null, max = SUMMARY_MAX_LENGTH): string | null {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const sentences = text.split(/(?<=[.!?])\s+/);
  let summary = '';
  for (const sentence of sentences) {
    const next = summary ? `${summary} ${sentence}` : sentence;
    if (next.length > max) break;
    summary = next;
  }
  if (summary) return summary;
  // One long sentence: cut it at the last word that fits, leaving room for the ellipsis.
  const cut = text.slice(0, max - 1);
  const end = /\s/.test(text.charAt(max - 1)) ? cut.length : cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * What anyone may see of the active company with this alias: the fields public search shows,
 * and never its members, contact details or looking-for list (they are not even read).
 */
export async function findCompanyPreview(db: Executor, alias: string): Promise<CompanyPreviewDto | undefined> {
  const [row] = await db
    .select({
      id: companies.id,
      alias: companies.alias,
      name: companies.name,
      logoUrl: companies.logoUrl,
      description: companies.description,
      status: companies.status,
      badges: companies.badges,
      hqState: companies.hqState,
      hqCity: companies.hqCity,
      role: { id: companyRoles.id, name: companyRoles.name, type: companyRoles.type },
      countryId: countries.id,
      countryCode: countries.code,
      countryName: countries.name,
    })
    .from(companies)
    .innerJoin(companyRoles, eq(companyRoles.id, companies.roleId))
    .leftJoin(countries, eq(countries.id, companies.hqCountryId))
    .where(and(eq(companies.alias, alias), eq(companies.active, true)))
    .limit(1);
  if (!row) return undefined;
  const refs = await db
    .select({
      id: referenceItems.id,
      kind: referenceItems.kind,
      name: referenceItems.name,
      parentId: referenceItems.parentId,
    })
    .from(companyReferenceItems)
    .innerJoin(referenceItems, eq(referenceItems.id, companyReferenceItems.referenceItemId))
    .where(and(eq(companyReferenceItems.companyId, row.id), inArray(referenceItems.kind, [...PREVIEW_KINDS])))
    .orderBy(asc(referenceItems.name), asc(referenceItems.id));
  const dto: CompanyPreviewDto = {
    id: row.id,
    alias: row.alias,
    name: row.name,
    logoUrl: row.logoUrl,
    summary: summarize(row.description),
    role: row.role,
    headquarters: {
      country:
        row.countryId === null || row.countryCode === null || row.countryName === null
          ? null
          : { id: row.countryId, code: row.countryCode, name: row.countryName },
      state: row.hqState,
      city: row.hqCity,
    },
    services: [],
    products: [],
    therapeuticAreas: [],
    badges: row.badges,
    claimable: row.status === 'APPROVED',
  };
  for (const ref of refs) {
    if (isPreviewKind(ref.kind)) dto[LIST_OF[ref.kind]].push(ref);
  }
  return dto;
}
