import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import { ROLE_IDS } from '../company/index.js';
import type { RequestKind } from '../requests/index.js';

/** Business types (company_roles ids, fixed) that may answer each kind of request. */
export const ELIGIBLE_ROLES: Record<RequestKind, readonly number[]> = {
  // Sites, and CROs: they run site networks and site selection.
  SITE: [ROLE_IDS.site, ROLE_IDS.cro],
  // The Vendor role type: CROs and technology/service providers.
  SERVICE: [ROLE_IDS.cro, ROLE_IDS.techProvider],
  INNOVATION: [ROLE_IDS.techProvider, ROLE_IDS.cro],
};

/** The reference groups matchmaking compares, each widened to its parents and children. */
export interface MatchGroups {
  therapeuticAreas: number[];
  services: number[];
  regions: number[];
  products: number[];
  /** The request's own therapeutic areas / services / regions (before widening), for "when it has any". */
  named: { therapeuticAreas: boolean; services: boolean; regions: boolean };
}

const ids = (list: readonly number[]): SQL =>
  list.length === 0
    ? sql`ARRAY[]::integer[]`
    : sql`ARRAY[${sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`;

/**
 * Splits reference ids by kind (an indication counts as its therapeutic area) and widens each to its parent and children, so a request for
 * "Europe" meets a company in "Western Europe" and one for "Remote Monitoring" a company that
 * lists "Clinical Monitoring".
 */
export async function matchGroups(db: Executor, referenceIds: readonly number[]): Promise<MatchGroups> {
  const rows = rowsOf<{ kind: string; id: number; named: boolean }>(
    await db.execute(sql`
      WITH own AS (
        SELECT id, parent_id,
          CASE WHEN kind = 'INDICATIONS' THEN 'THERAPEUTIC_AREAS' ELSE kind::text END AS kind
        FROM reference_items WHERE id = ANY(${ids(referenceIds)}))
      SELECT kind, id, true AS named FROM own
      UNION SELECT o.kind, o.parent_id, false FROM own o WHERE o.parent_id IS NOT NULL
      UNION SELECT o.kind, c.id, false FROM own o JOIN reference_items c ON c.parent_id = o.id`),
  );
  const of = (kind: string) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => Number(r.id)))];
  const named = (kind: string) => rows.some((r) => r.kind === kind && r.named);
  return {
    therapeuticAreas: of('THERAPEUTIC_AREAS'),
    services: of('SERVICES'),
    regions: of('REGIONS'),
    products: of('PRODUCTS'),
    named: {
      therapeuticAreas: named('THERAPEUTIC_AREAS'),
      services: named('SERVICES'),
      regions: named('REGIONS'),
    },
  };
}

/** The company (`c`) links at least one of the ids (company_reference_items' primary key serves it). */
const linksAny = (list: readonly number[]): SQL =>
  sql`EXISTS (SELECT 1 FROM company_reference_items cri WHERE cri.company_id = c.id AND cri.reference_item_id = ANY(${ids(list)}))`;

export interface RequestToMatch {
  id: number;
  kind: RequestKind;
  companyId: number;
  visibility: 'PUBLIC' | 'INVITED';
  referenceIds: number[];
}

/**
 * The companies a published request notifies, ascending by id. PUBLIC: active, claimed (CLAIMED
 * or NEW; APPROVED means nobody claimed it), not the poster, of a business type eligible for the
 * kind, linking one of the request's therapeutic areas (when it names any), for SERVICE one of its
 * services (when it names any) and one of its regions (when it names any). INVITED: every invited
 * company, no matching.
 */
