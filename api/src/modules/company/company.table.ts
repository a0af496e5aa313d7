import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { mediaFiles } from '../media/index.js';
import { countries, referenceItems } from '../reference/index.js';

export const COMPANY_ROLE_TYPES = ['Sponsor', 'Site', 'Vendor', 'Nonprofit', 'PatientsAdvocacy', 'Investor'] as const;
export type CompanyRoleType = (typeof COMPANY_ROLE_TYPES)[number];
/** A person's role in their company (users.role): its admins manage the profile, its people and its subscription. */
export const USER_ROLES = ['MEMBER', 'COMPANY_ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const COMPANY_STATUSES = ['APPROVED', 'CLAIMED', 'NEW'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** Spec §9: small 1-50, mid 51-500, large over 500. */
export const EMPLOYEE_BANDS = ['SMALL', 'MID', 'LARGE'] as const;
export type EmployeesBand = (typeof EMPLOYEE_BANDS)[number];
/** How the bands read (employee-bands list, search facets). */
export const BAND_LABELS: Readonly<Record<EmployeesBand, string>> = {
  SMALL: '1-50 employees',
  MID: '51-500 employees',
  LARGE: 'Over 500 employees',
};

export const SITE_TYPES = [
  'ACADEMIC_MEDICAL_CENTER',
  'HOSPITAL',
  'PRIVATE_RESEARCH_SITE',
  'SITE_NETWORK',
  'SITE_MANAGEMENT_ORGANIZATION',
  'PHASE_1_UNIT',
] as const;
export type SiteType = (typeof SITE_TYPES)[number];
export const PATIENT_CARE_SETTINGS = [
  'INPATIENT',
  'OUTPATIENT',
  'HOME_VISITS',
  'DECENTRALIZED',
  'LONG_TERM_CARE',
  'PEDIATRIC',
] as const;
export type PatientCareSetting = (typeof PATIENT_CARE_SETTINGS)[number];
/** Awarded by the platform, never edited by the company itself. */
export const COMPANY_BADGES = ['VERIFIED', 'TOP_RATED', 'RESPONSIVE', 'SCOPE_EXHIBITOR', 'NEW_ON_PLATFORM'] as const;
export type CompanyBadge = (typeof COMPANY_BADGES)[number];

/** PostgreSQL's full-text document (only the database reads it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const companyRoleType = pgEnum('company_role_type', COMPANY_ROLE_TYPES);
export const companyStatus = pgEnum('company_status', COMPANY_STATUSES);
export const employeesBand = pgEnum('employees_band', EMPLOYEE_BANDS);
export const siteType = pgEnum('site_type', SITE_TYPES);
export const patientCareSetting = pgEnum('patient_care_setting', PATIENT_CARE_SETTINGS);
export const companyBadge = pgEnum('company_badge', COMPANY_BADGES);

/** The seven business types, each with its role type (ids are fixed: the web refers to them). */
export const companyRoles = pgTable('company_roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  type: companyRoleType('type').notNull(),
  ...timestamps,
});

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    alias: text('alias').notNull().unique(),
    description: text('description'),
    website: text('website'),
    emailDomain: text('email_domain'),
    logoUrl: text('logo_url'),
    roleId: integer('role_id')
      .notNull()
      .references(() => companyRoles.id),
    status: companyStatus('status').notNull().default('NEW'),
    active: boolean('active').notNull().default(true),
    hqCountryId: integer('hq_country_id').references(() => countries.id),
    hqState: text('hq_state'),
    hqCity: text('hq_city'),
    employeesBand: employeesBand('employees_band'),
    minorityOwned: boolean('minority_owned').notNull().default(false),
    womenOwned: boolean('women_owned').notNull().default(false),
    disabilityOwned: boolean('disability_owned').notNull().default(false),
    auditedByFda: boolean('audited_by_fda').notNull().default(false),
    siteType: siteType('site_type'),
    patientCareSettings: patientCareSetting('patient_care_settings')
      .array()
      .notNull()
      .default(sql`'{}'`),
    badges: companyBadge('badges')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // Owned by the requests and capability-alert features; search filters on them.
    hasPublishedRequests: boolean('has_published_requests').notNull().default(false),
    hasPublishedAlerts: boolean('has_published_alerts').notNull().default(false),
    // The uploaded logo behind `logo_url` (deleted when replaced).
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    // Denormalised from company_reference_items in the same transaction (company.references.ts):
    // every linked id (the search index's filters) and their names (the full-text document).
    referenceIds: integer('reference_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    referenceNames: text('reference_names').notNull().default(''),
    // Name (A), reference names (B), description (C): the full-text document. Triggers copy it
    // into company_search_documents (migration 0006), the narrow indexed table search reads.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', reference_names), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
      ),
    // Stamped by a trigger on every insert and update (drizzle/0003's custom part): the in-memory
    // search index re-reads rows whose generation is newer than the one it holds.
    searchGeneration: bigint('search_generation', { mode: 'number' }).notNull().default(0),
    // Optimistic concurrency for later edits (409 'The current state has been changed...').
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('companies_email_domain_idx').on(t.emailDomain),
    index('companies_role_idx').on(t.roleId),
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('companies_search_generation_idx').on(t.searchGeneration),
    check('companies_alias_format', sql`${t.alias} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('companies_email_domain_lower', sql`${t.emailDomain} = lower(${t.emailDomain})`),
    check('companies_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

export const companyReferenceItems = pgTable(
  'company_reference_items',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    referenceItemId: integer('reference_item_id')
      .notNull()
      .references(() => referenceItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.referenceItemId] }),
    index('company_reference_items_item_idx').on(t.referenceItemId),
  ],
);

export type CompanyRoleRow = typeof companyRoles.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
