import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';
import { UploadRulesDto } from '../media/index.js';
import { ReferenceItemDto } from '../reference/index.js';
import { TEXT_LIMITS } from '../../http/text-limits.js';
import { COMPANY_TEXT_LIMITS } from './company.limits.js';
import {
  COMPANY_BADGES,
  COMPANY_ROLE_TYPES,
  COMPANY_STATUSES,
  EMPLOYEE_BANDS,
  PATIENT_CARE_SETTINGS,
  SITE_TYPES,
  USER_ROLES,
} from './company.table.js';

/** Reference kinds a looking-for item may name (spec §3); free text is kind TEXT. */
export const LOOKING_FOR_REFERENCE_KINDS = ['SERVICES', 'PRODUCTS', 'THERAPEUTIC_AREAS', 'REGIONS'] as const;
export const LOOKING_FOR_KINDS = [...LOOKING_FOR_REFERENCE_KINDS, 'TEXT'] as const;
export type LookingForKind = (typeof LOOKING_FOR_KINDS)[number];

/** One thing a company is looking for, as its profile shows it (the looking-for module edits them). */
export const LookingForItemDto = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum(LOOKING_FOR_KINDS, { description: 'The reference kind, or TEXT for free text.' }),
    referenceItemId: Nullable(Type.Integer()),
    name: Type.String({ description: "The reference value's name, or the free text." }),
    published: Type.Boolean({
      description: 'Published: everyone sees it on the profile. Otherwise on the full list only (company members).',
    }),
  },
  { title: 'LookingForItemDto', description: 'One thing a company is looking for.' },
);
export type LookingForItemDto = Static<typeof LookingForItemDto>;

export const CompanyRoleTypeSchema = Type.Enum(COMPANY_ROLE_TYPES, { description: 'Company role type.' });

export const CompanyRoleDto = Type.Object(
  { id: Type.Integer(), name: Type.String({ description: 'Business type.' }), type: CompanyRoleTypeSchema },
  { title: 'CompanyRoleDto', description: 'A business type with its role type.' },
);

export const SiteTypeSchema = Type.Enum(SITE_TYPES);
export const PatientCareSettingSchema = Type.Enum(PATIENT_CARE_SETTINGS);
export const CompanyBadgeSchema = Type.Enum(COMPANY_BADGES);
export const EmployeesBandSchema = Type.Enum(EMPLOYEE_BANDS, {
  description: 'SMALL 1-50, MID 51-500, LARGE over 500 employees.',
});

const listLimit = (list: string) => Type.Integer({ description: `The most items \`${list}\` may hold.` });

/** What an edit of the company may hold (its admins only): the limits are per company type (spec §9). */
export const CompanyEditRulesDto = Type.Object(
  {
    listLimits: Type.Object({
      serviceIds: listLimit('serviceIds'),
      productIds: listLimit('productIds'),
      therapeuticAreaIds: listLimit('therapeuticAreaIds'),
      keyServiceIds: listLimit('keyServiceIds'),
    }),
    logo: UploadRulesDto,
  },
  {
    title: 'CompanyEditRulesDto',
    description:
      "Spec §9's list limits for the company's type and the logo's upload rules, as PUT and the logo upload apply them.",
  },
);

export const CompanyMemberDto = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    jobTitle: Nullable(Type.String()),
    pictureUrl: Nullable(Type.String()),
    role: Type.Enum(USER_ROLES),
  },
  {
    title: 'CompanyMemberDto',
    description: 'A member as others see them (masked members are shown to colleagues only).',
  },
);
export type CompanyMemberDto = Static<typeof CompanyMemberDto>;

export const CountryRef = Type.Object(
  { id: Type.Integer(), code: Type.String(), name: Type.String() },
  { title: 'CountryRef' },
);

export const CompanyDto = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    alias: Type.String(),
    logoUrl: Nullable(Type.String()),
    description: Nullable(Type.String()),
    website: Nullable(Type.String()),
    role: CompanyRoleDto,
    status: Type.Enum(COMPANY_STATUSES),
    active: Type.Boolean(),
    headquarters: Type.Object({
      country: Nullable(CountryRef),
      state: Nullable(Type.String()),
      city: Nullable(Type.String()),
    }),
    employeesBand: Nullable(EmployeesBandSchema),
    services: Type.Array(ReferenceItemDto),
    products: Type.Array(ReferenceItemDto),
    therapeuticAreas: Type.Array(ReferenceItemDto),
    indications: Type.Array(ReferenceItemDto),
    modalities: Type.Array(ReferenceItemDto),
    regions: Type.Array(ReferenceItemDto),
    keyServices: Type.Array(ReferenceItemDto),
    labels: Type.Array(ReferenceItemDto),
    series: Type.Array(ReferenceItemDto),
    badges: Type.Array(CompanyBadgeSchema),
    minorityOwned: Type.Boolean(),
    womenOwned: Type.Boolean(),
    disabilityOwned: Type.Boolean(),
    auditedByFda: Type.Boolean(),
    siteType: Nullable(SiteTypeSchema),
    patientCareSettings: Type.Array(PatientCareSettingSchema),
    members: Type.Array(CompanyMemberDto),
    lookingFor: Type.Array(LookingForItemDto, {
      description: "What the company is looking for: published items, and every item for the company's own members.",
    }),
    hasPublishedRequests: Type.Boolean(),
    hasPublishedAlerts: Type.Boolean(),
    isContractedPartner: Type.Boolean({ description: "A contracted partner of the caller's company." }),
    inCompareList: Type.Boolean({ description: "In the caller's compare list." }),
    canEdit: Type.Boolean({ description: 'The caller is a company admin of this company.' }),
    editRules: Type.Optional(CompanyEditRulesDto),
    claimable: Type.Boolean({ description: 'Unclaimed (APPROVED): claimable through registration.' }),
    version: Type.Integer({ description: 'Send it back with PUT (optimistic concurrency).' }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { title: 'CompanyDto', description: 'A company profile with the caller-relative flags.' },
);
export type CompanyDto = Static<typeof CompanyDto>;

