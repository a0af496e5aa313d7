import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import { ApiError, validation } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { recordDocumentAccess } from './document.access.js';
import { logActor, memberOf } from './document.actor.js';
import {
  deleteDocument,
  DUPLICATE,
  duplicateCheck,
  folderOf,
  newDocumentId,
  partnerOf,
  pendingOrReady,
  pendingUpload,
  responseOf,
  storageKeyOf,
} from './document.files.js';
import { documentDto, type DocumentRow } from './document.repository.js';
import {
  ALLOWED_CONTENT_TYPES,
  ALLOWED_EXTENSIONS,
  checkDeclaredSize,
  detectContentType,
  documentExists,
  documentName,
  documentTooLarge,
  documentTypeNotAllowed,
  MAX_DOCUMENT_BYTES,
  SNIFF_BYTES,
  UPLOAD_TTL_MS,
} from './document.rules.js';
import {
  DocumentDto,
  DocumentIdParams,
  DocumentUploadDto,
  FileBytes,
  NoBody,
  StartUploadBody,
  UploadLinkQuery,
  UploadRulesDto,
} from './document.schemas.js';
import { readHead, type DocumentStorage, StorageLimitError } from './document.storage.js';
import { drained } from './document.stream.js';
import { documents } from './document.table.js';
import { signedUploadPath, uploadLinkValid } from './document.upload-link.js';

const tags = ['documents'];
const config = { auth: 'user' as const };
const linkExpired = () =>
  new ApiError(403, 'UploadLinkExpired', 'This upload link has expired. Try again.', [
    { field: 'file', message: 'This upload link has expired. Try again.' },
  ]);

const notReceived = () =>
  new ApiError(409, 'DocumentNotReceived', 'The file has not arrived yet. Send it again.', [
    { field: 'file', message: 'The file has not arrived yet. Send it again.' },
  ]);

/**
 * The upload protocol (docs/documents.md, "Upload"): start (name, size and place checked before
 * any byte), the bytes (to `PUT /v1/documents/:id/content`, or straight to S3 with a presigned
 * POST), finish (size, real type and duplicates checked; READY, or nothing kept).
 */
