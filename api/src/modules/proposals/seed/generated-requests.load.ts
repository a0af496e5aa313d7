import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { rowsOf } from '../../../db/rows.js';
import { type CompanyFacts, loadCompanyFacts, PERSONA_COMPANIES, ROLE_IDS } from '../../company/index.js';
import type { RequestKind } from '../../requests/index.js';
import type { RequestFacts } from './proposal-writer.js';

/** The persona companies' requests and responses are written by hand (requests.data.ts): left alone here. */
const personaNames = () => `{${PERSONA_COMPANIES.map((c) => `"${c.name}"`).join(',')}}`;

interface RequestRow {
  id: number;
  kind: RequestKind;
  status: 'OPEN' | 'CLOSED' | 'AWARDED';
  title: string;
  company_id: number;
  poster_id: number;
  published_at: string;
  closes_at: string;
  closed_at: string | null;
  budget_min: number | null;
  budget_max: number | null;
  phase: string | null;
  refs: [kind: string, name: string][];
  countries: string[];
}

/** The published requests of the generated companies that have no responses yet, in id order. */
export async function loadOpenedRequests(db: Executor): Promise<RequestFacts[]> {
  const rows = rowsOf<RequestRow>(
    await db.execute(sql`
      SELECT r.id, r.kind, r.status, r.title, r.company_id, r.created_by_user_id AS poster_id, r.published_at,
        least(r.response_deadline + interval '1 day', coalesce(r.closed_at, 'infinity')) AS closes_at, r.closed_at,
        r.budget_min, r.budget_max, r.phases[1] AS phase,
        coalesce((SELECT json_agg(json_build_array(ri.kind, ri.name) ORDER BY ri.id) FROM reference_items ri WHERE ri.id = ANY(r.reference_ids)), '[]') AS refs,
        coalesce((SELECT json_agg(co.code ORDER BY co.id) FROM countries co WHERE co.id = ANY(r.country_ids)), '[]') AS countries
      FROM requests r JOIN companies c ON c.id = r.company_id
      WHERE r.published_at IS NOT NULL AND r.status <> 'DRAFT' AND NOT (c.name = ANY(${personaNames()}::text[]))
        AND NOT EXISTS (SELECT 1 FROM request_responses x WHERE x.request_id = r.id)
      ORDER BY r.id`),
  );
  return rows.map((row) => {
    const named = (kind: string) => row.refs.filter(([k]) => k === kind).map(([, name]) => name);
    return {
      id: Number(row.id),
      kind: row.kind,
      status: row.status,
      title: row.title,
      companyId: Number(row.company_id),
      posterId: Number(row.poster_id),
      publishedAt: new Date(row.published_at),
      closesAt: new Date(row.closes_at),
      closedAt: row.closed_at === null ? null : new Date(row.closed_at),
      budget:
        row.budget_min !== null && row.budget_max !== null ? [Number(row.budget_min), Number(row.budget_max)] : null,
      phase: row.phase,
      areas: named('THERAPEUTIC_AREAS'),
      indications: named('INDICATIONS'),
      services: named('SERVICES'),
      products: named('PRODUCTS'),
      regions: named('REGIONS'),
      countries: row.countries,
    };
  });
}

/**
 * The companies that answer requests (sites, CROs, technology vendors) and may: active, with an
 * Innovator plan in force (Explorer's monthly allowance is left to people), personas left out.
 */
export function loadResponders(db: Executor): Promise<CompanyFacts[]> {
  return loadCompanyFacts(
    db,
    sql`c.role_id IN (${ROLE_IDS.site}, ${ROLE_IDS.cro}, ${ROLE_IDS.techProvider}) AND c.active
      AND NOT (c.name = ANY(${personaNames()}::text[]))
      AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.company_id = c.id AND s.plan = 'INNOVATOR' AND s.status IN ('ACTIVE', 'TRIALING'))`,
  );
}

/** Active, approved members of each company (who are told of responses and outcomes). */
export async function loadMembers(db: Executor, companyIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = rowsOf<{ id: number; company_id: number }>(
    await db.execute(sql`
      SELECT id, company_id FROM users
      WHERE active AND approval_status = 'APPROVED' AND company_id = ANY(${`{${companyIds.join(',')}}`}::int[])
      ORDER BY id`),
  );
  const members = new Map<number, number[]>();
  for (const row of rows)
    members.set(Number(row.company_id), [...(members.get(Number(row.company_id)) ?? []), Number(row.id)]);
  return members;
}