/** GET /v1/companies/by-alias/{alias}/preview: what anyone may see, the level of public search. */
export const CompanyPreviewDto = Type.Object(
  {
    id: Type.Integer(),
    alias: Type.String(),
    name: Type.String(),
    logoUrl: Nullable(Type.String()),
    summary: Nullable(
      Type.String({ description: 'The opening sentences of the description (at most 240 characters).' }),
    ),
    role: CompanyRoleDto,
    headquarters: Type.Object({
      country: Nullable(CountryRef),
      state: Nullable(Type.String()),
      city: Nullable(Type.String()),
    }),
    services: Type.Array(ReferenceItemDto),
    products: Type.Array(ReferenceItemDto),
    therapeuticAreas: Type.Array(ReferenceItemDto),
    badges: Type.Array(CompanyBadgeSchema),
    claimable: Type.Boolean({ description: 'Unclaimed (APPROVED): claimable through registration.' }),
  },
  {
    title: 'CompanyPreviewDto',
    description: "A company's public preview: no members, contact details, looking-for list or caller flags.",
  },
);
export type CompanyPreviewDto = Static<typeof CompanyPreviewDto>;

const ids = (description: string) => Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description });

/** PUT /v1/companies/{id}: the full editable state; limits per company type are checked in code. */
export const UpdateCompanyBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1, description: 'The version the edit started from.' }),
    name: Type.String({ minLength: 1, maxLength: COMPANY_TEXT_LIMITS.name }),
    description: Type.Optional(Nullable(Type.String({ maxLength: COMPANY_TEXT_LIMITS.description }))),
    website: Type.Optional(Nullable(Type.String({ maxLength: TEXT_LIMITS.url, description: 'An http(s) URL.' }))),
    hqCountryId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    hqState: Type.Optional(Nullable(Type.String({ maxLength: TEXT_LIMITS.place }))),
    hqCity: Type.Optional(Nullable(Type.String({ maxLength: TEXT_LIMITS.place }))),
    employeesBand: Type.Optional(Nullable(EmployeesBandSchema)),
    serviceIds: ids('SERVICES items.'),
    productIds: ids('PRODUCTS items.'),
    therapeuticAreaIds: ids('THERAPEUTIC_AREAS items.'),
    indicationIds: ids('INDICATIONS items.'),
    modalityIds: ids('MODALITIES items.'),
    regionIds: ids('REGIONS items.'),
    keyServiceIds: ids('COMPANY_KEY_SERVICES items.'),
    seriesIds: ids('SERIES items (investors only).'),
    minorityOwned: Type.Boolean(),
    womenOwned: Type.Boolean(),
    disabilityOwned: Type.Boolean(),
    auditedByFda: Type.Boolean(),
    siteType: Type.Optional(Nullable(SiteTypeSchema)),
    patientCareSettings: Type.Array(PatientCareSettingSchema, { maxItems: PATIENT_CARE_SETTINGS.length }),
  },
  { title: 'UpdateCompanyBody', additionalProperties: false },
);
export type UpdateCompanyBody = Static<typeof UpdateCompanyBody>;

export const LogoBody = Type.Object(
  {
    contentType: Type.Enum(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const),
    data: Type.String({ minLength: 1, description: 'The image, base64-encoded (max 2 MB decoded).' }),
  },
  { title: 'LogoBody', additionalProperties: false },
);

export const EmployeeBandDto = Type.Object(
  {
    id: Type.Integer({ description: 'The value of the search filter `employeesNumberId`.' }),
    band: EmployeesBandSchema,
    label: Type.String(),
  },
  { title: 'EmployeeBandDto' },
);

export const AliasParams = Type.Object({
  alias: Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
});

export const ByIdsQuery = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: 100,
    description: 'Repeatable: ids=1&ids=2 (at most 100).',
  }),
});
