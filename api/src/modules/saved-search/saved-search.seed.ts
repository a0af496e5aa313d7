import { eq } from 'drizzle-orm';
import { addDays } from '../../dates.js';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { ROLE_IDS } from '../company/index.js';
import { createPostgresSearchIndex } from '../search/index.js';
import { users } from '../user/index.js';
import { findMatches } from './saved-search.matches.js';
import { normalizeQuery, parseQuery } from './saved-search.query.js';
import { insertSavedSearch, recordMatches } from './saved-search.repository.js';
import { savedSearches } from './saved-search.table.js';

/** The demo sponsor admin follows oncology CROs: the list, its link and "Check now" have something to show. */
export const DEMO_SAVED_SEARCH = {
  email: 'sponsor.admin@demo.test',
  name: 'Oncology CROs',
  query: { searchString: 'oncology', companyRoleIds: [ROLE_IDS.cro] },
} as const;

/**
 * Saved a week ago, checked yesterday; the two newest companies it finds were yesterday's news
 * (when it finds more than two), the rest its baseline. The matches come from the search itself
 * (the PostgreSQL index answers as the in-memory one), so a first check finds nothing new.
 */
async function seedDemoSavedSearch(db: Executor, now: Date): Promise<void> {
  const [owner] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, DEMO_SAVED_SEARCH.email));
  if (!owner) return;
  const query = normalizeQuery({
    ...DEMO_SAVED_SEARCH.query,
    companyRoleIds: [...DEMO_SAVED_SEARCH.query.companyRoleIds],
  });
  const savedAt = addDays(now, -7);
  const checkedAt = addDays(now, -1);
  const { ids } = await findMatches(createPostgresSearchIndex(db), parseQuery(query), owner);
  const saved = await insertSavedSearch(db, { userId: owner.id, name: DEMO_SAVED_SEARCH.name, query }, savedAt);
  const news = ids.length > 2 ? ids.slice(0, 2) : [];
  await recordMatches(db, saved.id, news, checkedAt);
  await recordMatches(db, saved.id, ids.slice(news.length), savedAt);
  await db.update(savedSearches).set({ checkedAt }).where(eq(savedSearches.id, saved.id));
}

export const savedSearchSeed: ModuleSeed = { after: ['user', 'company'], personas: seedDemoSavedSearch };
