import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import type { ApiInstance } from '../../http/types.js';
import type { JobData, QueuedJob } from '../../jobs/job.js';
import { ALERT_PUBLISHED_JOB } from '../capability/index.js';
import { COMPANY_UPDATED_JOB } from '../company/index.js';
import { LOOKING_FOR_PUBLISHED_JOB } from '../looking-for/index.js';
import { excerpt, notify, publishNotified } from '../notification/index.js';
import { REQUEST_PUBLISHED_JOB } from '../requests/index.js';

/** A change to a watched company, as its watchers' notification says it. */
export interface WatchedChange {
  companyId: number;
  kind: 'WATCHED_COMPANY_UPDATED' | 'WATCHED_COMPANY_REQUEST' | 'WATCHED_COMPANY_ALERT' | 'WATCHED_COMPANY_LOOKING_FOR';
  title: string;
  body?: string | null;
  link: string;
  subjectKind: string;
  subjectId: number;
  /**
   * 'unread': one unread notice per company says it (a second profile edit adds nothing while the
   * first is unread). 'once': a publication is told once per user, whoever told it (matchmaking
   * may have), so a retried job adds nothing either.
   */
  repeat: 'unread' | 'once';
}

/**
 * Who hears about a change to a company: the owners of folders it is in, and those the folders are
 * shared with while still the owner's colleagues; active, not of the company itself, with the
 * "watched companies" preference on (the default), and not told already (see `repeat`).
 */