export async function matchingCompanies(db: Executor, request: RequestToMatch): Promise<number[]> {
  if (request.visibility === 'INVITED') {
    const invited = rowsOf<{ id: number }>(
      await db.execute(sql`
        SELECT c.id FROM request_invites ri JOIN companies c ON c.id = ri.company_id
        WHERE ri.request_id = ${request.id} AND c.active AND c.id <> ${request.companyId}
        ORDER BY c.id`),
    );
    return invited.map((row) => Number(row.id));
  }
  const groups = await matchGroups(db, request.referenceIds);
  const conditions: SQL[] = [
    sql`c.active`,
    sql`c.status IN ('CLAIMED', 'NEW')`,
    sql`c.id <> ${request.companyId}`,
    sql`c.role_id = ANY(${ids(ELIGIBLE_ROLES[request.kind])})`,
  ];
  if (groups.named.therapeuticAreas) conditions.push(linksAny(groups.therapeuticAreas));
  if (request.kind === 'SERVICE' && groups.named.services) conditions.push(linksAny(groups.services));
  if (groups.named.regions) conditions.push(linksAny(groups.regions));
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT c.id FROM companies c WHERE ${sql.join(conditions, sql` AND `)} ORDER BY c.id`),
  );
  return rows.map((row) => Number(row.id));
}

/** The user (`u`) wants matches: no email_preferences row, or `matches` on. */
export const wantsMatches = sql`COALESCE((SELECT ep.matches FROM email_preferences ep WHERE ep.user_id = u.id), true)`;

/** The user (`u`) has no notification about this subject yet (a rerun never notifies twice). */
export const notYetNotified = (subjectKind: string, subjectId: number): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.subject_kind = ${subjectKind} AND n.subject_id = ${subjectId})`;

export interface Recipient {
  userId: number;
  companyName: string;
}

/** Active approved members of these companies who want matches and were not notified of the request yet. */
export async function requestRecipients(
  db: Executor,
  requestId: number,
  companyIds: readonly number[],
): Promise<Recipient[]> {
  if (companyIds.length === 0) return [];
  const rows = rowsOf<{ user_id: number; company_name: string }>(
    await db.execute(sql`
      SELECT u.id AS user_id, c.name AS company_name
      FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.company_id = ANY(${ids(companyIds)}) AND u.active AND u.approval_status = 'APPROVED'
        AND ${wantsMatches} AND ${notYetNotified('REQUEST', requestId)}
      ORDER BY u.id`),
  );
  return rows.map((row) => ({ userId: Number(row.user_id), companyName: row.company_name }));
}

/**
 * The user's (`u`) company has a plan in force other than NONE: its own subscription, else the
 * parent's that covers it (as subscription.view.ts decides), ACTIVE or TRIALING, or PAST_DUE within
 * its 15-day grace (end date minus one period plus 15 days).
 */
export const hasPlan = (now: Date): SQL => sql`EXISTS (
  SELECT 1 FROM subscriptions s
  WHERE s.id = COALESCE(
      (SELECT own.id FROM subscriptions own WHERE own.company_id = u.company_id),
      (SELECT ss.subscription_id FROM subscription_subsidiaries ss WHERE ss.company_id = u.company_id))
    AND s.plan <> 'NONE'
    AND (s.status IN ('ACTIVE', 'TRIALING')
      OR (s.status = 'PAST_DUE' AND s.end_date IS NOT NULL
        AND s.end_date - (CASE WHEN s.period = 'YEAR' THEN interval '1 year' ELSE interval '1 month' END)
          + interval '15 days' > ${now.toISOString()}::timestamptz)))`;

export interface AlertToMatch {
  id: number;
  companyId: number;
  referenceIds: number[];
}

/**
 * Members to tell about a capability alert, after user id `after`, at most `limit`: of another
 * active company, active and approved, on a plan (not NONE: alerts' details are members' content),
 * wanting matches, whose my-account interests meet the alert's references (widened like requests').
 */
export async function alertRecipients(
  db: Executor,
  alert: AlertToMatch,
  widened: readonly number[],
  options: { after: number; limit: number; now: Date },
): Promise<number[]> {
  if (widened.length === 0) return [];
  const rows = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      SELECT u.id AS user_id FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.id > ${options.after} AND u.active AND u.approval_status = 'APPROVED'
        AND c.active AND c.id <> ${alert.companyId}
        AND EXISTS (SELECT 1 FROM user_interest_items ui WHERE ui.user_id = u.id AND ui.reference_item_id = ANY(${ids(widened)}))
        AND ${wantsMatches} AND ${hasPlan(options.now)} AND ${notYetNotified('CAPABILITY_ALERT', alert.id)}
      ORDER BY u.id LIMIT ${options.limit}`),
  );
  return rows.map((row) => Number(row.user_id));
}
