import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { MAX_REPORT_MONTHS, periodOf, type REPORT_REQUEST_KINDS } from './report.rules.js';

/**
 * What the request and capability reports count, kept in memory: every PUBLIC request and every
 * not withdrawn capability alert of an active company published since the first month any period
 * can cover, with each request's first response. The reports filter and sum these in a few
 * milliseconds instead of aggregating in SQL on each call (percentiles and distinct counts over
 * three grouping sets: 100–400 ms at 20,000 requests on a loaded machine).
 *
 * Fresh on every call: each call reads a one-row version (report_data_state, bumped by statement
 * triggers on requests, request_responses and capability_alerts: drizzle/0027), search's company
 * change state (company_search_state: an active flag counts) and the current month; when one moved
 * the facts are read again, whole (a write makes the next report call cost what the SQL did).
 */
export interface RequestFact {
  kind: (typeof REPORT_REQUEST_KINDS)[number];
  companyId: number;
  publishedAt: number;
  month: string;
  referenceIds: readonly number[];
  /** The company of the first response (any status), null while unanswered. */
  responder: number | null;
  /** Hours from publication to the first response, null while unanswered. */
  hours: number | null;
}

export interface AlertFact {
  companyId: number;
  publishedAt: number;
  referenceIds: readonly number[];
}

export interface Facts {
  requests: readonly RequestFact[];
  alerts: readonly AlertFact[];
}

interface Version {
  generation: number;
  epoch: number;
  version: number;
  month: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const toMs = (value: string | Date): number => new Date(value).getTime();

export function createFacts(db: Executor, now: () => Date): () => Promise<Facts> {
  let held: { version: Version; facts: Facts } | undefined;
  let loading: Promise<void> | undefined;

  const readVersion = async (): Promise<Version> => {
    const [row] = rowsOf<Omit<Version, 'month'>>(
      await db.execute(sql`SELECT s.generation::float8 AS generation, s.epoch::float8 AS epoch, d.version::float8 AS version
        FROM company_search_state s CROSS JOIN report_data_state d`),
    );
    if (!row) throw new Error('report_data_state has no row: migrations not applied');
    return { ...row, month: now().toISOString().slice(0, 7) };
  };
  // The counters only grow, so facts read at or past the version a caller read include its writes.
  const freshFor = (v: Version | undefined, caller: Version): boolean =>
    v !== undefined &&
    v.month === caller.month &&
    v.generation >= caller.generation &&
    v.epoch >= caller.epoch &&
    v.version >= caller.version;

  async function load(): Promise<void> {
    const version = await readVersion();
    const since = periodOf(now(), MAX_REPORT_MONTHS).start.toISOString();
    const requests = rowsOf<{
      kind: RequestFact['kind'];
      company_id: number;
      published_at: string | Date;
      reference_ids: number[];
      responder: number | null;
      first_at: string | Date | null;
    }>(
      await db.execute(sql`SELECT r.kind, r.company_id, r.published_at, r.reference_ids,
          first.company_id AS responder, first.created_at AS first_at
        FROM requests r JOIN companies c ON c.id = r.company_id
        LEFT JOIN LATERAL (
          SELECT x.company_id, x.created_at FROM request_responses x WHERE x.request_id = r.id
          ORDER BY x.created_at, x.id LIMIT 1
        ) first ON true
        WHERE r.visibility = 'PUBLIC' AND r.published_at >= ${since}::timestamptz AND c.active`),
    );
    const alerts = rowsOf<{ company_id: number; published_at: string | Date; reference_ids: number[] }>(
      await db.execute(sql`SELECT a.company_id, a.published_at, a.reference_ids
        FROM capability_alerts a JOIN companies c ON c.id = a.company_id
        WHERE a.withdrawn_at IS NULL AND a.published_at >= ${since}::timestamptz AND c.active`),
    );
    held = {
      version,
      facts: {
        requests: requests.map((r) => {
          const publishedAt = toMs(r.published_at);
          return {
            kind: r.kind,
            companyId: r.company_id,
            publishedAt,
            month: new Date(publishedAt).toISOString().slice(0, 7),
            referenceIds: r.reference_ids,
            responder: r.responder,
            hours: r.first_at === null ? null : (toMs(r.first_at) - publishedAt) / 3_600_000,
          };
        }),
        alerts: alerts.map((a) => ({
          companyId: a.company_id,
          publishedAt: toMs(a.published_at),
          referenceIds: a.reference_ids,
        })),
      },
    };
  }

  return async () => {
    const version = await readVersion();
    // One load at a time; a load that started before this caller's read may miss its writes, so
    // the caller waits for it and loads again.
    while (!freshFor(held?.version, version)) {
      loading ??= load().finally(() => {
        loading = undefined;
      });
      await loading;
    }
    return (held as { facts: Facts }).facts;
  };
}
