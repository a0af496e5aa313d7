import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Executor } from '../../db/database.js';
import type { ReferenceKind } from '../reference/index.js';
import { mediaUrl } from '../media/index.js';
import { listLimitsOf } from './company.limits.js';
import { LOGO_UPLOAD } from './company.logo.js';
import type { CompanyDto, CompanyMemberDto, LookingForItemDto } from './company.schemas.js';
import type {
  CompanyBadge,
  CompanyStatus,
  EmployeesBand,
  PatientCareSetting,
  SiteType,
  UserRole,
} from './company.table.js';

/** Who is looking: the flags of a CompanyDto are relative to them (null when signed out). */
export interface CompanyViewer {
  userId: number;
  companyId: number | null;
  role: UserRole;
}

export const viewerOf = (caller: Caller | null): CompanyViewer | null =>
  caller?.user ? { userId: caller.user.id, companyId: caller.user.companyId, role: caller.user.role } : null;

type ReferenceItem = CompanyDto['services'][number];
/** A profile's capability lists by the reference kind they hold (the demo seed reads them too). */
export const CAPABILITY_LIST_BY_KIND = {
  SERVICES: 'services',
  PRODUCTS: 'products',
  THERAPEUTIC_AREAS: 'therapeuticAreas',
  INDICATIONS: 'indications',
  MODALITIES: 'modalities',
  REGIONS: 'regions',
  COMPANY_KEY_SERVICES: 'keyServices',
} as const satisfies Partial<Record<ReferenceKind, string>>;
type ListName = (typeof CAPABILITY_LIST_BY_KIND)[keyof typeof CAPABILITY_LIST_BY_KIND] | 'labels' | 'series';
const LIST_BY_KIND: Partial<Record<ReferenceKind, ListName>> = {
  ...CAPABILITY_LIST_BY_KIND,
  COMPANY_LABELS: 'labels',
  SERIES: 'series',
};

interface Row {
  id: number;
  name: string;
  alias: string;
  logo_url: string | null;
  description: string | null;
  website: string | null;
  status: CompanyStatus;
  active: boolean;
  hq_state: string | null;
  hq_city: string | null;
  employees_band: EmployeesBand | null;
  minority_owned: boolean;
  women_owned: boolean;
  disability_owned: boolean;
  audited_by_fda: boolean;
  site_type: SiteType | null;
  care: PatientCareSetting[];
  badges: CompanyBadge[];
  has_published_requests: boolean;
  has_published_alerts: boolean;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  role: CompanyDto['role'];
  country: { id: number; code: string; name: string } | null;
  refs: ReferenceItem[];
  members: (Omit<CompanyMemberDto, 'pictureUrl'> & { pictureFileId: string | null })[];
  looking_for: LookingForItemDto[];
  is_partner: boolean;
  in_compare: boolean;
}

