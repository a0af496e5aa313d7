import { requireUser } from '../../auth/auth.hooks.js';
import { notFound, requiredText } from '../../errors.js';
import { IdParams, NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { companySearchOf } from '../search/index.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import { checkSavedSearch } from './saved-search.check.js';
import { savedSearchDto, savedSearchDtos } from './saved-search.dto.js';
import {
  EXPLORER_LIMIT_MESSAGE,
  explorerSavedSearchLimit,
  MAX_FOLLOWED_MATCHES,
  SAVED_SEARCH_TEXT_LIMITS,
  savedSearchCapacity,
  searchTooBroad,
  tooManySavedSearches,
} from './saved-search.limits.js';
import { findMatches } from './saved-search.matches.js';
import { normalizeQuery, parseQuery } from './saved-search.query.js';
import {
  assertNameFree,
  deleteSavedSearch,
  insertSavedSearch,
  newMatchIds,
  ownSavedSearch,
  ownSavedSearchCount,
  ownSavedSearches,
  recordMatches,
  renameSavedSearch,
} from './saved-search.repository.js';
import {
  NewMatchesDto,
  NewMatchesQuery,
  SavedSearchBody,
  SavedSearchCheckBody,
  SavedSearchCheckDto,
  SavedSearchDto,
  SavedSearchesDto,
  SavedSearchRenameBody,
} from './saved-search.schemas.js';

const tags = ['saved-searches'];
const config = {
  auth: 'user' as const,
  fieldMessages: { name: `name must be 1 to ${SAVED_SEARCH_TEXT_LIMITS.name} characters` },
};

/** The caller's saved searches (docs/watchlists.md "Saved searches"): only their own, a foreign id is not found. */
export async function savedSearchRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;
  const billing = billingDeps(app);
  const index = companySearchOf(app);

  app.get(
    '/v1/saved-searches',
    { config, schema: { tags, summary: "The caller's saved searches", response: { 200: SavedSearchesDto } } },
    async (request) => {
      const { user } = requireUser(request);
      const [searches, plan] = await Promise.all([ownSavedSearches(db, user.id), planInForce(billing, user)]);
      return { savedSearches: await savedSearchDtos(db, searches), capacity: savedSearchCapacity(plan) };
    },
  );

  app.post(
    '/v1/saved-searches',
    {
      config,
      schema: {
        tags,
        summary: 'Save a search under a name; every company it finds now is its baseline (no alert for them)',
        description: `Names are unique per user in any case (409 SavedSearchExists). Past the plan's saved searches: 403 ExplorerLimit on Explorer ("${EXPLORER_LIMIT_MESSAGE}"), else 400. A search finding more than ${MAX_FOLLOWED_MATCHES} companies: 400 at query.`,
        body: SavedSearchBody,
        response: { 200: SavedSearchDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const plan = await planInForce(billing, user);
      if ((await ownSavedSearchCount(db, user.id)) >= savedSearchCapacity(plan)) {
        throw plan === 'EXPLORER' ? explorerSavedSearchLimit() : tooManySavedSearches();
      }
      const name = requiredText('name', request.body.name);
      await assertNameFree(db, user.id, name);
      const query = normalizeQuery(request.body.query);
      // The stored form is what every check runs: the baseline comes from it too.
      const matches = await findMatches(index, parseQuery(query), user);
      if (matches.total > MAX_FOLLOWED_MATCHES) throw searchTooBroad(matches.total);
      const now = clock.now();
      const saved = await db.transaction(async (tx) => {
        const row = await insertSavedSearch(tx, { userId: user.id, name, query }, now);
        await recordMatches(tx, row.id, matches.ids, now);
        return row;
      });
      return savedSearchDto(db, saved);
    },
  );

  app.patch(
    '/v1/saved-searches/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename an own saved search',
        params: IdParams,
        body: SavedSearchRenameBody,
        response: { 200: SavedSearchDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const search = await ownSavedSearch(db, user.id, request.params.id);
      const name = requiredText('name', request.body.name);
      await assertNameFree(db, user.id, name, search.id);
      return savedSearchDto(db, await renameSavedSearch(db, search.id, name, clock.now()));
    },
  );

  app.delete(
    '/v1/saved-searches/:id',
    {
      config,
      schema: { tags, summary: 'Delete an own saved search', params: IdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await deleteSavedSearch(db, (await ownSavedSearch(db, user.id, request.params.id)).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/saved-searches/:id/check',
    {
      config,
      schema: {
        tags,
        summary: 'Check an own saved search now, as the daily check does (notifying when companies newly match)',
        params: IdParams,
        body: SavedSearchCheckBody,
        response: { 200: SavedSearchCheckDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const search = await ownSavedSearch(db, user.id, request.params.id);
      const outcome = await checkSavedSearch(app, search.id);
      if (!outcome) throw notFound();
      return {
        newMatches: outcome.newMatches,
        savedSearch: await savedSearchDto(db, await ownSavedSearch(db, user.id, search.id)),
      };
    },
  );

  app.get(
    '/v1/saved-searches/:id/new-matches',
    {
      config,
      schema: {
        tags,
        summary: 'The companies an own saved search first matched at or after an instant (to mark them as new)',
        params: IdParams,
        querystring: NewMatchesQuery,
        response: { 200: NewMatchesDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const search = await ownSavedSearch(db, user.id, request.params.id);
      return { companyIds: await newMatchIds(db, search.id, new Date(request.query.since)) };
    },
  );
}
