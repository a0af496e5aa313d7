import { and, eq, type SQL } from 'drizzle-orm';
import { requireUser } from '../../auth/auth.hooks.js';
import { pageWindow, toPage } from '../../http/paging.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { optionalCaller } from '../user/index.js';
import { COMMONS_TEXT_LIMITS as L, COMMONS_TYPE_INFO } from './commons.limits.js';
import {
  byTypeSlug,
  isPublished,
  listPages,
  publishedCounts,
  toSummary,
  wordsMatch,
} from './commons.pages.repository.js';
import { createPage, ownPage, pageDto, readable, updatePage, viewerOf } from './commons.pages.service.js';
import {
  CommonsPageDto,
  CommonsPagePageDto,
  CommonsTypeListDto,
  CreatePageBody,
  OwnPagesQuery,
  PublicPagesQuery,
  TypeSlugParams,
  UpdatePageBody,
} from './commons.schemas.js';
import { COMMONS_TYPES, commonsPages } from './commons.table.js';

const tags = ['commons'];
export const commonsFieldMessages = {
  title: `title must be 1 to ${L.pageTitle} characters`,
  summary: `summary must be at most ${L.pageSummary} characters`,
  body: `body must be 1 to ${L.pageBody.toLocaleString('en-US')} characters`,
  type: `type must be one of ${COMMONS_TYPES.join(', ')}`,
  q: `q must be at most ${L.searchWords} characters`,
};
const config = { auth: 'user' as const, fieldMessages: commonsFieldMessages };
const publicConfig = { ...config, auth: 'public' as const };
const one = { 200: CommonsPageDto };

/** The commons' shared pages (docs/commons.md): read by everyone, written by members for their company. */
export async function commonsPageRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    '/v1/commons/types',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: 'The types of shared pages, with published counts',
        response: { 200: CommonsTypeListDto },
      },
    },
    async () => {
      const counts = await publishedCounts(db);
      return {
        types: COMMONS_TYPES.map((type) => ({ type, ...COMMONS_TYPE_INFO[type], count: counts.get(type) ?? 0 })),
      };
    },
  );

  app.get(
    '/v1/commons/pages',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: 'Published pages, latest first: of one type or all, by words',
        querystring: PublicPagesQuery,
        response: { 200: CommonsPagePageDto },
      },
    },
    async (request) => {
      const viewer = viewerOf(await optionalCaller(app, request));
      const { page, size, offset } = pageWindow(request.query);
      const { type, q } = request.query;
      const where = and(isPublished, type ? eq(commonsPages.type, type) : undefined, wordsMatch(q));
      const { rows, total } = await listPages(db, where, 'published', { offset, size });
      return toPage(
        rows.map((r) => toSummary(r, viewer)),
        total,
        page,
        size,
      );
    },
  );

  app.get(
    '/v1/commons/pages/:type/:slug',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "A page by type and slug: published, or a draft of the caller's company (others 404)",
        params: TypeSlugParams,
        response: one,
      },
    },
    async (request) => {
      const viewer = viewerOf(await optionalCaller(app, request));
      const { type, slug } = request.params;
      return pageDto(db, and(byTypeSlug(type, slug), readable(viewer)) as SQL, viewer);
    },
  );

  app.get(
    '/v1/commons/own-pages',
    {
      config,
      schema: {
        tags,
        summary: "The caller's company's pages, drafts included, latest change first",
        querystring: OwnPagesQuery,
        response: { 200: CommonsPagePageDto },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireUser(request));
      const { page, size, offset } = pageWindow(request.query);
      if (viewer?.companyId == null) return toPage([], 0, page, size);
      const where = and(eq(commonsPages.companyId, viewer.companyId), wordsMatch(request.query.q));
      const { rows, total } = await listPages(db, where, 'updated', { offset, size });
      return toPage(
        rows.map((r) => toSummary(r, viewer)),
        total,
        page,
        size,
      );
    },
  );

  app.get(
    '/v1/commons/own-pages/:id',
    {
      config,
      schema: { tags, summary: "One of the caller's company's pages, for its editor", params: IdParams, response: one },
    },
    async (request) => ownPage(db, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/commons/pages',
    {
      config,
      schema: {
        tags,
        summary:
          "Write a page under the caller's company's name (a draft unless `publish`; refused while impersonating)",
        body: CreatePageBody,
        response: one,
      },
    },
    async (request) => createPage(db, requireUser(request), request.body, clock.now()),
  );

  app.patch(
    '/v1/commons/pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit, publish or unpublish a page (its author or an admin of its company; another company: 404)',
        params: IdParams,
        body: UpdatePageBody,
        response: one,
      },
    },
    async (request) => updatePage(db, requireUser(request), request.params.id, request.body, clock.now()),
  );
}
