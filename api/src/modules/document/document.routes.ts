import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { memberOf } from './document.actor.js';
import { createFolder, deleteFolder, listFolders, renameFolder } from './document.folders.js';
import { deleteDocument, folderOf, partnerOf, responseOf } from './document.files.js';
import { documentDto, listDocuments, ownedDocument, readableDocument } from './document.repository.js';
import { documentName } from './document.rules.js';
import {
  DocumentDto,
  DocumentFolderDto,
  DocumentFoldersDto,
  DocumentIdParams,
  DocumentListQuery,
  DocumentPageDto,
  FolderBody,
  UpdateDocumentBody,
} from './document.schemas.js';
import type { DocumentStorage } from './document.storage.js';
import { documents } from './document.table.js';

const tags = ['documents'];
const config = { auth: 'user' as const };

/** Folders, the list, one document, its changes and its deletion (docs/documents.md). */
export async function documentRoutes(app: ApiInstance, storage: DocumentStorage): Promise<void> {
  const { db, clock } = app.deps;
  const one = async (companyId: number, id: string) =>
    documentDto(db, companyId, await readableDocument(db, companyId, id));

  app.get(
    '/v1/document-folders',
    {
      config,
      schema: { tags, summary: "The caller's company's folders, by name", response: { 200: DocumentFoldersDto } },
    },
    async (request) => ({ folders: await listFolders(db, (await memberOf(db, request)).companyId) }),
  );
  app.post(
    '/v1/document-folders',
    {
      config,
      schema: {
        tags,
        summary: 'Create a folder (1 to 80 characters, unique in the company whatever the case: 409 FolderExists)',
        body: FolderBody,
        response: { 201: DocumentFolderDto },
      },
    },
    async (request, reply) => {
      const actor = await memberOf(db, request);
      return reply
        .code(201)
        .send(await createFolder(db, actor.companyId, actor.userId, request.body.name, clock.now()));
    },
  );
  app.patch(
    '/v1/document-folders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a folder',
        params: IdParams,
        body: FolderBody,
        response: { 200: DocumentFolderDto },
      },
    },
    async (request) => renameFolder(db, (await memberOf(db, request)).companyId, request.params.id, request.body.name),
  );
  app.delete(
    '/v1/document-folders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a folder; its documents move to the top level',
        params: IdParams,
        response: { 200: DocumentFolderDto },
      },
    },
    async (request) => deleteFolder(db, (await memberOf(db, request)).companyId, request.params.id, clock.now()),
  );

  app.get(
    '/v1/documents',
    {
      config,
      schema: {
        tags,
        summary: 'Documents the company may read: own, shared with it, or its templates; filtered, sorted, paged',
        querystring: DocumentListQuery,
        response: { 200: DocumentPageDto },
      },
    },
    async (request) => listDocuments(db, (await memberOf(db, request)).companyId, request.query),
  );
  app.get(
    '/v1/documents/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'One document the company owns, that is shared with it or attached to its response thread (404 otherwise)',
        params: DocumentIdParams,
        response: { 200: DocumentDto },
      },
    },
    async (request) => one((await memberOf(db, request)).companyId, request.params.id),
  );
  app.patch(
    '/v1/documents/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename or move an own document, or change its partner or response (shared with the caller: 403)',
        params: DocumentIdParams,
        body: UpdateDocumentBody,
        response: { 200: DocumentDto },
      },
    },
    async (request) => {
      const actor = await memberOf(db, request);
      const row = await ownedDocument(db, actor.companyId, request.params.id);
      const body = request.body;
      const change: Partial<typeof documents.$inferInsert> = {};
      if (body.name !== undefined) change.name = documentName(body.name);
      if (body.toTopLevel) change.folderId = null;
      else if (body.folderId !== undefined) change.folderId = await folderOf(db, actor.companyId, body.folderId);
      if (body.detachPartner) change.partnerCompanyId = null;
      else if (body.partnerCompanyId !== undefined)
        change.partnerCompanyId = await partnerOf(db, actor.companyId, body.partnerCompanyId);
      if (body.detachResponse) change.responseId = null;
      else if (body.responseId !== undefined)
        change.responseId = await responseOf(db, actor.companyId, body.responseId);
      if (Object.keys(change).length > 0) {
        await db
          .update(documents)
          .set({ ...change, updatedAt: clock.now() })
          .where(eq(documents.id, row.id));
      }
      return one(actor.companyId, row.id);
    },
  );
  app.delete(
    '/v1/documents/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an own document with its bytes (recorded in the access log)',
        params: DocumentIdParams,
        response: { 200: Type.Object({ id: Type.String({ format: 'uuid' }) }, { title: 'DeletedDocumentDto' }) },
      },
    },
    async (request) => {
      const actor = await memberOf(db, request);
      const row = await ownedDocument(db, actor.companyId, request.params.id);
      await deleteDocument(db, storage, row, actor, clock.now(), request.log);
      return { id: row.id };
    },
  );
}
