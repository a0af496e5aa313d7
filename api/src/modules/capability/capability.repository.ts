import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ReferenceKind } from '../reference/index.js';
import type { AlertStatus, CapabilityAlertDto } from './capability.schemas.js';

type ReferenceItem = CapabilityAlertDto['services'][number];

interface AlertRow {
  id: number;
  company_id: number;
  title: string;
  description: string;
  valid_until: string;
  published_at: Date | string | null;
  withdrawn_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  name: string;
  alias: string;
  logo_url: string | null;
  refs: ReferenceItem[];
  total: number;
}

/** Who reads: their company (own alerts are always in full) and whether their plan shows details. */
export interface AlertViewer {
  companyId: number | null;
  seesDetails: boolean;
}

/** An alert's state on `today`. */
export function statusOf(
  row: Pick<AlertRow, 'published_at' | 'withdrawn_at' | 'valid_until'>,
  today: string,
): AlertStatus {
  if (row.withdrawn_at) return 'WITHDRAWN';
  if (!row.published_at) return 'DRAFT';
  return row.valid_until < today ? 'EXPIRED' : 'CURRENT';
}

/** The SQL condition "current on `today`" over `a` (capability_alerts) and `c` (companies). */
export const currentAlert = (today: string): SQL =>
  sql`a.published_at IS NOT NULL AND a.withdrawn_at IS NULL AND a.valid_until >= ${today}::date`;

const iso = (value: Date | string): string => new Date(value).toISOString();
const byKind = (refs: ReferenceItem[], kind: ReferenceKind) => refs.filter((r) => r.kind === kind);

function toDto(row: AlertRow, viewer: AlertViewer, today: string): CapabilityAlertDto {
  const own = viewer.companyId === row.company_id;
  const hidden = !own && !viewer.seesDetails;
  return {
    id: row.id,
    title: row.title,
    company: { id: row.company_id, name: row.name, alias: row.alias, logoUrl: row.logo_url },
    validUntil: row.valid_until,
    status: statusOf(row, today),
    publishedAt: row.published_at ? iso(row.published_at) : null,
    detailsHidden: hidden,
    description: hidden ? null : row.description,
    services: hidden ? [] : byKind(row.refs, 'SERVICES'),
    therapeuticAreas: hidden ? [] : byKind(row.refs, 'THERAPEUTIC_AREAS'),
    regions: hidden ? [] : byKind(row.refs, 'REGIONS'),
    own,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function selectAlerts(where: SQL, order: SQL, limit: number, offset: number): SQL {
  return sql`
    SELECT a.id, a.company_id, a.title, a.description, a.valid_until::text AS valid_until, a.published_at, a.withdrawn_at,
      a.created_at, a.updated_at, c.name, c.alias, c.logo_url,
      coalesce((SELECT json_agg(json_build_object('id', ri.id, 'kind', ri.kind, 'name', ri.name, 'parentId', ri.parent_id) ORDER BY ri.name, ri.id)
        FROM reference_items ri WHERE ri.id = ANY(a.reference_ids)), '[]') AS refs,
      (count(*) OVER ())::int AS total
    FROM capability_alerts a JOIN companies c ON c.id = a.company_id
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`;
}

async function run(db: Executor, query: SQL): Promise<AlertRow[]> {
  return ((await db.execute(query)) as unknown as { rows: AlertRow[] }).rows;
}

export interface AlertFilter {
  referenceIds: number[][];
  words: string[];
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Current alerts of active companies, newest publication first, with the total for paging. */
export async function listCurrentAlerts(
  db: Executor,
  filter: AlertFilter,
  viewer: AlertViewer,
  today: string,
  window: { size: number; offset: number },
): Promise<{ items: CapabilityAlertDto[]; total: number }> {
  const conditions = [currentAlert(today), sql`c.active`];
  for (const ids of filter.referenceIds)
    if (ids.length > 0) conditions.push(sql`a.reference_ids && ${`{${ids.join(',')}}`}::int[]`);
  for (const word of filter.words)
    conditions.push(sql`(a.title || ' ' || a.description) ILIKE ${`%${escapeLike(word)}%`}`);
  const rows = await run(
    db,
    selectAlerts(sql.join(conditions, sql` AND `), sql`a.published_at DESC, a.id DESC`, window.size, window.offset),
  );
  return {
    items: rows.map((row) => toDto(row, viewer, today)),
    total: rows[0]?.total ?? (await countOf(db, conditions)),
  };
}

// A page past the end has no rows to carry the total: count apart then.
async function countOf(db: Executor, conditions: SQL[]): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM capability_alerts a JOIN companies c ON c.id = a.company_id WHERE ${sql.join(conditions, sql` AND `)}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** A company's own alerts in every state, newest first. */
export async function listCompanyAlerts(
  db: Executor,
  companyId: number,
  viewer: AlertViewer,
  today: string,
  window: { size: number; offset: number },
): Promise<{ items: CapabilityAlertDto[]; total: number }> {
  const where = sql`a.company_id = ${companyId}`;
  const rows = await run(db, selectAlerts(where, sql`a.created_at DESC, a.id DESC`, window.size, window.offset));
  return { items: rows.map((row) => toDto(row, viewer, today)), total: rows[0]?.total ?? (await countOf(db, [where])) };
}

/** One alert as the viewer may see it: a current one of an active company, or any of their own; else undefined. */
export async function findVisibleAlert(
  db: Executor,
  id: number,
  viewer: AlertViewer,
  today: string,
): Promise<CapabilityAlertDto | undefined> {
  const own = viewer.companyId === null ? sql`false` : sql`a.company_id = ${viewer.companyId}`;
  const rows = await run(
    db,
    selectAlerts(sql`a.id = ${id} AND ((${currentAlert(today)} AND c.active) OR ${own})`, sql`a.id`, 1, 0),
  );
  const row = rows[0];
  return row ? toDto(row, viewer, today) : undefined;
}

/**
 * Sets `companies.has_published_alerts` to whether the company has a current alert on `today`,
 * writing only on a change (each write bumps the search index's generation).
 */
export async function syncPublishedAlertsFlag(db: Executor, companyId: number, today: string): Promise<void> {
  await db.execute(sql`
    UPDATE companies c SET has_published_alerts = x.current
    FROM (SELECT EXISTS (SELECT 1 FROM capability_alerts a WHERE a.company_id = ${companyId} AND ${currentAlert(today)}) AS current) x
    WHERE c.id = ${companyId} AND c.has_published_alerts IS DISTINCT FROM x.current`);
}

/** The daily sweep: every company's flag set from its alerts on `today` (expired ones clear it). Returns the rows changed. */
export async function syncAllPublishedAlertsFlags(db: Executor, today: string): Promise<number> {
  const result = (await db.execute(sql`
    UPDATE companies c SET has_published_alerts = NOT c.has_published_alerts
    WHERE c.has_published_alerts IS DISTINCT FROM EXISTS (SELECT 1 FROM capability_alerts a WHERE a.company_id = c.id AND ${currentAlert(today)})
    RETURNING c.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
