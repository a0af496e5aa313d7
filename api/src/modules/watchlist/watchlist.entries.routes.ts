import { requireUser } from '../../auth/auth.hooks.js';
import { notFound } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import type { UserRow } from '../user/index.js';
import {
  addEntries,
  assertActiveCompanies,
  entryCount,
  entryPage,
  findEntry,
  moveEntry,
  newCompanies,
  removeEntry,
  setNote,
  watchedIn,
} from './watchlist.entries.js';
import { changeableFolder, visibleFolder } from './watchlist.folders.js';
import {
  EXPLORER_COMPANIES_MESSAGE,
  explorerWatchlistLimit,
  folderFull,
  watchlistCapacity,
} from './watchlist.limits.js';
import { config, tags } from './watchlist.routes.js';
import {
  AddCompaniesBody,
  EntriesQuery,
  EntryParams,
  EntryUpdateBody,
  WatchedDto,
  WatchedQuery,
  WatchlistEntryPage,
} from './watchlist.schemas.js';

const response = { 200: WatchlistEntryPage };

/** The companies in a folder: listed by whoever sees it, changed by its owner and editors. */
export async function watchlistEntryRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;
  const billing = billingDeps(app);

  /** Refuses what would take the folder past its owner's plan (the folder's owner shares the caller's company). */
  async function assertRoom(user: UserRow, folderId: number, adding: number): Promise<void> {
    if (adding === 0) return;
    const plan = await planInForce(billing, user);
    const capacity = watchlistCapacity(plan);
    if ((await entryCount(db, folderId)) + adding <= capacity.companiesPerFolder) return;
    throw plan === 'EXPLORER' ? explorerWatchlistLimit('companyIds', EXPLORER_COMPANIES_MESSAGE) : folderFull(capacity);
  }

  app.get(
    '/v2/watchlists/folders/:id/companies',
    {
      config,
      schema: {
        tags,
        summary: "A page of a folder's companies (sort addedAt or name; newest first by default)",
        params: IdParams,
        querystring: EntriesQuery,
        response,
      },
    },
    async (request) => {
      // The page is read while access is checked, a round trip less on every folder page
      // (bench:watchlists); it is answered only when the caller sees the folder (else 404).
      const [, page] = await Promise.all([
        visibleFolder(db, requireUser(request).user, request.params.id),
        entryPage(db, request.params.id, request.query),
      ]);
      return page;
    },
  );

  app.post(
    '/v2/watchlists/folders/:id/companies',
    {
      config,
      schema: {
        tags,
        summary: 'Add companies to a folder (those already there stay as they are); answers its first page',
        params: IdParams,
        body: AddCompaniesBody,
        response,
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const folder = await changeableFolder(db, user, request.params.id);
      await assertActiveCompanies(db, request.body.companyIds);
      const adding = await newCompanies(db, folder.id, request.body.companyIds);
      await assertRoom(user, folder.id, adding.length);
      await addEntries(db, folder.id, adding, user.id, clock.now());
      return entryPage(db, folder.id, {});
    },
  );

  app.patch(
    '/v2/watchlists/folders/:id/companies/:companyId',
    {
      config,
      schema: {
        tags,
        summary: "Change a kept company's note, or move it to another folder (note and all)",
        params: EntryParams,
        body: EntryUpdateBody,
        response,
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const { id, companyId } = request.params;
      const folder = await changeableFolder(db, user, id);
      if (!(await findEntry(db, folder.id, companyId))) throw notFound();
      const { note, folderId } = request.body;
      if (note !== undefined) await setNote(db, folder.id, companyId, note?.trim() ? note.trim() : null);
      if (folderId !== undefined && folderId !== folder.id) {
        const target = await changeableFolder(db, user, folderId);
        await assertRoom(user, target.id, (await newCompanies(db, target.id, [companyId])).length);
        await moveEntry(db, folder.id, target.id, companyId);
      }
      return entryPage(db, folder.id, {});
    },
  );

  app.delete(
    '/v2/watchlists/folders/:id/companies/:companyId',
    {
      config,
      schema: { tags, summary: 'Remove a company from a folder (absent: unchanged)', params: EntryParams, response },
    },
    async (request) => {
      const folder = await changeableFolder(db, requireUser(request).user, request.params.id);
      await removeEntry(db, folder.id, request.params.companyId);
      return entryPage(db, folder.id, {});
    },
  );

  app.get(
    '/v2/watchlists/watched',
    {
      config,
      schema: {
        tags,
        summary: 'Which of these companies the caller keeps, and in which folders (one call per search page)',
        querystring: WatchedQuery,
        response: { 200: WatchedDto },
      },
    },
    async (request) => ({ companies: await watchedIn(db, requireUser(request).user, request.query.companyIds) }),
  );
}