const item = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'kind', ${alias}.kind, 'name', ${alias}.name, 'parentId', ${alias}.parent_id)`,
  );

/**
 * Every part of a DTO in one statement (JSON sub-selects for references, members and the
 * looking-for list; EXISTS for the caller's partner and compare flags): one round trip per page.
 * References are read through the company's `reference_ids` (kept in step with its links in the
 * same transaction, syncReferenceColumns): primary-key lookups instead of a join per company.
 * Masked members are visible to colleagues only; unpublished looking-for items to their own company.
 */
function selectDtoRows(ids: readonly number[], viewer: CompanyViewer | null) {
  const viewerCompany = viewer?.companyId ?? null;
  const viewerUser = viewer?.userId ?? null;
  return sql`
    SELECT c.id, c.name, c.alias, c.logo_url, c.description, c.website, c.status, c.active, c.hq_state, c.hq_city, c.employees_band,
      c.minority_owned, c.women_owned, c.disability_owned, c.audited_by_fda, c.site_type, to_json(c.patient_care_settings) AS care, to_json(c.badges) AS badges,
      c.has_published_requests, c.has_published_alerts, c.version, c.created_at, c.updated_at,
      json_build_object('id', r.id, 'name', r.name, 'type', r.type) AS role,
      CASE WHEN co.id IS NULL THEN NULL ELSE json_build_object('id', co.id, 'code', co.code, 'name', co.name) END AS country,
      coalesce((SELECT json_agg(${item('ri')} ORDER BY ri.name, ri.id) FROM reference_items ri WHERE ri.id = ANY(c.reference_ids)), '[]') AS refs,
      coalesce((SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'jobTitle', u.job_title, 'pictureFileId', u.picture_file_id, 'role', u.role)
          ORDER BY u.role DESC, u.last_name, u.first_name, u.id)
        FROM users u WHERE u.company_id = c.id AND u.approval_status = 'APPROVED' AND u.active AND (NOT u.masked OR u.company_id = ${viewerCompany}::int)), '[]') AS members,
      coalesce((SELECT json_agg(json_build_object('id', l.id, 'kind', CASE WHEN l.reference_item_id IS NULL THEN 'TEXT' ELSE l_ri.kind::text END,
            'referenceItemId', l.reference_item_id, 'name', coalesce(l_ri.name, l.text), 'published', l.published)
          ORDER BY l.reference_item_id IS NULL, array_position(ARRAY['SERVICES', 'PRODUCTS', 'THERAPEUTIC_AREAS', 'REGIONS'], l_ri.kind::text), l_ri.name, l.id)
        FROM looking_for_items l LEFT JOIN reference_items l_ri ON l_ri.id = l.reference_item_id
        WHERE l.company_id = c.id AND (l.published OR l.company_id = ${viewerCompany}::int)), '[]') AS looking_for,
      EXISTS (SELECT 1 FROM contracted_partners p WHERE p.company_id = ${viewerCompany}::int AND p.partner_company_id = c.id) AS is_partner,
      EXISTS (SELECT 1 FROM compare_list_items x WHERE x.user_id = ${viewerUser}::int AND x.company_id = c.id) AS in_compare
    FROM companies c
    JOIN company_roles r ON r.id = c.role_id
    LEFT JOIN countries co ON co.id = c.hq_country_id
    WHERE c.active AND c.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function toDto(row: Row, viewer: CompanyViewer | null): CompanyDto {
  const canEdit = viewer !== null && viewer.role === 'COMPANY_ADMIN' && viewer.companyId === row.id;
  const lists: Record<ListName, ReferenceItem[]> = {
    services: [],
    products: [],
    therapeuticAreas: [],
    indications: [],
    modalities: [],
    regions: [],
    keyServices: [],
    labels: [],
    series: [],
  };
  for (const ref of row.refs) {
    const list = LIST_BY_KIND[ref.kind];
    if (list) lists[list].push(ref);
  }
  return {
    id: row.id,
    name: row.name,
    alias: row.alias,
    logoUrl: row.logo_url,
    description: row.description,
    website: row.website,
    role: row.role,
    status: row.status,
    active: row.active,
    headquarters: { country: row.country, state: row.hq_state, city: row.hq_city },
    employeesBand: row.employees_band,
    ...lists,
    badges: row.badges,
    minorityOwned: row.minority_owned,
    womenOwned: row.women_owned,
    disabilityOwned: row.disability_owned,
    auditedByFda: row.audited_by_fda,
    siteType: row.site_type,
    patientCareSettings: row.care,
    members: row.members.map(({ pictureFileId, ...m }) => ({ ...m, pictureUrl: mediaUrl(pictureFileId) })),
    lookingFor: row.looking_for,
    hasPublishedRequests: row.has_published_requests,
    hasPublishedAlerts: row.has_published_alerts,
    isContractedPartner: row.is_partner,
    inCompareList: row.in_compare,
    canEdit,
    ...(canEdit ? { editRules: { listLimits: listLimitsOf(row.role.type), logo: LOGO_UPLOAD } } : {}),
    claimable: row.status === 'APPROVED',
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Full DTOs of the given active companies, in the order asked (unknown and inactive ids are left
 * out), in one query however many ids: the batch behind search pages, by-ids and the compare list.
 */
export async function loadCompanyDtos(
  db: Executor,
  ids: readonly number[],
  viewer: CompanyViewer | null,
): Promise<CompanyDto[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const result = (await db.execute(selectDtoRows(unique, viewer))) as unknown as { rows: Row[] };
  const byId = new Map(result.rows.map((row) => [row.id, toDto(row, viewer)]));
  return unique.flatMap((id) => {
    const dto = byId.get(id);
    return dto ? [dto] : [];
  });
}
