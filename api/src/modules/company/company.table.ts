import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { countries, referenceItems } from '../reference/reference.table.js';

export const COMPANY_ROLE_TYPES = ['Sponsor', 'Site', 'Vendor', 'Nonprofit', 'PatientsAdvocacy', 'Investor'] as const;
export type CompanyRoleType = (typeof COMPANY_ROLE_TYPES)[number];
export const COMPANY_STATUSES = ['APPROVED', 'CLAIMED', 'NEW'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** Spec §9: small 1-50, mid 51-500, large over 500. */
export const EMPLOYEE_BANDS = ['SMALL', 'MID', 'LARGE'] as const;
export type EmployeesBand = (typeof EMPLOYEE_BANDS)[number];

export const companyRoleType = pgEnum('company_role_type', COMPANY_ROLE_TYPES);
export const companyStatus = pgEnum('company_status', COMPANY_STATUSES);
export const employeesBand = pgEnum('employees_band', EMPLOYEE_BANDS);

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
    // Optimistic concurrency for later edits (409 'The current state has been changed...').
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('companies_email_domain_idx').on(t.emailDomain),
    index('companies_role_idx').on(t.roleId),
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
  (t) => [primaryKey({ columns: [t.companyId, t.referenceItemId] }), index('company_reference_items_item_idx').on(t.referenceItemId)],
);

export type CompanyRoleRow = typeof companyRoles.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
