import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/database.js';
import { likePattern } from '../../db/like.js';
import { forbidden, notFound } from '../../errors.js';
import { companies } from '../company/index.js';
import { requestResponses, requests } from '../requests/index.js';
import { users } from '../user/index.js';
import { isUuid } from './document.access.js';
import { type FolderDto, listFolders } from './document.folders.js';
import { documentShares, documents } from './document.table.js';

export type DocumentRow = typeof documents.$inferSelect;
export interface CompanyRef {
  id: number;
  name: string;
  alias: string;
}
export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
}
export interface DocumentDto {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  owner: CompanyRef;
  mine: boolean;
  folder: FolderDto | null;
  templateKind: DocumentRow['templateKind'];
  partner: CompanyRef | null;
  responseId: number | null;
  sharedWith: CompanyRef[];
  uploadedBy: PersonRef | null;
  createdAt: string;
  updatedAt: string;
}

export async function companyRefs(db: Executor, ids: Iterable<number | null>): Promise<Map<number, CompanyRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name, alias: companies.alias })
    .from(companies)
    .where(inArray(companies.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function personRefs(db: Executor, ids: Iterable<number | null>): Promise<Map<number, PersonRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Documents as the viewer's company sees them: the owner's details only on its own. */
export async function documentDtos(db: Executor, viewerCompanyId: number, rows: DocumentRow[]): Promise<DocumentDto[]> {
  if (rows.length === 0) return [];
  const own = rows.filter((row) => row.companyId === viewerCompanyId);
  const folderIds = [...new Set(own.flatMap((row) => (row.folderId === null ? [] : [row.folderId])))];
  // Independent reads, side by side on the pool (separate connections), in turn in a transaction.
  const [shares, folderList, people] = await allQueries(db, [
    () =>
      own.length
        ? db
            .select({ documentId: documentShares.documentId, companyId: documentShares.companyId })
            .from(documentShares)
            .where(
              inArray(
                documentShares.documentId,
                own.map((row) => row.id),
              ),
            )
        : Promise.resolve([]),
    () => listFolders(db, viewerCompanyId, folderIds),
    () =>
      personRefs(
        db,
        own.map((row) => row.uploadedBy),
      ),
  ]);
  const folders = new Map(folderList.map((f) => [f.id, f]));
  const refs = await companyRefs(db, [
    ...rows.map((row) => row.companyId),
    ...own.map((row) => row.partnerCompanyId),
    ...shares.map((share) => share.companyId),
  ]);
  return rows.map((row) => {
    const mine = row.companyId === viewerCompanyId;
    return {
      id: row.id,
      name: row.name,
      contentType: row.contentType ?? 'application/octet-stream',
      sizeBytes: row.sizeBytes,
      owner: refs.get(row.companyId) ?? { id: row.companyId, name: '', alias: '' },
      mine,
      folder: mine && row.folderId !== null ? (folders.get(row.folderId) ?? null) : null,
      templateKind: row.templateKind,
      partner: mine && row.partnerCompanyId !== null ? (refs.get(row.partnerCompanyId) ?? null) : null,
      responseId: mine ? row.responseId : null,
      sharedWith: mine
        ? shares
            .filter((share) => share.documentId === row.id)
            .flatMap((share) => refs.get(share.companyId) ?? [])
            .sort((a, b) => a.name.localeCompare(b.name))
        : [],
      uploadedBy: mine && row.uploadedBy !== null ? (people.get(row.uploadedBy) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** One row as the viewer's company sees it. */
export async function documentDto(db: Executor, viewerCompanyId: number, row: DocumentRow): Promise<DocumentDto> {
  const [dto] = await documentDtos(db, viewerCompanyId, [row]);
  if (!dto) throw notFound();
  return dto;
}

const sharedWith = (companyId: number): SQL =>
  exists(
    sql`(SELECT 1 FROM ${documentShares} WHERE ${documentShares.documentId} = ${documents.id} AND ${documentShares.companyId} = ${companyId})`,
  );

/**
 * Attached to a request response the company is a party to (it responded, or posted the request):
 * a response's attachments belong to its thread, so both parties read them (docs/documents.md).
 */
const attachedToResponseOf = (companyId: number): SQL =>
  exists(
    sql`(SELECT 1 FROM ${requestResponses} JOIN ${requests} ON ${requests.id} = ${requestResponses.requestId}
      WHERE ${requestResponses.id} = ${documents.responseId}
        AND (${requestResponses.companyId} = ${companyId} OR ${requests.companyId} = ${companyId}))`,
  );

/** A READY document the company owns, that is shared with it or attached to its response thread; 404 otherwise (by id too). */
export async function readableDocument(db: Executor, companyId: number, id: string): Promise<DocumentRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.status, 'READY'),
        or(eq(documents.companyId, companyId), sharedWith(companyId), attachedToResponseOf(companyId)),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** A READY document the company owns: 404 when it cannot see it, 403 when it is only shared with it. */
export async function ownedDocument(db: Executor, companyId: number, id: string): Promise<DocumentRow> {
  const row = await readableDocument(db, companyId, id);
  if (row.companyId !== companyId) throw forbidden();
  return row;
}

export interface ListQuery {
  scope?: 'OWN' | 'SHARED_WITH_US' | 'TEMPLATES' | undefined;
  folderId?: number | undefined;
  topLevelOnly?: boolean | undefined;
  partnerCompanyId?: number | undefined;
  responseId?: number | undefined;
  search?: string | undefined;
  sortBy?: 'NAME' | 'CREATED_AT' | 'UPDATED_AT' | 'SIZE' | undefined;
  direction?: 'ASC' | 'DESC' | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

const SORTS = {
  NAME: sql`lower(${documents.name})`,
  CREATED_AT: documents.createdAt,
  UPDATED_AT: documents.updatedAt,
  SIZE: documents.sizeBytes,
} as const;

/** A page of the documents the company may read, filtered, sorted and paged (docs/documents.md). */
export async function listDocuments(db: Executor, companyId: number, query: ListQuery) {
  const scope = query.scope ?? 'OWN';
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  const conditions: (SQL | undefined)[] = [eq(documents.status, 'READY')];
  if (scope === 'OWN' && query.responseId !== undefined) {
    // A response's documents: both parties' attachments, for a party to the response only.
    conditions.push(eq(documents.responseId, query.responseId), attachedToResponseOf(companyId));
  } else if (scope === 'SHARED_WITH_US') {
    conditions.push(sharedWith(companyId));
    if (query.partnerCompanyId !== undefined) conditions.push(eq(documents.companyId, query.partnerCompanyId));
  } else {
    conditions.push(eq(documents.companyId, companyId));
    conditions.push(scope === 'TEMPLATES' ? isNotNull(documents.templateKind) : isNull(documents.templateKind));
    if (query.folderId !== undefined) conditions.push(eq(documents.folderId, query.folderId));
    else if (query.topLevelOnly) conditions.push(isNull(documents.folderId));
    if (query.partnerCompanyId !== undefined) conditions.push(eq(documents.partnerCompanyId, query.partnerCompanyId));
  }
  for (const word of words) conditions.push(sql`${documents.name} ILIKE ${likePattern(word)}`);
  const where = and(...conditions);
  const order = query.direction === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(order(SORTS[query.sortBy ?? 'NAME']), order(documents.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  const totalElements = total?.n ?? 0;
  return {
    content: await documentDtos(db, companyId, rows),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}
