import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { requestResponses } from '../requests/index.js';
import { users } from '../user/index.js';

/** A company's document folder: named, one level. */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('document_folders_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * PENDING from the moment an upload is allowed until its bytes are stored and their type checked;
 * READY after. Only READY documents are listed or served; a sweeper removes PENDING ones (and any
 * bytes they got) an hour on, so no record outlives its bytes and no bytes outlive their record.
 */
export const documentStatus = pgEnum('document_status', ['PENDING', 'READY']);
export type DocumentStatus = (typeof documentStatus.enumValues)[number];

export const documentTemplateKind = pgEnum('document_template_kind', [
  'CDA',
  'NDA',
  'MSA',
  'FEASIBILITY_QUESTIONNAIRE',
  'OTHER',
]);
export type DocumentTemplateKind = (typeof documentTemplateKind.enumValues)[number];

/** A company's file: in a folder or none, maybe a template, maybe attached to a partner or a response. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => documentFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Checked from the bytes (magic numbers) against the allow-list once they are stored. */
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256'),
    /** Where the storage (files under .data/ or S3) keeps the bytes. */
    storageKey: text('storage_key').notNull(),
    status: documentStatus('status').notNull().default('PENDING'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Non-null makes the document one of the company's templates. */
    templateKind: documentTemplateKind('template_kind'),
    /** Attached to one of the company's contracted partners. */
    partnerCompanyId: integer('partner_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Attached to a response (the company's own, or one to its request). */
    responseId: integer('response_id').references(() => requestResponses.id, { onDelete: 'set null' }),
    /** Set while the document backs a profile claim: the admin group may then read it. */
    evidenceAt: timestamp('evidence_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('documents_company_folder_idx').on(t.companyId, t.folderId, t.name),
    index('documents_company_partner_idx')
      .on(t.companyId, t.partnerCompanyId)
      .where(sql`${t.partnerCompanyId} IS NOT NULL`),
    index('documents_response_idx')
      .on(t.responseId)
      .where(sql`${t.responseId} IS NOT NULL`),
    index('documents_company_sha_idx').on(t.companyId, t.sha256),
    index('documents_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** A document shared with another company (one of the owner's contracted partners), read only. */
export const documentShares = pgTable(
  'document_shares',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sharedBy: integer('shared_by').references(() => users.id, { onDelete: 'set null' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.companyId] }), index('document_shares_company_idx').on(t.companyId)],
);

export const documentAccessAction = pgEnum('document_access_action', [
  'UPLOAD',
  'DOWNLOAD',
  'SHARE',
  'UNSHARE',
  'DELETE',
  'EVIDENCE_SUBMITTED',
  'EVIDENCE_VERIFIED',
  'EVIDENCE_REJECTED',
]);
export type DocumentAccessAction = (typeof documentAccessAction.enumValues)[number];

/**
 * Who did what to a company's document and when, acting as whom while impersonating. Kept when
 * the document goes (its name is copied); company admins read their company's.
 */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The document's owner: whose log it is. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    documentName: text('document_name').notNull(),
    action: documentAccessAction('action').notNull(),
    /** The user the action was taken as (the impersonated user while impersonating). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The company the user acted for: the owner, a partner it was shared with, or none (admin group). */
    actorCompanyId: integer('actor_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The admin-group member who acted while impersonating `userId`. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The admin-group member behind the action (their sign-in e-mail), whether impersonating or
     * acting as themselves: admins often have no user row for `impersonator_id` to name.
     */
    adminEmail: text('admin_email'),
    /** The company a share or unshare named. */
    targetCompanyId: integer('target_company_id').references(() => companies.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('document_access_log_company_idx').on(t.companyId, t.at.desc())],
);
