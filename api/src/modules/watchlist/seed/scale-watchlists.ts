import { and, asc, count, like, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { rowsOf } from '../../../db/rows.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import { FIRST_NAMES, LAST_NAMES } from '../../../seed/people-words.data.js';
import { companies, SCALE_DOMAIN_SUFFIX } from '../../company/index.js';
import { users } from '../../user/index.js';
import { watchlistFolders, watchlistShares } from '../watchlist.table.js';
import {
  entryBudgets,
  planFolders,
  type PlannedFolder,
  SCALE_NOTES,
  WATCHERS_PER_COMPANY,
} from './scale-watchlists.plan.js';

/** Scale users' emails start so (their company's domain follows): counted by it to resume. */
export const SCALE_WATCHER_PREFIX = 'watcher.';

export interface ScaleWatchlistOptions {
  watchers: number;
  entries: number;
  now: Date;
  /** Users per transaction (with their folders, entries and shares). */
  batchSize?: number;
  onProgress?: (done: number, total: number, entries: number) => void;
}

const HOUR = 3_600_000;

/** The scale users already there (whole batches: each commits with its folders and entries). */
async function countScaleWatchers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(like(users.email, `${SCALE_WATCHER_PREFIX}%`), like(users.email, `%${SCALE_DOMAIN_SUFFIX}`)));
  return Number(row?.n ?? 0);
}

/**
 * Loads scale users 0..watchers-1 (WATCHERS_PER_COMPANY or more colleagues on each of the first
 * scale companies) with their folders, `entries` entries over the scale companies in all, notes on
 * about one in seven, and each team's first folder shared with the team (one editor, the rest
 * viewers). One transaction per batch of users; running it again resumes after the last batch.
 * The users are the watchlist set's own: the demo's 2,400 are too few for 20,000 watchers, and
 * keeping them apart leaves the personas' watchlists as they are.
 */
export async function seedScaleWatchlists(
  db: Executor,
  options: ScaleWatchlistOptions,
): Promise<{ existing: number; inserted: number; entries: number }> {
  const { watchers, now } = options;
  const existing = await countScaleWatchers(db);
  if (existing >= watchers) return { existing, inserted: 0, entries: 0 };
  const scale = await db
    .select({ id: companies.id, domain: companies.emailDomain })
    .from(companies)
    .where(like(companies.emailDomain, `%${SCALE_DOMAIN_SUFFIX}`))
    .orderBy(asc(companies.id));
  if (scale.length === 0) throw new Error('The watchlist scale set needs the scale companies (seed:scale --companies)');
  const team = Math.max(WATCHERS_PER_COMPANY, Math.ceil(watchers / scale.length));
  const budgets = entryBudgets(watchers, options.entries, scale.length);
  // A whole number of teams per batch, so a team's shares never span two.
  const batch = Math.max(1, Math.round((options.batchSize ?? 1000) / team)) * team;
  let entries = 0;
  for (let start = existing; start < watchers; start += batch) {
    const end = Math.min(start + batch, watchers);
    const folders = Array.from({ length: end - start }, (_, k) =>
      planFolders(start + k, budgets[start + k] ?? 0, scale.length),
    ).flat();
    entries += folders.reduce((sum, f) => sum + f.size, 0);
    await db.transaction(async (tx) => {
      const userIds = await insertWatchers(tx, start, end, team, scale, now);
      const folderIds = await insertFolders(tx, folders, userIds, now);
      await insertEntries(tx, folders, folderIds, userIds, scale.length, now);
      await insertShares(tx, start, end, team, userIds, folderIds, now);
    });
    options.onProgress?.(end, watchers, entries);
  }
  return { existing, inserted: watchers - existing, entries };
}

/** Users start..end-1, `team` to a company; each team's first is its admin. Answers their ids by index. */
async function insertWatchers(
  db: Executor,
  start: number,
  end: number,
  team: number,
  scale: readonly { id: number; domain: string | null }[],
  now: Date,
): Promise<Map<number, number>> {
  const rows = Array.from({ length: end - start }, (_, k) => {
    const u = start + k;
    const company = scale[Math.floor(u / team) % scale.length];
    return {
      email: `${SCALE_WATCHER_PREFIX}${u}@${company?.domain ?? `s0${SCALE_DOMAIN_SUFFIX}`}`,
      firstName: FIRST_NAMES[u % FIRST_NAMES.length] ?? 'Alex',
      lastName: LAST_NAMES[(u * 7) % LAST_NAMES.length] ?? 'Reed',
      role: u % team === 0 ? ('COMPANY_ADMIN' as const) : ('MEMBER' as const),
      companyId: company?.id ?? null,
      approvalStatus: 'APPROVED' as const,
      emailVerifiedAt: new Date(now.getTime() - 400 * 24 * HOUR),
      createdAt: new Date(now.getTime() - 400 * 24 * HOUR),
      updatedAt: new Date(now.getTime() - 400 * 24 * HOUR),
    };
  });
  const inserted = await bulkInsert(db, users, rows, ['id', 'email']);
  return new Map(inserted.map((row) => [Number(row.email.slice(SCALE_WATCHER_PREFIX.length).split('@')[0]), row.id]));
}

