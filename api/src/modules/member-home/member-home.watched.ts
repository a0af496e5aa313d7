import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import type { HomeCaller } from './member-home.caller.js';
import type { HomeWatched } from './member-home.schemas.js';

/** The watch updates' notification kinds (watchlist module, docs/watchlists.md "Watch updates"). */
export const WATCH_UPDATE_KINDS = [
  'WATCHED_COMPANY_UPDATED',
  'WATCHED_COMPANY_LOOKING_FOR',
  'WATCHED_COMPANY_REQUEST',
  'WATCHED_COMPANY_ALERT',
] as const;

/**
 * Matchmaking's notices of a publication. A user hears of a publication once, whichever notice came
 * first (watchlist.updates.ts `repeat: 'once'`): a watcher whose company the request or alert also
 * matches may have been told by these instead, and the home shows them as the watched company's change.
 */
export const PUBLICATION_MATCH_KINDS = ['REQUEST_MATCH', 'CAPABILITY_MATCH'] as const;

/** How far back the home looks for changes. */
export const WATCH_CHANGE_DAYS = 90;

interface ChangeRow {
  id: number;
  kind: string;
  title: string;
  link: string | null;
  created_at: Date | string;
  company_id: number;
  name: string;
  alias: string;
}

// The folders the caller sees, as the watchlist module rules: their own, and those shared with
// them by an owner who is still their colleague.
const visibleFolders = (caller: HomeCaller) => sql`
  SELECT f.id FROM watchlist_folders f WHERE f.owner_id = ${caller.userId}
  UNION
  SELECT s.folder_id FROM watchlist_shares s
  JOIN watchlist_folders f ON f.id = s.folder_id
  JOIN users o ON o.id = f.owner_id AND o.company_id = ${caller.companyId}
  WHERE s.user_id = ${caller.userId}`;

/**
 * The companies the caller watches (folders and companies counted), and the latest watch updates
 * they were told about those still watched: the caller's notifications of those kinds (their index,
 * newest first), each traced to its company (a request's or an alert's poster).
 */
export async function homeWatched(db: Executor, caller: HomeCaller, size: number, now: Date): Promise<HomeWatched> {
  const counts = db.execute(sql`
    WITH folders AS (${visibleFolders(caller)})
    SELECT (SELECT count(*) FROM folders)::int AS folders,
      (SELECT count(DISTINCT e.company_id) FROM watchlist_entries e WHERE e.folder_id IN (SELECT id FROM folders))::int AS companies`);
  const since = new Date(now.getTime() - WATCH_CHANGE_DAYS * 86_400_000);
  const kinds = sql.join(
    [...WATCH_UPDATE_KINDS, ...PUBLICATION_MATCH_KINDS].map((kind) => sql`${kind}`),
    sql`, `,
  );
  // Notifications are the inbox's (spec §6): not read while an admin acts as the user.
  const changes = caller.impersonating
    ? null
    : db.execute(sql`
      WITH folders AS (${visibleFolders(caller)})
      SELECT n.id, n.kind, n.title, n.link, n.created_at, c.id AS company_id, c.name, c.alias
      FROM notifications n
      CROSS JOIN LATERAL (SELECT CASE n.subject_kind
          WHEN 'COMPANY' THEN n.subject_id
          WHEN 'LOOKING_FOR' THEN n.subject_id
          WHEN 'REQUEST' THEN (SELECT r.company_id FROM requests r WHERE r.id = n.subject_id)
          WHEN 'CAPABILITY_ALERT' THEN (SELECT a.company_id FROM capability_alerts a WHERE a.id = n.subject_id)
        END AS company_id) subject
      JOIN companies c ON c.id = subject.company_id
      WHERE n.user_id = ${caller.userId} AND n.kind IN (${kinds}) AND n.created_at >= ${since.toISOString()}
        AND EXISTS (SELECT 1 FROM watchlist_entries e WHERE e.company_id = c.id AND e.folder_id IN (SELECT id FROM folders))
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT ${size}`);
  const [countResult, changeResult] = await Promise.all([counts, changes]);
  const [count] = rowsOf<{ folders: number; companies: number }>(countResult);
  return {
    folderCount: count?.folders ?? 0,
    companyCount: count?.companies ?? 0,
    changes:
      changeResult === null
        ? null
        : rowsOf<ChangeRow>(changeResult).map((row) => ({
            notificationId: Number(row.id),
            kind: row.kind,
            title: row.title,
            link: row.link,
            at: new Date(row.created_at).toISOString(),
            company: { id: Number(row.company_id), name: row.name, alias: row.alias },
          })),
  };
}
