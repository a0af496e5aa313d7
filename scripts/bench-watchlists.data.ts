// Data of bench:watchlists (scripts/bench-watchlists.ts): the demo data and seed:scale's companies
// and watchlist set (loaded where missing, so a kept database is reused), the folder the export is
// timed on, and the calls' samples: many users, folders and pages, the same on every run.
import { sql } from 'drizzle-orm';
import { systemClock } from '../api/src/clock.js';
import type { Database } from '../api/src/db/database.js';
import { migrate } from '../api/src/db/migrate.js';
import { SCALE_DOMAIN_SUFFIX } from '../api/src/modules/company/index.js';
import { SCALE_WATCHER_PREFIX } from '../api/src/modules/watchlist/seed/scale-watchlists.js';
import { runScaleSeed, runSeed } from '../api/src/seed/seed.js';
import { createRandom } from '../api/src/seed/prng.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const n = (value: number): string => value.toLocaleString('en');

/** Who exports: Helixa's admin, on Innovator (export allowance 25,000 rows a month). */
export const EXPORTER = 'sponsor.admin@demo.test';
export const EXPORT_ROWS = 10_000;
const EXPORT_FOLDER = 'Benchmark export';

export interface Counts {
  companies: number;
  watchers: number;
  entries: number;
}

/** Loads what is missing (seed:scale resumes), the export's folder, and fresh statistics. */
export async function loadData(database: Database, counts: Counts): Promise<{ exportFolderId: number }> {
  const started = performance.now();
  await migrate(database);
  await runSeed(database.db, { mode: 'demo', clock: systemClock });
  await runScaleSeed(
    database.db,
    { ...counts, threads: 0, requests: 0 },
    { now: systemClock.now(), log: (line) => console.log(`  ${line}`), started },
  );
  const exportFolderId = await ensureExportFolder(database);
  // Fresh statistics, as autovacuum would leave them after a bulk load.
  await database.db.execute(sql`ANALYZE`);
  const [row] = rowsOf<{ companies: number; users: number; folders: number; entries: number }>(
    await database.db.execute(sql`SELECT (SELECT count(*) FROM companies)::int AS companies,
      (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM watchlist_folders)::int AS folders,
      (SELECT count(*) FROM watchlist_entries)::int AS entries`),
  );
  console.log(
    `ready in ${((performance.now() - started) / 1000).toFixed(0)} s: ${n(row?.companies ?? 0)} companies, ` +
      `${n(row?.users ?? 0)} users, ${n(row?.folders ?? 0)} folders, ${n(row?.entries ?? 0)} entries`,
  );
  return { exportFolderId };
}

/**
 * The exporter's folder of 10,000 scale companies. A folder keeps at most 1,000 through the api
 * (the plan's limit), so it is written here directly: the export streams whatever the folder holds,
 * and the issue measures it at 10,000 rows.
 */
async function ensureExportFolder(database: Database): Promise<number> {
  const db = database.db;
  const [existing] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT f.id FROM watchlist_folders f JOIN users u ON u.id = f.owner_id
      WHERE u.email = ${EXPORTER} AND f.name = ${EXPORT_FOLDER}`),
  );
  if (existing) return existing.id;
  const now = systemClock.now().toISOString();
  return db.transaction(async (tx) => {
    const [folder] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO watchlist_folders (owner_id, name, position, created_at)
        SELECT u.id, ${EXPORT_FOLDER}, coalesce((SELECT max(position) + 1 FROM watchlist_folders WHERE owner_id = u.id), 0),
          ${now}::timestamptz FROM users u WHERE u.email = ${EXPORTER} RETURNING id`),
    );
    if (!folder) throw new Error(`${EXPORTER} is missing: the demo seed did not run`);
    await tx.execute(sql`INSERT INTO watchlist_entries (folder_id, company_id, note, added_by, added_at)
      SELECT ${folder.id}, c.id, CASE WHEN c.id % 5 = 0 THEN 'Shortlisted for the feasibility round' END,
        (SELECT id FROM users WHERE email = ${EXPORTER}), ${now}::timestamptz - make_interval(mins => row_number() OVER (ORDER BY c.id)::int)
      FROM companies c WHERE c.email_domain LIKE ${`%${SCALE_DOMAIN_SUFFIX}`} ORDER BY c.id LIMIT ${EXPORT_ROWS}`);
    return folder.id;
  });
}

/** A folder page to open: the user who opens it (its owner or a colleague it is shared with), the folder, a page. */
export interface PageSample {
  email: string;
  folderId: number;
  page: number;
}
/** A search page's flags: the user and the page's 10 companies (some in their folders). */
export interface FlagSample {
  email: string;
  companyIds: number[];
}

/**
 * `runs` samples of each kind, over many users: a third of the pages in folders of 200 companies
 * or more (any of their pages), a tenth opened by a colleague the folder is shared with.
 */
export async function samples(database: Database, runs: number): Promise<{ pages: PageSample[]; flags: FlagSample[] }> {
  const random = createRandom(27);
  const folders = rowsOf<{ id: number; email: string; size: number; sharee: string | null }>(
    await database.db.execute(sql`SELECT f.id, u.email, count(e.company_id)::int AS size,
        (SELECT su.email FROM watchlist_shares s JOIN users su ON su.id = s.user_id WHERE s.folder_id = f.id LIMIT 1) AS sharee
      FROM watchlist_folders f JOIN users u ON u.id = f.owner_id JOIN watchlist_entries e ON e.folder_id = f.id
      WHERE u.email LIKE ${`${SCALE_WATCHER_PREFIX}%`} GROUP BY f.id, u.email`),
  );
  if (folders.length === 0) throw new Error('No scale watchlists: is the watchlist scale seed registered?');
  const big = folders.filter((f) => f.size >= 200);
  const shared = folders.filter((f) => f.sharee !== null);
  const pages = Array.from({ length: runs }, (_, i): PageSample => {
    const pool = i % 3 === 0 && big.length > 0 ? big : i % 10 === 1 && shared.length > 0 ? shared : folders;
    const folder = random.pick(pool);
    const email = pool === shared && folder.sharee ? folder.sharee : folder.email;
    return { email, folderId: folder.id, page: random.int(0, Math.ceil(folder.size / 20) - 1) };
  });
  const scale = rowsOf<{ id: number }>(
    await database.db.execute(sql`SELECT id FROM companies WHERE email_domain LIKE ${`%${SCALE_DOMAIN_SUFFIX}`}`),
  ).map((row) => row.id);
  const flags: FlagSample[] = [];
  for (let i = 0; i < runs; i += 1) {
    const folder = random.pick(folders);
    // Three of the ten in one of the user's folders, as on a search for what they keep.
    const kept = rowsOf<{ company_id: number }>(
      await database.db.execute(
        sql`SELECT company_id FROM watchlist_entries WHERE folder_id = ${folder.id} ORDER BY added_at LIMIT 3`,
      ),
    ).map((row) => row.company_id);
    const ids = new Set(kept);
    while (ids.size < 10) ids.add(random.pick(scale));
    flags.push({ email: folder.email, companyIds: random.sample([...ids], 10) });
  }
  return { pages, flags };
}
