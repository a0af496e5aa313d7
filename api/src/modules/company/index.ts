/**
 * What other modules may use of the company module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { slugify, uniqueAlias } from './company.alias.js';
export { requireViewer } from './company.caller.js';
export { type CompanyViewer, loadCompanyDtos, viewerOf } from './company.dto.js';
export { COMPANY_UPDATED_JOB } from './company.jobs.js';
export { COMPANY_TEXT_LIMITS } from './company.limits.js';
export { referenceKindsOf } from './company.references.js';
export { type CompanySummary, findCompanyById, findCompanySummary } from './company.repository.js';
export { touchCompaniesForSearch } from './company.search-touch.js';
export {
  CompanyBadgeSchema,
  CompanyDto,
  CompanyRoleDto,
  CompanyRoleTypeSchema,
  LOOKING_FOR_REFERENCE_KINDS,
  LookingForItemDto,
  type LookingForKind,
  PatientCareSettingSchema,
  SiteTypeSchema,
} from './company.schemas.js';
export {
  BAND_LABELS,
  companies,
  COMPANY_BADGES,
  COMPANY_ROLE_TYPES,
  COMPANY_STATUSES,
  type CompanyBadge,
  companyRoles,
  type CompanyRoleType,
  type CompanyRow,
  type CompanyStatus,
  EMPLOYEE_BANDS,
  type EmployeesBand,
  PATIENT_CARE_SETTINGS,
  type PatientCareSetting,
  SITE_TYPES,
  type SiteType,
  USER_ROLES,
  type UserRole,
} from './company.table.js';
export { type CompanyFacts, loadCompanyFacts } from './seed/company-facts.js';
export type { DemoLookingFor } from './seed/demo-attributes.js';
export { MODALITIES_BY_AREA } from './seed/demo-capabilities.data.js';
export type { DemoCompany } from './seed/demo-companies.js';
export { buildDemoCompanies, companyIdByName, companyIdsByAlias, DEMO_SEED } from './seed/demo-companies.seed.js';
export { PERSONA_COMPANIES } from './seed/persona-companies.js';
export { ROLE_IDS } from './seed/roles.data.js';
export { SCALE_DOMAIN_SUFFIX, scaleCompany } from './seed/scale-companies.js';

// For other modules' tests only (fixtures and tables they check).
export { type CompanyFixture, insertCompanies, referenceId } from './company.factory.js';
export { syncReferenceColumns } from './company.references.js';
export { companyReferenceItems } from './company.table.js';
