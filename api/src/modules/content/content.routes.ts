import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors.js';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { publishedOfKind } from './content.repository.js';
import {
  CmsBannersDto,
  CmsEntryDto,
  CmsRolesDto,
  CONTENT_FIELD_MESSAGES,
  ContentDraftDto,
  ContentEntryPageDto,
  ContentVersionPageDto,
  CreateEntryBody,
  DeleteEntryQuery,
  EntryListQuery,
  HistoryQuery,
  KeyParams,
  SaveDraftBody,
  VersionBody,
  VersionParams,
} from './content.schemas.js';
import {
  createEntry,
  deleteEntry,
  entriesPage,
  historyPage,
  publishDraft,
  readDraft,
  restoreVersion,
  saveDraft,
  withHtml,
} from './content.service.js';

const tags = ['content'];
const adminTags = ['admin'];
const publicCall = { auth: 'public' as const };
const admin = { auth: 'admin' as const, fieldMessages: CONTENT_FIELD_MESSAGES };
/** Who changed it: the admin group member's sign-in e-mail. */
const who = (request: FastifyRequest): string | null => request.token?.email ?? null;

/** Spec §7's CMS calls (public, no bearer) and the admin group's editor (docs/content.md). */
export async function contentRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    '/v1/cms/entries/:key',
    {
      config: publicCall,
      schema: {
        tags,
        summary: 'A published page with its HTML (getCmsEntry); 404 for an unknown or unpublished key',
        params: KeyParams,
        response: { 200: CmsEntryDto },
      },
    },
    async (request) => {
      const [row] = await publishedOfKind(db, 'PAGE', request.params.key);
      if (!row) throw notFound();
      const { title, description, body, number, publishedAt } = row.version;
      return withHtml({
        key: row.key,
        title,
        description,
        body,
        version: number,
        publishedAt: publishedAt.toISOString(),
      });
    },
  );

  app.get(
    '/v1/cms/banners',
    {
      config: publicCall,
      schema: { tags, summary: 'The published home banners shown now (getBanners)', response: { 200: CmsBannersDto } },
    },
    async () => {
      const now = clock.now();
      const rows = await publishedOfKind(db, 'BANNER');
      const banners = rows
        .filter(({ version: v }) => (!v.startsAt || v.startsAt <= now) && (!v.endsAt || v.endsAt > now))
        .map(({ key, version: v }) =>
          withHtml({
            key,
            title: v.title,
            body: v.body,
            linkLabel: v.linkLabel,
            linkPath: v.linkPath,
            position: v.position,
            startsAt: v.startsAt?.toISOString() ?? null,
            endsAt: v.endsAt?.toISOString() ?? null,
          }),
        )
        .map(({ body, ...banner }) => ({ ...banner, text: body }));
      return { banners };
    },
  );

  app.get(
    '/v1/cms/roles',
    {
      config: publicCall,
      schema: {
        tags,
        summary: "The platform's audiences for the home page's “who it is for” (getRoles)",
        response: { 200: CmsRolesDto },
      },
    },
    async () => {
      const rows = await publishedOfKind(db, 'ROLE');
      const roles = rows.map(({ key, version: v }) => {
        const { body, ...role } = withHtml({
          key,
          title: v.title,
          body: v.body,
          linkLabel: v.linkLabel,
          linkPath: v.linkPath,
          position: v.position,
        });
        return { ...role, text: body };
      });
      return { roles };
    },
  );

  app.get(
    '/v1/admin/cms/entries',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Every content entry with its state: pages, then banners and roles (admin group)',
        querystring: EntryListQuery,
        response: { 200: ContentEntryPageDto },
      },
    },
    async (request) => entriesPage(db, request.query),
  );

  app.post(
    '/v1/admin/cms/entries',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Create a banner or role as a draft (admin group); 409 ContentKeyTaken',
        body: CreateEntryBody,
        response: { 201: ContentDraftDto },
      },
    },
    async (request, reply) => reply.code(201).send(await createEntry(db, request.body, who(request), clock.now())),
  );

  app.get(
    '/v1/admin/cms/entries/:key',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "An entry's draft (admin group)",
        params: KeyParams,
        response: { 200: ContentDraftDto },
      },
    },
    async (request) => readDraft(db, request.params.key),
  );

  app.delete(
    '/v1/admin/cms/entries/:key',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary:
          'Delete a banner or role (admin group); 409 ContentNotDeletable for a page, 409 when changed since `version`',
        description:
          'The entry leaves every list and public read at once; its published versions are kept with it (docs/content.md).',
        params: KeyParams,
        querystring: DeleteEntryQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteEntry(db, request.params.key, request.query.version, who(request), clock.now());
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/v1/admin/cms/entries/:key/draft',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Save an entry's draft (admin group); 409 when it changed since `version` was read",
        params: KeyParams,
        body: SaveDraftBody,
        response: { 200: ContentDraftDto },
      },
    },
    async (request) => saveDraft(db, request.params.key, request.body, who(request), clock.now()),
  );

  app.post(
    '/v1/admin/cms/entries/:key/publish',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Publish an entry's draft as a new version (admin group); 409 when it changed since `version`",
        params: KeyParams,
        body: VersionBody,
        response: { 200: ContentDraftDto },
      },
    },
    async (request) => publishDraft(db, request.params.key, request.body.version, who(request), clock.now()),
  );

  app.get(
    '/v1/admin/cms/entries/:key/versions',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "An entry's published versions, newest first: who and when (admin group)",
        params: KeyParams,
        querystring: HistoryQuery,
        response: { 200: ContentVersionPageDto },
      },
    },
    async (request) => historyPage(db, request.params.key, request.query),
  );

  app.post(
    '/v1/admin/cms/entries/:key/versions/:number/restore',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Copy a published version into the draft (admin group); 409 when the draft changed since `version`',
        params: VersionParams,
        body: VersionBody,
        response: { 200: ContentDraftDto },
      },
    },
    async (request) =>
      restoreVersion(db, request.params.key, request.params.number, request.body.version, who(request), clock.now()),
  );
}
