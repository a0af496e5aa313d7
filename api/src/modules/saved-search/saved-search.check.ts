import { and, asc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { ApiInstance } from '../../http/types.js';
import { companies } from '../company/index.js';
import { type NotificationInput, notify, publishNotified } from '../notification/index.js';
import { companySearchOf } from '../search/index.js';
import { users } from '../user/index.js';
import { findMatches } from './saved-search.matches.js';
import { newMatchesLink, parseQuery } from './saved-search.query.js';
import { companyNames, recordMatches } from './saved-search.repository.js';
import { savedSearches } from './saved-search.table.js';

export const SAVED_SEARCH_NOTIFICATION = { kind: 'SAVED_SEARCH_MATCHES', subjectKind: 'SAVED_SEARCH' } as const;

/** The daily check runs searches not checked for this long (a retry of a failed run skips those it did). */
export const CHECK_INTERVAL_MS = 20 * 60 * 60 * 1000;
const BATCH = 100;
/** How many new companies a notification names. */
const NAMED = 3;

export interface CheckOutcome {
  newMatches: number;
  at: Date;
}

/** "3 new companies match 'oncology CRO in Spain'". */
export const newMatchesTitle = (count: number, name: string): string =>
  `${count} new ${count === 1 ? 'company matches' : 'companies match'} '${name}'`;

/** "Acme, Beta and Cortexa", or "Acme, Beta, Cortexa and 4 more". */
function namesLine(names: readonly string[], count: number): string {
  const more = count - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : (names[0] ?? '');
}

/**
 * Runs one saved search now: the companies it finds for the first time are recorded as matched
 * at this instant and, when there are any, its owner gets one notification (a digest entry too)
 * linking to the search with them marked. Safe to run twice at once: a company is new for one run
 * only. An owner who is no longer active (or whose company is not) is not searched for. Answers
 * null when the saved search does not exist.
 */
export async function checkSavedSearch(app: ApiInstance, id: number): Promise<CheckOutcome | null> {
  const { db, clock, events } = app.deps;
  const [search] = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      companyId: users.companyId,
      ownerActive: sql<boolean>`${users.active} AND coalesce(${companies.active}, false)`,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(savedSearches.id, id));
  if (!search) return null;
  const at = clock.now();
  const found = search.ownerActive
    ? (await findMatches(companySearchOf(app), parseQuery(search.query), { companyId: search.companyId })).ids
    : [];
  const outcome = await db.transaction(async (tx) => {
    // Deleted meanwhile: nothing to record or tell.
    const [locked] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(eq(savedSearches.id, id))
      .for('update');
    if (!locked) return null;
    const added = await recordMatches(tx, id, found, at);
    await tx
      .update(savedSearches)
      .set({ checkedAt: sql`greatest(${savedSearches.checkedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(savedSearches.id, id));
    if (added.length === 0) return { added, notified: [] };
    const notice: NotificationInput = {
      userId: search.userId,
      ...SAVED_SEARCH_NOTIFICATION,
      title: newMatchesTitle(added.length, search.name),
      body: namesLine(await companyNames(tx, added, NAMED), added.length),
      link: newMatchesLink(search.query, id, at),
      subjectId: id,
    };
    return { added, notified: await notify(tx, [notice], at) };
  });
  if (!outcome) return null;
  publishNotified(events, outcome.notified);
  return { newMatches: outcome.added.length, at };
}

/**
 * The daily job: every saved search not checked in the last CHECK_INTERVAL_MS, least recently
 * checked first, in batches. One that fails is logged and left for the queue's retry of the run
 * (which skips those done); the others go on. Answers how many ran and how many found news.
 */
export async function checkDueSavedSearches(app: ApiInstance): Promise<{ checked: number; withNews: number }> {
  const { db, clock } = app.deps;
  const dueBefore = new Date(clock.now().getTime() - CHECK_INTERVAL_MS);
  const failed: number[] = [];
  let checked = 0;
  let withNews = 0;
  for (;;) {
    const due = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          or(isNull(savedSearches.checkedAt), lt(savedSearches.checkedAt, dueBefore)),
          failed.length > 0 ? notInArray(savedSearches.id, failed) : undefined,
        ),
      )
      .orderBy(sql`${savedSearches.checkedAt} ASC NULLS FIRST`, asc(savedSearches.id))
      .limit(BATCH);
    if (due.length === 0) break;
    for (const { id } of due) {
      try {
        const outcome = await checkSavedSearch(app, id);
        checked += 1;
        if (outcome && outcome.newMatches > 0) withNews += 1;
      } catch (error) {
        failed.push(id);
        app.log.error({ err: error, savedSearchId: id }, 'saved search check failed');
      }
    }
  }
  if (failed.length > 0) throw new Error(`${failed.length} saved search checks failed`);
  return { checked, withNews };
}