export async function documentUploadRoutes(app: ApiInstance, storage: DocumentStorage): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    '/v1/documents/rules',
    {
      config: { auth: 'any' },
      schema: { tags, summary: 'The size limit and the allowed types', response: { 200: UploadRulesDto } },
    },
    () => ({
      maxBytes: MAX_DOCUMENT_BYTES,
      contentTypes: [...ALLOWED_CONTENT_TYPES],
      extensions: [...ALLOWED_EXTENSIONS],
    }),
  );

  app.post(
    '/v1/documents/uploads',
    {
      config,
      schema: {
        tags,
        summary:
          'Start an upload: checks name, size and place, makes a PENDING document, answers where to send the bytes',
        description: 'Empty: 400 on sizeBytes. Over 25 MB: 413 code 504 (File is too large.) before any byte is sent.',
        body: StartUploadBody,
        response: { 201: DocumentUploadDto },
      },
    },
    async (request, reply) => {
      const actor = await memberOf(db, request);
      const body = request.body;
      const name = documentName(body.name);
      checkDeclaredSize(body.sizeBytes);
      const folderId = await folderOf(db, actor.companyId, body.folderId);
      const partnerCompanyId = await partnerOf(db, actor.companyId, body.partnerCompanyId);
      const responseId = await responseOf(db, actor.companyId, body.responseId);
      const id = newDocumentId();
      const storageKey = storageKeyOf(actor.companyId, id);
      const now = clock.now();
      await db.insert(documents).values({
        id,
        companyId: actor.companyId,
        folderId,
        name,
        sizeBytes: body.sizeBytes,
        storageKey,
        status: 'PENDING',
        uploadedBy: actor.userId,
        templateKind: body.templateKind ?? null,
        partnerCompanyId,
        responseId,
        createdAt: now,
        updatedAt: now,
      });
      const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
      if (storage.presignUpload) {
        const post = await storage.presignUpload(storageKey, body.sizeBytes, UPLOAD_TTL_MS / 1000);
        return reply
          .code(201)
          .send({ documentId: id, target: 'S3' as const, ...post, expiresAt: expiresAt.toISOString() });
      }
      return reply.code(201).send({
        documentId: id,
        target: 'API' as const,
        url: signedUploadPath(app.deps.apiSecret, id, expiresAt),
        fields: [],
        expiresAt: expiresAt.toISOString(),
      });
    },
  );

  await app.register(async (plugin) => {
    const scope = plugin as unknown as ApiInstance;
    // The bytes stream through untouched: never parsed, never held whole in memory.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
    // The browser sends the bytes here itself, as it does to S3 (one hop, no session): the signed
    // link is the permission, so any origin may send, without credentials (as to a bucket).
    const cors = { 'access-control-allow-origin': '*' };
    scope.options(
      '/v1/documents/:id/content',
      { config: { auth: 'public' }, schema: { hide: true } },
      (_request, reply) =>
        reply
          .code(204)
          .headers({
            ...cors,
            'access-control-allow-methods': 'POST',
            'access-control-allow-headers': 'content-type',
            'access-control-max-age': '600',
          })
          .send(),
    );
    scope.post(
      '/v1/documents/:id/content',
      {
        config: { auth: 'public' },
        onSend: async (_request, reply, payload) => {
          void reply.headers(cors);
          return payload;
        },
        schema: {
          tags,
          summary: "A PENDING document's bytes (application/octet-stream), at most its declared size",
          description:
            'The link start answered (target API): signed for this document until its expiry, no token needed (a browser sends it cross-origin, as to S3). More bytes than declared (or 25 MB): cut off at once, nothing kept, 413 code 504. An expired or altered link: 403.',
          params: DocumentIdParams,
          querystring: UploadLinkQuery,
          body: FileBytes,
          response: { 204: { type: 'null', description: 'Stored; now call finish.' } },
        },
      },
      async (request, reply) => {
        const body = request.body as Readable | undefined;
        if (!body || typeof (body as Partial<Readable>).pipe !== 'function') {
          throw validation('file', 'Send the file as application/octet-stream.');
        }
        const { id } = request.params;
        if (!uploadLinkValid(app.deps.apiSecret, id, request.query, clock.now())) {
          body.resume();
          throw linkExpired();
        }
        const row = await pendingUpload(db, id);
        if (!row || storage.presignUpload) {
          body.resume();
          throw validation('file', 'This upload does not take bytes here.');
        }
        try {
          // Nothing is written to the database here (a commit, with its WAL flush, would end
          // every upload's bytes): finish reads the type from the stored first bytes.
          await storage.put(row.storageKey, body, Math.min(row.sizeBytes, MAX_DOCUMENT_BYTES));
        } catch (error) {
          if (!(error instanceof StorageLimitError)) throw error;
          await deleteDocument(db, storage, row, null, clock.now(), request.log);
          // Nothing more is stored, but the rest is read and dropped (up to another 25 MB) before
          // the answer, so a browser still sending reads the 413 instead of a reset.
          if (!(await drained(body, MAX_DOCUMENT_BYTES))) void reply.header('connection', 'close');
          throw documentTooLarge();
        }
        return reply.code(204).send(null);
      },
    );
  });

  app.post(
    '/v1/documents/:id/finish',
    {
      config,
      schema: {
        tags,
        summary: 'Finish an upload: checks the stored size and real type, refuses duplicates; READY. Idempotent',
        description:
          'Type not allowed: 415 DocumentTypeNotAllowed; same bytes in the folder: 409 DocumentExists; both remove the record and bytes.',
        params: DocumentIdParams,
        body: NoBody,
        response: { 200: DocumentDto },
      },
    },
    async (request) => {
      const actor = await memberOf(db, request);
      const row = await pendingOrReady(db, actor.companyId, request.params.id);
      if (row.status === 'READY') return documentDto(db, actor.companyId, row);
      const refuse = async (error: ApiError) => {
        await deleteDocument(db, storage, row, null, clock.now(), request.log);
        return error;
      };
      const head = await storage.head(row.storageKey);
      if (!head) throw notReceived();
      if (head.sizeBytes === 0) throw await refuse(validation('sizeBytes', 'The file is empty.'));
      if (head.sizeBytes > row.sizeBytes || head.sizeBytes > MAX_DOCUMENT_BYTES) throw await refuse(documentTooLarge());
      const contentType = await sniffedType(row);
      if (!contentType) throw await refuse(documentTypeNotAllowed());
      const sha256 = await duplicateCheck(db, storage, row, head.sizeBytes);
      if (sha256 === DUPLICATE) throw await refuse(documentExists());
      const now = clock.now();
      const ready = { contentType, sizeBytes: head.sizeBytes, sha256, createdAt: now, updatedAt: now };
      // The answer's names (folder, uploader, companies) are read beside the write, which changes
      // none of them: one wait for the database instead of two.
      const [made, dto] = await allQueries(db, [
        () =>
          db.transaction(async (tx) => {
            const updated = await tx
              .update(documents)
              .set({ status: 'READY', ...ready })
              .where(and(eq(documents.id, row.id), eq(documents.status, 'PENDING')))
              .returning({ id: documents.id });
            if (updated.length === 0) return false;
            await recordDocumentAccess(tx, {
              companyId: row.companyId,
              documentId: row.id,
              documentName: row.name,
              action: 'UPLOAD',
              ...logActor(actor),
              at: now,
            });
            return true;
          }),
        () => documentDto(db, actor.companyId, { ...row, status: 'READY', ...ready }),
      ]);
      // Another finish of the same upload made it READY first: its document as it is.
      return made ? dto : documentDto(db, actor.companyId, await pendingOrReady(db, actor.companyId, row.id));
    },
  );

  /** The real type, from the stored first bytes (files: from the page cache, just written). */
  async function sniffedType(row: DocumentRow): Promise<string | null> {
    const sample = await readHead(storage, row.storageKey, SNIFF_BYTES);
    return sample ? detectContentType(sample, row.name) : null;
  }
}
