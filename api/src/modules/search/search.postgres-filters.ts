import { type SQL, sql } from 'drizzle-orm';
import type { ReferenceKind } from '../reference/index.js';
import type { FacetField, PartnerRule, SearchFilters } from './search.index.js';
import { ratingSql, verifiedClaimSql } from './search.claims.js';
import { bandOfId } from './search.model.js';

/** The reference facets and the kind of item each lists (an indication counts through its area). */
export const LIST_FACETS = {
  servicesIds: 'SERVICES',
  productsIds: 'PRODUCTS',
  therapeuticAreasIds: 'THERAPEUTIC_AREAS',
  regionsIds: 'REGIONS',
} as const satisfies Partial<Record<FacetField, ReferenceKind>>;
export type ListFacet = keyof typeof LIST_FACETS;
export const LIST_FACET_FIELDS = Object.keys(LIST_FACETS) as ListFacet[];

/**
 * `listed(item_id, ancestor_id, kind, name)`: every reference item with itself and each of its
 * ancestors (up to four levels up, as the in-memory index walks) that a reference facet lists. A
 * company linked to an item has each such ancestor: a filter on 'Clinical Monitoring' matches a
 * company offering 'Risk-Based Monitoring', and that company counts for both.
 */
export const LISTED_REFERENCES = sql`chain(item_id, ancestor_id, depth) AS (
    SELECT id, id, 0 FROM reference_items
    UNION ALL
    SELECT ch.item_id, r.parent_id, ch.depth + 1 FROM chain ch JOIN reference_items r ON r.id = ch.ancestor_id
    WHERE r.parent_id IS NOT NULL AND ch.depth < 4
  ),
  listed AS (
    SELECT ch.item_id, ch.ancestor_id, a.kind::text AS kind, a.name
    FROM chain ch JOIN reference_items a ON a.id = ch.ancestor_id
    WHERE a.kind::text IN (${sql.join(
      Object.values(LIST_FACETS).map((kind) => sql`${kind}`),
      sql`, `,
    )})
  )`;

/** An int[] parameter (one text parameter, whatever the length). */
export const intArray = (values: ArrayLike<number>): SQL => sql`${`{${Array.from(values).join(',')}}`}::int[]`;
/** An enum array parameter; the values are the enum's own (validated) names. */
const enumArray = (values: readonly string[], type: string): SQL => sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;

/**
 * Whether company `c` passes each active facet's filter (a list matches any of its values),
 * keyed by facet field; a NULL (no country, band or site type) does not pass.
 */
export function facetFilters(f: SearchFilters): Map<FacetField, SQL> {
  const filters = new Map<FacetField, SQL>();
  if (f.companyRoleIds.length > 0) filters.set('companyRoleIds', sql`c.role_id = ANY(${intArray(f.companyRoleIds)})`);
  for (const field of LIST_FACET_FIELDS) {
    const selected = f[field];
    if (selected.length === 0) continue;
    // The items of the facet's kind at or under a selected value (an uncorrelated subquery: run once).
    filters.set(
      field,
      sql`c.reference_ids && (SELECT array_agg(l.item_id) FROM listed l WHERE l.kind = ${LIST_FACETS[field]} AND l.ancestor_id = ANY(${intArray(selected)}))`,
    );
  }
  if (f.countryId !== null) filters.set('countryId', sql`c.hq_country_id = ${f.countryId}`);
  if (f.employeesNumberId.length > 0) {
    const bands = f.employeesNumberId.flatMap((id) => bandOfId(id) ?? []);
    filters.set('employeesNumberId', sql`c.employees_band = ANY(${enumArray(bands, 'employees_band')})`);
  }
  if (f.siteType.length > 0) filters.set('siteType', sql`c.site_type = ANY(${enumArray(f.siteType, 'site_type')})`);
  if (f.patientCareSettings.length > 0)
    filters.set(
      'patientCareSettings',
      sql`c.patient_care_settings && ${enumArray(f.patientCareSettings, 'patient_care_setting')}`,
    );
  if (f.badges.length > 0) filters.set('badges', sql`c.badges && ${enumArray(f.badges, 'company_badge')}`);
  return filters;
}

/** What every result must be, facets aside: active, every flag asked for, the partner rule. */
export function baseFilter(f: SearchFilters, partners: PartnerRule | null): SQL {
  const conditions = [sql`c.active`];
  if (f.minorityOwned) conditions.push(sql`c.minority_owned`);
  if (f.womenOwned) conditions.push(sql`c.women_owned`);
  if (f.disabilityOwned) conditions.push(sql`c.disability_owned`);
  if (f.auditedByFDA) conditions.push(sql`c.audited_by_fda`);
  if (f.claimedOnly) conditions.push(sql`c.status = 'CLAIMED'`);
  if (f.publishedRequests) conditions.push(sql`c.has_published_requests`);
  if (f.publishedAlerts) conditions.push(sql`c.has_published_alerts`);
  for (const claim of f.verifiedClaims) conditions.push(verifiedClaimSql('c', claim));
  if (f.minRating !== null) conditions.push(sql`${ratingSql('c')} >= ${Math.round(f.minRating * 100)}`);
  if (partners) {
    const partner = sql`EXISTS (SELECT 1 FROM contracted_partners p WHERE p.company_id = ${partners.companyId} AND p.partner_company_id = c.id)`;
    conditions.push(partners.only ? partner : sql`NOT ${partner}`);
  }
  return sql.join(conditions, sql` AND `);
}