async function watchersToTell(tx: Executor, change: WatchedChange): Promise<number[]> {
  const told = change.repeat === 'unread' ? sql`n.kind = ${change.kind} AND n.read_at IS NULL` : sql`TRUE`;
  const result = await tx.execute(sql`
    WITH watchers AS (
      SELECT f.owner_id AS user_id
      FROM watchlist_entries e JOIN watchlist_folders f ON f.id = e.folder_id
      WHERE e.company_id = ${change.companyId}
      UNION
      SELECT s.user_id
      FROM watchlist_entries e
      JOIN watchlist_folders f ON f.id = e.folder_id
      JOIN watchlist_shares s ON s.folder_id = f.id
      JOIN users o ON o.id = f.owner_id
      JOIN users su ON su.id = s.user_id AND su.company_id = o.company_id
      WHERE e.company_id = ${change.companyId}
    )
    SELECT u.id FROM watchers w JOIN users u ON u.id = w.user_id
    WHERE u.active AND u.company_id IS DISTINCT FROM ${change.companyId}
      AND COALESCE((SELECT p.watched_companies FROM email_preferences p WHERE p.user_id = u.id), true)
      AND NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.user_id = u.id AND n.subject_kind = ${change.subjectKind} AND n.subject_id = ${change.subjectId}
          AND ${told})
    ORDER BY u.id`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/**
 * The row matchmaking locks while it tells a publication's matches (matchmaking/*-matchmaking.ts):
 * locking it here too makes the two jobs, which the queue runs side by side, take turns, so a user
 * is told of a publication once, by whichever job comes first.
 */
const PUBLICATION_ROWS: Partial<Record<string, string>> = {
  REQUEST: 'requests',
  CAPABILITY_ALERT: 'capability_alerts',
};

/** Tells the company's watchers (one transaction; live events after it commits). Answers how many. */
export async function tellWatchers(app: ApiInstance, change: WatchedChange): Promise<number> {
  const now = app.deps.clock.now();
  const notified = await app.deps.db.transaction(async (tx) => {
    // Runs for the same subject take turns, so neither tells a user the other just did.
    const table = PUBLICATION_ROWS[change.subjectKind];
    await tx.execute(
      table
        ? sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${change.subjectId} FOR UPDATE`
        : sql`SELECT pg_advisory_xact_lock(7270, ${change.subjectId})`,
    );
    const userIds = await watchersToTell(tx, change);
    const { companyId: _, repeat: __, ...notice } = change;
    return notify(
      tx,
      userIds.map((userId) => ({ userId, ...notice })),
      now,
    );
  });
  publishNotified(app.deps.events, notified);
  return notified.length;
}

interface CompanyNames {
  name: string;
  alias: string;
}

async function companyNames(app: ApiInstance, companyId: number): Promise<CompanyNames | undefined> {
  const [row] = rowsOf<CompanyNames>(
    await app.deps.db.execute(sql`SELECT name, alias FROM companies WHERE id = ${companyId}`),
  );
  return row;
}

/** The change a followed job announces, or undefined when there is nothing to tell (gone, not public). */
type Describe = (app: ApiInstance, id: number) => Promise<WatchedChange | undefined>;

const profileUpdated: Describe = async (app, companyId) => {
  const company = await companyNames(app, companyId);
  if (!company) return undefined;
  return {
    companyId,
    kind: 'WATCHED_COMPANY_UPDATED',
    title: `${company.name} updated its profile`,
    link: `/companies/${company.alias}`,
    subjectKind: 'COMPANY',
    subjectId: companyId,
    repeat: 'unread',
  };
};

const lookingForPublished: Describe = async (app, companyId) => {
  const company = await companyNames(app, companyId);
  if (!company) return undefined;
  return {
    companyId,
    kind: 'WATCHED_COMPANY_LOOKING_FOR',
    title: `${company.name} added to what it is looking for`,
    link: `/companies/${company.alias}/looking-for`,
    subjectKind: 'LOOKING_FOR',
    subjectId: companyId,
    repeat: 'unread',
  };
};

const requestPublished: Describe = async (app, requestId) => {
  // Only requests every member may see: an invited-only request stays between its parties.
  const [request] = rowsOf<{ company_id: number; name: string; title: string; description: string }>(
    await app.deps.db.execute(sql`
      SELECT r.company_id, c.name, r.title, r.description FROM requests r JOIN companies c ON c.id = r.company_id
      WHERE r.id = ${requestId} AND r.visibility = 'PUBLIC' AND r.status = 'OPEN'`),
  );
  if (!request) return undefined;
  return {
    companyId: Number(request.company_id),
    kind: 'WATCHED_COMPANY_REQUEST',
    title: `${request.name} published a request: ${request.title}`,
    body: excerpt(request.description) || null,
    link: `/requests/${requestId}`,
    subjectKind: 'REQUEST',
    subjectId: requestId,
    repeat: 'once',
  };
};

const alertPublished: Describe = async (app, alertId) => {
  const [alert] = rowsOf<{ company_id: number; name: string; title: string; description: string }>(
    await app.deps.db.execute(sql`
      SELECT a.company_id, c.name, a.title, a.description FROM capability_alerts a JOIN companies c ON c.id = a.company_id
      WHERE a.id = ${alertId} AND a.published_at IS NOT NULL AND a.withdrawn_at IS NULL`),
  );
  if (!alert) return undefined;
  return {
    companyId: Number(alert.company_id),
    kind: 'WATCHED_COMPANY_ALERT',
    title: `${alert.name} published a capability alert: ${alert.title}`,
    body: excerpt(alert.description) || null,
    link: `/capability?alert=${alertId}`,
    subjectKind: 'CAPABILITY_ALERT',
    subjectId: alertId,
    repeat: 'once',
  };
};

/** A job following another module's: reads the id its data names, then tells the watchers. */
function follower(name: string, follows: string, key: string, describe: Describe): QueuedJob {
  return {
    name,
    follows,
    run: async (app: ApiInstance, data: JobData) => {
      const id = data[key];
      if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
        return void app.log.error({ job: name, data }, `watch update without a valid ${key}`);
      const change = await describe(app, id);
      if (!change) return;
      const told = await tellWatchers(app, change);
      if (told > 0) app.log.info({ job: name, [key]: id, told }, 'watchers told');
    },
  };
}

/** Watch updates (issue 27 point 3): changes to watched companies become notifications (and digest entries). */
export const watchUpdateJobs: readonly QueuedJob[] = [
  follower('watchers-company-updated', COMPANY_UPDATED_JOB, 'companyId', profileUpdated),
  follower('watchers-looking-for', LOOKING_FOR_PUBLISHED_JOB, 'companyId', lookingForPublished),
  follower('watchers-request-published', REQUEST_PUBLISHED_JOB, 'requestId', requestPublished),
  follower('watchers-alert-published', ALERT_PUBLISHED_JOB, 'alertId', alertPublished),
];
