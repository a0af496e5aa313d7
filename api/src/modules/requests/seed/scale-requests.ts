import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { rowsOf } from '../../../db/rows.js';
import { requestResponses } from '../responses.table.js';
import { requestInvites, requests } from '../requests.table.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import { refreshMarketplaceFlags } from './marketplace-flags.js';
import { createRandom } from '../../../seed/prng.js';
import { ROLE_IDS } from '../../company/index.js';
import {
  planRequest,
  planResponses,
  type PlannedRequest,
  responseCounts,
  SCALE_REQUEST_MARK,
  SCALE_REQUESTS_SEED,
  type ScalePoster,
  type ScaleReferences,
} from './scale-requests.plan.js';

/** The heavy poster of the set (scale request 0, the grid benchmark's, is theirs). */
export const SCALE_POSTER_EMAIL = 'sponsor.admin@demo.test';

export interface ScaleRequestsOptions {
  requests: number;
  responses: number;
  now: Date;
  /** Requests per transaction (default 1,000). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

async function loadReferences(db: Executor): Promise<{ refs: ScaleReferences; areaNames: Map<number, string> }> {
  const items = rowsOf<{ id: number; kind: string; name: string; parent_id: number | null }>(
    await db.execute(sql`SELECT id, kind::text AS kind, name, parent_id FROM reference_items ORDER BY id`),
  );
  const ofKind = (kind: string) => items.filter((r) => r.kind === kind).map((r) => Number(r.id));
  const areas = items.filter((r) => r.kind === 'THERAPEUTIC_AREAS' && r.parent_id === null);
  const indicationsByArea = new Map<number, number[]>();
  for (const r of items.filter((x) => x.kind === 'INDICATIONS' && x.parent_id !== null))
    indicationsByArea.set(Number(r.parent_id), [...(indicationsByArea.get(Number(r.parent_id)) ?? []), Number(r.id)]);
  const countries = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM countries ORDER BY id`));
  return {
    refs: {
      therapeuticAreas: areas.map((r) => Number(r.id)),
      indicationsByArea,
      services: ofKind('SERVICES'),
      products: ofKind('PRODUCTS'),
      modalities: ofKind('MODALITIES'),
      regions: ofKind('REGIONS'),
      countries: countries.map((c) => Number(c.id)),
    },
    areaNames: new Map(areas.map((r) => [Number(r.id), r.name])),
  };
}

/** One active approved member per company: posters of sponsors and non-profits (the heavy poster first), responders of sites and vendors. */
async function loadPeople(db: Executor): Promise<{ posters: ScalePoster[]; responders: ScalePoster[] }> {
  const rows = rowsOf<{ user_id: number; company_id: number; role_id: number; email: string }>(
    await db.execute(sql`
      SELECT DISTINCT ON (c.id) u.id AS user_id, c.id AS company_id, c.role_id, u.email
      FROM companies c JOIN users u ON u.company_id = c.id
      WHERE c.active AND c.status IN ('CLAIMED', 'NEW') AND u.active AND u.approval_status = 'APPROVED'
      ORDER BY c.id, (u.email = ${SCALE_POSTER_EMAIL}) DESC, u.id`),
  );
  const person = (r: (typeof rows)[number]) => ({ userId: Number(r.user_id), companyId: Number(r.company_id) });
  const heavy = rows.find((r) => r.email === SCALE_POSTER_EMAIL);
  if (!heavy) throw new Error(`The requests scale set needs the demo users (${SCALE_POSTER_EMAIL})`);
  const posterRoles = new Set<number>([ROLE_IDS.sponsor, ROLE_IDS.nonprofit]);
  const responderRoles = new Set<number>([ROLE_IDS.site, ROLE_IDS.cro, ROLE_IDS.techProvider]);
  return {
    posters: [person(heavy), ...rows.filter((r) => r !== heavy && posterRoles.has(Number(r.role_id))).map(person)],
    responders: rows.filter((r) => responderRoles.has(Number(r.role_id))).map(person),
  };
}

async function nextRequestIds(db: Executor, n: number): Promise<number[]> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('requests', 'id'))::int as id from generate_series(1, ${n}::int)`,
  );
  return rowsOf<{ id: number }>(result)
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

function requestRow(id: number, p: PlannedRequest) {
  return {
    id,
    kind: p.kind,
    status: p.status,
    visibility: p.visibility,
    companyId: p.poster.companyId,
    createdByUserId: p.poster.userId,
    title: p.title,
    description: p.description,
    responseDeadline: p.responseDeadline,
    referenceIds: p.referenceIds,
    countryIds: p.countryIds,
    phases: p.phases,
    numberOfSites: p.numberOfSites,
    enrolmentTarget: p.enrolmentTarget,
    timeline: p.timeline,
    budgetMin: p.budget?.[0] ?? null,
    budgetMax: p.budget?.[1] ?? null,
    problem: p.problem,
    stage: p.kind === 'INNOVATION' ? ('PROTOTYPE' as const) : null,
    matchmaking: p.publishedAt ? ('DONE' as const) : ('NONE' as const),
    publishedAt: p.publishedAt,
    closedAt: p.closedAt,
    createdAt: p.createdAt,
    updatedAt: p.publishedAt ?? p.createdAt,
  };
}

/**
 * Loads scale requests 0..requests-1 and `responses` responses (one per request and company) among
 * the companies with members already in the database, one transaction per batch, resuming after
 * the scale requests already there (counted by their SR- reference). Then the companies' published
 * flags are set from the records. Response threads are left out (threadId null) at this scale.
 */
export async function seedScaleRequests(
  db: Executor,
  options: ScaleRequestsOptions,
): Promise<{ existing: number; inserted: number; responses: number }> {
  const { requests: total, now } = options;
  const batchSize = options.batchSize ?? 1000;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM requests WHERE title LIKE ${`%${SCALE_REQUEST_MARK}%`}`),
  );
  const existing = Number(row?.n ?? 0);
  if (existing >= total) return { existing, inserted: 0, responses: 0 };
  const { refs, areaNames } = await loadReferences(db);
  const { posters, responders } = await loadPeople(db);
  const plans = Array.from({ length: total }, (_, i) => planRequest(i, refs, posters, now, areaNames));
  const counts = responseCounts(
    plans.map((p) => p.status),
    options.responses,
    Math.max(0, responders.length - 1),
  );
  let responsesInserted = 0;
  for (let start = existing; start < total; start += batchSize) {
    const end = Math.min(start + batchSize, total);
    responsesInserted += await db.transaction(async (tx) => {
      const ids = await nextRequestIds(tx, end - start);
      const batch = plans.slice(start, end);
      await bulkInsert(
        tx,
        requests,
        batch.map((p, k) => requestRow(ids[k] ?? 0, p)),
      );
      const responseRows = [];
      const inviteRows = [];
      for (const [k, plan] of batch.entries()) {
        const i = start + k;
        const requestId = ids[k] ?? 0;
        const planned = planResponses(i, plan, counts[i] ?? 0, responders, now);
        for (const r of planned)
          responseRows.push({
            requestId,
            companyId: r.companyId,
            createdByUserId: r.userId,
            message: r.message,
            timeline: r.timeline,
            price: r.price,
            status: r.status,
            declineReason: r.declineReason,
            posterRating: r.rating,
            createdAt: r.createdAt,
            updatedAt: r.createdAt,
          });
        if (plan.visibility === 'INVITED') {
          const extra = createRandom(SCALE_REQUESTS_SEED + 9_000_000 + i)
            .sample(responders, plan.invitedCount + 1)
            .filter((r) => r.companyId !== plan.poster.companyId)
            .map((r) => r.companyId);
          const invited = new Set([...planned.map((r) => r.companyId), ...extra.slice(0, plan.invitedCount)]);
          for (const companyId of invited)
            inviteRows.push({ requestId, companyId, invitedAt: plan.publishedAt ?? plan.createdAt });
        }
      }
      await bulkInsert(tx, requestResponses, responseRows);
      await bulkInsert(tx, requestInvites, inviteRows);
      return responseRows.length;
    });
    options.onProgress?.(end, total);
  }
  await refreshMarketplaceFlags(db, now);
  return { existing, inserted: total - existing, responses: responsesInserted };
}
