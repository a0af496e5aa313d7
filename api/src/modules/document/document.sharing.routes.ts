import { and, count, desc, eq } from 'drizzle-orm';
import { forbidden, notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { isUuid, recordDocumentAccess } from './document.access.js';
import { actorOf, logActor, memberOf } from './document.actor.js';
import { folderOf, newDocumentId, partnerOf, storageKeyOf } from './document.files.js';
import { companyRefs, documentDto, ownedDocument, personRefs, readableDocument } from './document.repository.js';
import { attachmentDisposition, documentName, DOWNLOAD_LINK_SECONDS } from './document.rules.js';
import {
  AccessLogQuery,
  DocumentAccessPageDto,
  DocumentDto,
  DocumentIdParams,
  FileBytesResponse,
  FromTemplateBody,
  NoBody,
  ShareParams,
} from './document.schemas.js';
import type { DocumentStorage } from './document.storage.js';
import { documentAccessLog, documents, documentShares } from './document.table.js';
import { STORED_FILE_CSP } from '../media/index.js';

const tags = ['documents'];
const config = { auth: 'user' as const };

/** Shares, copies of templates, downloads and the access log (docs/documents.md). */
export async function documentSharingRoutes(app: ApiInstance, storage: DocumentStorage): Promise<void> {
  const { db, clock } = app.deps;
  const one = async (companyId: number, id: string) =>
    documentDto(db, companyId, await readableDocument(db, companyId, id));
  const shareSchema = (summary: string) => ({ tags, summary, params: ShareParams, response: { 200: DocumentDto } });

  app.put(
    '/v1/documents/:id/shares/:companyId',
    {
      config,
      schema: {
        ...shareSchema("Share an own document, read only, with one of the company's contracted partners"),
        body: NoBody,
      },
    },
    async (request) => {
      const actor = await memberOf(db, request);
      const row = await ownedDocument(db, actor.companyId, request.params.id);
      const target = request.params.companyId;
      await partnerOf(db, actor.companyId, target, 'companyId');
      const at = clock.now();
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(documentShares)
          .values({ documentId: row.id, companyId: target, sharedBy: actor.userId, sharedAt: at })
          .onConflictDoNothing()
          .returning({ id: documentShares.documentId });
        if (added.length > 0) {
          await recordDocumentAccess(tx, {
            companyId: row.companyId,
            documentId: row.id,
            documentName: row.name,
            action: 'SHARE',
            ...logActor(actor),
            targetCompanyId: target,
            at,
          });
        }
      });
      return one(actor.companyId, row.id);
    },
  );
  app.delete(
    '/v1/documents/:id/shares/:companyId',
    { config, schema: shareSchema('Stop sharing an own document with a company') },
    async (request) => {
      const actor = await memberOf(db, request);
      const row = await ownedDocument(db, actor.companyId, request.params.id);
      const at = clock.now();
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(documentShares)
          .where(and(eq(documentShares.documentId, row.id), eq(documentShares.companyId, request.params.companyId)))
          .returning({ id: documentShares.documentId });
        if (removed.length > 0) {
          await recordDocumentAccess(tx, {
            companyId: row.companyId,
            documentId: row.id,
            documentName: row.name,
            action: 'UNSHARE',
            ...logActor(actor),
            targetCompanyId: request.params.companyId,
            at,
          });
        }
      });
      return one(actor.companyId, row.id);
    },
  );

  app.post(
    '/v1/documents/:id/copies',
    {
      config,
      schema: {
        tags,
        summary: "A new document from one of the company's templates: its bytes copied, a new name and place",
        params: DocumentIdParams,
        body: FromTemplateBody,
        response: { 201: DocumentDto },
      },
    },
    async (request, reply) => {
      const actor = await memberOf(db, request);
      const template = await ownedDocument(db, actor.companyId, request.params.id);
      if (template.templateKind === null) throw notFound();
      const name = documentName(request.body.name);
      const folderId = await folderOf(db, actor.companyId, request.body.folderId);
      const partnerCompanyId = await partnerOf(db, actor.companyId, request.body.partnerCompanyId);
      const id = newDocumentId();
      const storageKey = storageKeyOf(actor.companyId, id);
      // Bytes first: a crash after the copy leaves an orphan key the sweeper removes, never a record without bytes.
      await storage.copy(template.storageKey, storageKey);
      const now = clock.now();
      await db.insert(documents).values({
        id,
        companyId: actor.companyId,
        folderId,
        name,
        contentType: template.contentType,
        sizeBytes: template.sizeBytes,
        sha256: template.sha256,
        storageKey,
        status: 'READY',
        uploadedBy: actor.userId,
        partnerCompanyId,
        createdAt: now,
        updatedAt: now,
      });
      return reply.code(201).send(await one(actor.companyId, id));
    },
  );

  app.get(
    '/v1/documents/:id/download',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: "A document's bytes (owner's members, companies it is shared with, the admin group for evidence)",
        description: 'Recorded in the access log. With S3 storage: 303 to a link of a minute.',
        params: DocumentIdParams,
        response: {
          200: FileBytesResponse,
          303: { type: 'null', description: 'S3 storage: the link of a minute is in Location.' },
        },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(db, request);
      const id = request.params.id;
      if (!isUuid(id)) throw notFound();
      const [evidence] = actor.isAdmin
        ? await db
            .select()
            .from(documents)
            .where(and(eq(documents.id, id), eq(documents.status, 'READY')))
        : [];
      const asAdmin = evidence?.evidenceAt != null;
      if (!asAdmin && actor.impersonating) throw forbidden();
      if (!asAdmin && actor.companyId === null) throw notFound();
      const row = evidence && asAdmin ? evidence : await readableDocument(db, actor.companyId ?? 0, id);
      const contentType = row.contentType ?? 'application/octet-stream';
      const disposition = attachmentDisposition(row.name);
      await recordDocumentAccess(db, {
        companyId: row.companyId,
        documentId: row.id,
        documentName: row.name,
        action: 'DOWNLOAD',
        ...logActor(actor),
        // The admin group acts for no company.
        ...(asAdmin && actor.companyId !== row.companyId ? { actorCompanyId: null } : {}),
        ...(asAdmin ? { impersonatorId: actor.impersonatorId, adminEmail: actor.adminEmail } : {}),
        at: clock.now(),
      });
      void reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', STORED_FILE_CSP);
      if (storage.presignDownload) {
        const url = await storage.presignDownload(row.storageKey, disposition, contentType, DOWNLOAD_LINK_SECONDS);
        return reply.code(303).header('location', url).send(null);
      }
      const body = await storage.open(row.storageKey, undefined, reply.raw);
      if (!body) throw notFound();
      return (
        reply
          .header('content-type', contentType)
          .header('content-length', String(row.sizeBytes))
          .header('content-disposition', disposition)
          // A stream, sent as it is read (the schema documents bytes; fastify never serialises a stream).
          .send(body as unknown as Buffer)
      );
    },
  );

  app.get(
    '/v1/documents/access-log',
    {
      config,
      schema: {
        tags,
        summary: "The company's document access log, newest first (company admins; members get 403)",
        querystring: AccessLogQuery,
        response: { 200: DocumentAccessPageDto },
      },
    },
    async (request) => {
      const actor = await memberOf(db, request);
      if (!actor.companyAdmin) throw forbidden();
      const page = request.query.page ?? 0;
      const size = request.query.size ?? 20;
      const where = eq(documentAccessLog.companyId, actor.companyId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(documentAccessLog)
          .where(where)
          .orderBy(desc(documentAccessLog.at), desc(documentAccessLog.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(documentAccessLog).where(where),
      ]);
      const companiesById = await companyRefs(
        db,
        rows.flatMap((r) => [r.actorCompanyId, r.targetCompanyId]),
      );
      const people = await personRefs(
        db,
        rows.flatMap((r) => [r.userId, r.impersonatorId]),
      );
      const totalElements = total?.n ?? 0;
      return {
        content: rows.map((r) => ({
          id: r.id,
          action: r.action,
          documentName: r.documentName,
          documentId: r.documentId,
          user: r.userId === null ? null : (people.get(r.userId) ?? null),
          actorCompany: r.actorCompanyId === null ? null : (companiesById.get(r.actorCompanyId) ?? null),
          impersonator: r.impersonatorId === null ? null : (people.get(r.impersonatorId) ?? null),
          adminEmail: r.adminEmail,
          targetCompany: r.targetCompanyId === null ? null : (companiesById.get(r.targetCompanyId) ?? null),
          at: r.at.toISOString(),
        })),
        page,
        size,
        totalElements,
        totalPages: Math.ceil(totalElements / size),
      };
    },
  );
}