const folderKey = (watcher: number, position: number) => `${watcher}/${position}`;

async function insertFolders(
  db: Executor,
  folders: readonly PlannedFolder[],
  userIds: Map<number, number>,
  now: Date,
): Promise<Map<string, number>> {
  const inserted = await bulkInsert(
    db,
    watchlistFolders,
    folders.map((f) => ({
      ownerId: userIds.get(f.watcher) ?? 0,
      name: f.name,
      position: f.position,
      // Made before its first company was added (entries are 3 hours apart, see insertEntries).
      createdAt: new Date(now.getTime() - (f.size + 24) * 3 * HOUR),
    })),
    ['id', 'ownerId', 'position'],
  );
  const watcherOf = new Map([...userIds].map(([u, id]) => [id, u]));
  return new Map(inserted.map((row) => [folderKey(watcherOf.get(row.ownerId) ?? -1, row.position), row.id]));
}

/**
 * Every entry of the batch in one INSERT … SELECT: the folders travel as JSON, generate_series
 * makes their k-th companies (scale company (offset + k * stride) mod n, by id order), added 3
 * hours apart (the newest a few minutes ago), by the owner.
 */
async function insertEntries(
  db: Executor,
  folders: readonly PlannedFolder[],
  folderIds: Map<string, number>,
  userIds: Map<number, number>,
  companyCount: number,
  now: Date,
): Promise<void> {
  const planned = folders
    .filter((f) => f.size > 0)
    .map((f) => ({
      id: folderIds.get(folderKey(f.watcher, f.position)),
      owner: userIds.get(f.watcher),
      slot: f.position,
      size: f.size,
      off: f.offset,
      stride: f.stride,
      shift: (f.watcher * 13 + f.position * 7) % 180,
    }));
  if (planned.length === 0) return;
  await db.execute(sql`
    WITH scale AS (
      SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM companies
      WHERE email_domain LIKE ${`%${SCALE_DOMAIN_SUFFIX}`}
    )
    INSERT INTO watchlist_entries (folder_id, company_id, note, added_by, added_at)
    SELECT f.id, scale.id,
      CASE WHEN (k + f.slot) % 7 = 0 THEN ${JSON.stringify(SCALE_NOTES)}::jsonb ->> ((f.off + k) % ${SCALE_NOTES.length}) END,
      f.owner,
      ${now.toISOString()}::timestamptz - make_interval(hours => (f.size - k) * 3, mins => f.shift)
    FROM json_to_recordset(${JSON.stringify(planned)}::json)
      AS f(id int, owner int, slot int, size int, off int, stride int, shift int)
    CROSS JOIN LATERAL generate_series(0, f.size - 1) AS k
    JOIN scale ON scale.n = ((f.off::bigint + k::bigint * f.stride) % ${companyCount})::int`);
}

/** Each team's admin shares their first folder with the team: the next colleague edits, the others view. */
async function insertShares(
  db: Executor,
  start: number,
  end: number,
  team: number,
  userIds: Map<number, number>,
  folderIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const rows = [];
  for (let admin = start; admin < end; admin += team) {
    const folderId = folderIds.get(folderKey(admin, 0));
    for (let u = admin + 1; u < Math.min(admin + team, end) && folderId !== undefined; u += 1)
      rows.push({
        folderId,
        userId: userIds.get(u) ?? 0,
        role: u === admin + 1 ? ('EDITOR' as const) : ('VIEWER' as const),
        sharedAt: new Date(now.getTime() - 30 * 24 * HOUR),
      });
  }
  await bulkInsert(db, watchlistShares, rows);
}

/** Counts for the log line: what the set holds now. */
export async function scaleWatchlistTotals(
  db: Executor,
): Promise<{ folders: number; entries: number; shares: number }> {
  const [row] = rowsOf<{ folders: number; entries: number; shares: number }>(
    await db.execute(sql`SELECT (SELECT count(*) FROM watchlist_folders)::int AS folders,
      (SELECT count(*) FROM watchlist_entries)::int AS entries, (SELECT count(*) FROM watchlist_shares)::int AS shares`),
  );
  return row ?? { folders: 0, entries: 0, shares: 0 };
}
