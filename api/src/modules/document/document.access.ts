import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { type DocumentAccessAction, documentAccessLog, documents } from './document.table.js';

/** One access-log entry (who did what to which document, acting as whom while impersonating). */
export interface DocumentAccessEntryInput {
  /** The document's owner: whose log it is. */
  companyId: number;
  documentId: string | null;
  documentName: string;
  action: DocumentAccessAction;
  userId: number | null;
  actorCompanyId: number | null;
  impersonatorId: number | null;
  /** The admin-group member behind the action (their sign-in e-mail), when the admin group acted. */
  adminEmail?: string | null;
  targetCompanyId?: number | null;
  at: Date;
}

/** Writes one access-log entry (downloads, shares, unshares, deletes, uploads, evidence steps). */
export async function recordDocumentAccess(db: Db | Executor, entry: DocumentAccessEntryInput): Promise<void> {
  await db.insert(documentAccessLog).values({
    companyId: entry.companyId,
    documentId: entry.documentId,
    documentName: entry.documentName,
    action: entry.action,
    userId: entry.userId,
    actorCompanyId: entry.actorCompanyId,
    impersonatorId: entry.impersonatorId,
    adminEmail: entry.adminEmail ?? null,
    targetCompanyId: entry.targetCompanyId ?? null,
    at: entry.at,
  });
}

/** A READY document of the company, or null (another company's, pending or missing). */
export async function findCompanyDocument(
  db: Db,
  companyId: number,
  id: string,
): Promise<{ id: string; name: string; contentType: string; sizeBytes: number } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: documents.id,
      name: documents.name,
      contentType: documents.contentType,
      sizeBytes: documents.sizeBytes,
    })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.companyId, companyId), eq(documents.status, 'READY')));
  return row ? { ...row, contentType: row.contentType ?? 'application/octet-stream' } : null;
}

/** Sets (a claim is backed by it: the admin group may read it) or clears `evidence_at`. */
export async function markDocumentAsEvidence(db: Db, id: string, at: Date | null): Promise<void> {
  if (!isUuid(id)) return;
  await db.update(documents).set({ evidenceAt: at }).where(eq(documents.id, id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID (documents' ids); anything else is simply not found. */
export const isUuid = (value: string): boolean => UUID.test(value);
