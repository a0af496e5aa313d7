import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { CAPABILITY_LIST_BY_KIND } from '../company.dto.js';
import type { EmployeesBand, SiteType } from '../company.table.js';
import type { Capabilities } from './demo-capabilities.js';

/** The capability lists the facts carry: a profile's, as the demo profiles name them. */
const KIND_FIELDS = CAPABILITY_LIST_BY_KIND satisfies Record<string, keyof Capabilities>;
type FactLists = Pick<Capabilities, (typeof KIND_FIELDS)[keyof typeof KIND_FIELDS]>;

/**
 * What the demo seed writes a company's marketplace texts from (its alerts, requests, proposals):
 * who it is, where, who speaks for it, and its capabilities by reference kind, as the database holds them.
 */
export interface CompanyFacts extends FactLists {
  id: number;
  name: string;
  roleId: number;
  siteType: SiteType | null;
  band: EmployeesBand | null;
  city: string;
  /** ISO code of the headquarters country. */
  country: string;
  /** Its first active, approved member: who publishes and answers for it. */
  memberId: number;
}

interface FactsRow {
  id: number;
  name: string;
  role_id: number;
  site_type: SiteType | null;
  band: EmployeesBand | null;
  city: string | null;
  country: string | null;
  member_id: number;
  reference_ids: number[];
}

/**
 * The facts of the companies `where` admits (`c` is the company row) that have an active,
 * approved member, in id order. Two statements whatever their number: the companies with their
 * search column of reference ids, and the reference items (a few hundred) to name them.
 */
export async function loadCompanyFacts(db: Executor, where: SQL): Promise<CompanyFacts[]> {
  const result = await db.execute(sql`
    SELECT c.id, c.name, c.role_id, c.site_type, c.employees_band AS band, c.hq_city AS city, co.code AS country,
      m.member_id, c.reference_ids
    FROM companies c
    LEFT JOIN countries co ON co.id = c.hq_country_id
    CROSS JOIN LATERAL (
      SELECT u.id AS member_id FROM users u
      WHERE u.company_id = c.id AND u.active AND u.approval_status = 'APPROVED' ORDER BY u.id LIMIT 1) m
    WHERE ${where}
    ORDER BY c.id`);
  const items = await db.execute(sql`SELECT id, kind, name FROM reference_items`);
  const named = new Map(
    (items as unknown as { rows: { id: number; kind: string; name: string }[] }).rows.map((r) => [Number(r.id), r]),
  );
  return (result as unknown as { rows: FactsRow[] }).rows.map((row) => {
    const facts: CompanyFacts = {
      id: Number(row.id),
      name: row.name,
      roleId: Number(row.role_id),
      siteType: row.site_type,
      band: row.band,
      city: row.city ?? '',
      country: row.country ?? '',
      memberId: Number(row.member_id),
      services: [],
      products: [],
      therapeuticAreas: [],
      indications: [],
      modalities: [],
      regions: [],
      keyServices: [],
    };
    // In id order, as the lists of a profile show them.
    for (const id of [...row.reference_ids].map(Number).sort((a, b) => a - b)) {
      const item = named.get(id);
      const field = item && KIND_FIELDS[item.kind as keyof typeof KIND_FIELDS];
      if (item && field) facts[field].push(item.name);
    }
    return facts;
  });
}
