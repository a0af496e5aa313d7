import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { afterCommit } from '../../db/request-transaction.js';
import { notFound, validation } from '../../errors.js';
import { isContractedPartner } from '../partner/index.js';
import { requestResponses, requests } from '../requests/index.js';
import { recordDocumentAccess } from './document.access.js';
import { type Member, logActor } from './document.actor.js';
import { ownedFolder } from './document.folders.js';
import type { DocumentRow } from './document.repository.js';
import { UPLOAD_TTL_MS } from './document.rules.js';
import { type DocumentStorage, hashOf } from './document.storage.js';
import { documents } from './document.table.js';

/** Where a new document's bytes go: `<company>/<uuid>`, written once. */
export const storageKeyOf = (companyId: number, id: string): string => `${companyId}/${id}`;
export const newDocumentId = (): string => randomUUID();

/** A folder id the company owns (404 otherwise), or null. */
export async function folderOf(db: Db, companyId: number, folderId: number | null | undefined): Promise<number | null> {
  if (folderId === null || folderId === undefined) return null;
  return (await ownedFolder(db, companyId, folderId)).id;
}

/** One of the company's contracted partners, or a 400 at `field`. */
export async function partnerOf(
  db: Db,
  companyId: number,
  partnerId: number | null | undefined,
  field = 'partnerCompanyId',
): Promise<number | null> {
  if (partnerId === null || partnerId === undefined) return null;
  if (!(await isContractedPartner(db, companyId, partnerId))) {
    throw validation(field, 'Choose one of your contracted partners.');
  }
  return partnerId;
}

/** A response of the company, or to one of its requests; a 404 otherwise. */
export async function responseOf(db: Db, companyId: number, responseId: number | null | undefined) {
  if (responseId === null || responseId === undefined) return null;
  const [row] = await db
    .select({ id: requestResponses.id })
    .from(requestResponses)
    .innerJoin(requests, eq(requests.id, requestResponses.requestId))
    .where(
      and(
        eq(requestResponses.id, responseId),
        sql`(${requestResponses.companyId} = ${companyId} OR ${requests.companyId} = ${companyId})`,
      ),
    );
  if (!row) throw validation('responseId', 'Choose a response of your company or one to its request.');
  return row.id;
}

/** Removes bytes, logging (never throwing) a failure: the sweeper removes what is left. */
export async function dropBytes(storage: DocumentStorage, key: string, log: Pick<FastifyBaseLogger, 'warn'>) {
  try {
    await storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'document bytes not deleted: the sweeper will');
  }
}

/** Removes a document record, then (after the commit) its bytes; records DELETE when it was READY. */
export async function deleteDocument(
  db: Db,
  storage: DocumentStorage,
  row: DocumentRow,
  actor: Member | null,
  at: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.id, row.id));
    if (actor && row.status === 'READY') {
      await recordDocumentAccess(tx, {
        companyId: row.companyId,
        documentId: null,
        documentName: row.name,
        action: 'DELETE',
        ...logActor(actor),
        at,
      });
    }
  });
  await afterCommit(() => dropBytes(storage, row.storageKey, log));
}

/**
 * The sweep (docs/documents.md, "Nothing half-stored"): PENDING documents older than an hour go
 * with whatever bytes they got; then any stored key older than an hour without a record goes (a
 * byte delete that failed, a crash between a put and its record).
 */
export async function sweepDocuments(
  db: Db,
  storage: DocumentStorage,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const before = new Date(now.getTime() - UPLOAD_TTL_MS);
  const stale = await db
    .delete(documents)
    .where(and(eq(documents.status, 'PENDING'), lt(documents.createdAt, before)))
    .returning({ storageKey: documents.storageKey });
  for (const row of stale) await dropBytes(storage, row.storageKey, log);
  let orphans = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const known = await db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(inArray(documents.storageKey, batch));
    const keep = new Set(known.map((row) => row.key));
    for (const key of batch.filter((k) => !keep.has(k))) {
      orphans += 1;
      await dropBytes(storage, key, log);
    }
    batch = [];
  };
  for await (const item of storage.list('')) {
    if (item.modifiedAt >= before) continue;
    batch.push(item.key);
    if (batch.length >= 500) await flush();
  }
  await flush();
  return { pending: stale.length, orphans };
}

/** The company's PENDING document (the upload in flight), or 404. */
export async function pendingOrReady(db: Db, companyId: number, id: string): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** A PENDING document by id alone (its signed upload link stands for its company), or null. */
export async function pendingUpload(db: Db, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.status, 'PENDING')));
  return row ?? null;
}

/** duplicateCheck's answer when the same bytes are already there. */
export const DUPLICATE = Symbol('duplicate');

/**
 * Whether the same bytes are already READY in the same folder (templates among templates):
 * DUPLICATE, or the upload's sha256 when it had to be computed, else null. Only a document of
 * the same size can hold the same bytes, so the hashes (the upload's, and those of older
 * documents stored without one) are computed only then, and kept.
 */
export async function duplicateCheck(
  db: Db,
  storage: DocumentStorage,
  row: DocumentRow,
  sizeBytes: number,
): Promise<string | typeof DUPLICATE | null> {
  const sameSize = await db
    .select({ id: documents.id, sha256: documents.sha256, storageKey: documents.storageKey })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, row.companyId),
        eq(documents.sizeBytes, sizeBytes),
        eq(documents.status, 'READY'),
        ne(documents.id, row.id),
        row.folderId === null ? isNull(documents.folderId) : eq(documents.folderId, row.folderId),
        row.templateKind === null ? isNull(documents.templateKind) : sql`${documents.templateKind} IS NOT NULL`,
      ),
    );
  if (sameSize.length === 0) return row.sha256;
  const sha256 = row.sha256 ?? (await hashOf(storage, row.storageKey));
  for (const other of sameSize) {
    const theirs = other.sha256 ?? (await hashOf(storage, other.storageKey));
    if (theirs && other.sha256 === null) {
      await db.update(documents).set({ sha256: theirs }).where(eq(documents.id, other.id));
    }
    if (sha256 !== null && theirs === sha256) return DUPLICATE;
  }
  return sha256;
}
