import { ApiError } from '../../errors.js';
import type { PlanLine } from '../../http/module.js';
import type { Plan } from '../subscription/index.js';

/** The lengths a saved search takes (the schemas enforce them; clients read them from the OpenAPI). */
export const SAVED_SEARCH_TEXT_LIMITS = {
  /** As a watchlist folder's: a label people scan in a list and read in a notification's title. */
  name: 60,
} as const;

/** Explorer (spec §1: freemium, limited): one saved search, enough to try the alerts. */
export const EXPLORER_SAVED_SEARCHES = 1;
/** Paid plans: one per market or question a team follows, few enough that the list stays one screen. */
export const SAVED_SEARCHES = 25;

export const savedSearchCapacity = (plan: Plan): number =>
  plan === 'EXPLORER' ? EXPLORER_SAVED_SEARCHES : SAVED_SEARCHES;

/**
 * The most companies a saved search follows. Telling what is new means keeping every company it
 * found; a search finding more than this (every CRO, or no words at all) says little when it grows,
 * and would keep a row per company for every user who saved it.
 */
export const MAX_FOLLOWED_MATCHES = 5000;

export const EXPLORER_LIMIT_MESSAGE = `Explorer keeps ${EXPLORER_SAVED_SEARCHES} saved search. Upgrade to Innovator to keep up to ${SAVED_SEARCHES}.`;

/** An Explorer limit: its own refusal, so clients offer the upgrade (spec §4's Explorer modal). */
export const explorerSavedSearchLimit = (): ApiError =>
  new ApiError(403, 'ExplorerLimit', EXPLORER_LIMIT_MESSAGE, [{ field: 'name', message: EXPLORER_LIMIT_MESSAGE }]);

export const tooManySavedSearches = (): ApiError => {
  const message = `You can keep up to ${SAVED_SEARCHES} saved searches. Delete one to make room.`;
  return new ApiError(400, 400, message, [{ field: 'name', message }]);
};

export const savedSearchExists = (name: string): ApiError => {
  const message = `You already have a saved search named "${name}". Choose another name.`;
  return new ApiError(409, 'SavedSearchExists', message, [{ field: 'name', message }]);
};

export const searchTooBroad = (total: number): ApiError => {
  const message = `This search finds ${total.toLocaleString('en-US')} companies; a saved search follows up to ${MAX_FOLLOWED_MATCHES.toLocaleString('en-US')}. Add words or filters to narrow it.`;
  return new ApiError(400, 400, message, [{ field: 'query', message }]);
};

/** What the plans say about saved searches (the routes refuse more with ExplorerLimit). */
export const SAVED_SEARCH_PLAN_LINES: readonly PlanLine[] = [
  {
    plan: 'EXPLORER',
    list: 'includes',
    order: 25,
    text: `${EXPLORER_SAVED_SEARCHES} saved search with a daily alert of new matches`,
  },
  {
    plan: 'EXPLORER',
    list: 'limits',
    order: 25,
    text: `Keeps ${EXPLORER_SAVED_SEARCHES} saved search; Innovator keeps up to ${SAVED_SEARCHES}.`,
  },
  {
    plan: 'INNOVATOR',
    list: 'includes',
    order: 25,
    text: `Up to ${SAVED_SEARCHES} saved searches with a daily alert of new matches`,
  },
];
