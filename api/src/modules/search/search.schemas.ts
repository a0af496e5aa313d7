import { Type } from 'typebox';
import { Nullable } from '../../http/schemas.js';
import {
  CompanyBadgeSchema,
  CompanyDto,
  EMPLOYEE_BANDS,
  PatientCareSettingSchema,
  SiteTypeSchema,
} from '../company/index.js';
import { PROFILE_CLAIMS } from './search.claims.js';
import { FACET_FIELDS } from './search.index.js';
import { MAX_SEARCH_TEXT } from './search.text.js';

const ids = (description: string) =>
  Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: 100,
      description: `${description} Repeatable; any of them matches.`,
    }),
  );
const flag = (description: string) =>
  Type.Optional(Type.Boolean({ description: `${description} true restricts; false or absent does not.` }));

export const SEARCH_SORT_PATTERN = '^(relevance|name|updatedAt|createdAt|rating)(,(ASC|DESC|asc|desc))?$';
export const MAX_SEARCH_PAGE_SIZE = 50;

/** GET /v1/companies/search: spec §3's search state as query parameters. */
export const SearchQuery = Type.Object({
  searchString: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: `Trimmed; the first ${MAX_SEARCH_TEXT} characters are used. Empty: every company.`,
    }),
  ),
  companyRoleIds: ids('Business types (`GET /v1/roles`).'),
  servicesIds: ids('SERVICES items (a parent also matches its sub-services).'),
  productsIds: ids('PRODUCTS items.'),
  therapeuticAreasIds: ids('THERAPEUTIC_AREAS items (an area also matches its indications).'),
  regionsIds: ids('REGIONS items (a region also matches the countries under it).'),
  countryId: Type.Optional(Type.Integer({ minimum: 1, description: 'Headquarters country.' })),
  employeesNumberId: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: EMPLOYEE_BANDS.length }), {
      maxItems: EMPLOYEE_BANDS.length,
      description: 'Employee bands (`GET /v1/employee-bands`).',
    }),
  ),
  siteType: Type.Optional(Type.Array(SiteTypeSchema, { maxItems: 20 })),
  patientCareSettings: Type.Optional(Type.Array(PatientCareSettingSchema, { maxItems: 20 })),
  badges: Type.Optional(Type.Array(CompanyBadgeSchema, { maxItems: 20 })),
  minorityOwned: flag('Minority-owned only.'),
  womenOwned: flag('Women-owned only.'),
  disabilityOwned: flag('Disability-owned only.'),
  auditedByFDA: flag('Audited by the FDA only.'),
  claimedOnly: flag('Claimed companies only.'),
  publishedRequests: flag('Companies with published requests only.'),
  publishedAlerts: flag('Companies with published capability alerts only.'),
  minRating: Type.Optional(
    Type.Number({
      minimum: 1,
      maximum: 5,
      description: 'Companies whose review average is at least this (e.g. 4); companies without reviews are left out.',
    }),
  ),
  verifiedClaims: Type.Optional(
    Type.Array(Type.Enum(PROFILE_CLAIMS), {
      maxItems: PROFILE_CLAIMS.length,
      description:
        'Companies that make each claim and whose latest decided evidence for it is VERIFIED. Repeatable; all must hold.',
    }),
  ),
  contractedPartners: Type.Optional(
    Type.Enum(['INCLUDE', 'EXCLUDE', 'ONLY_PARTNERS'] as const, {
      description: "The caller's company's contracted partners; ignored when signed out. Default INCLUDE.",
    }),
  ),
  sort: Type.Optional(
    Type.String({
      pattern: SEARCH_SORT_PATTERN,
      description:
        'relevance,DESC (default; alphabetical without text), name,ASC|DESC, updatedAt,ASC|DESC, createdAt,ASC|DESC, rating (highest review average first, ties by review count then name; companies without reviews last; one direction). Ties by id.',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SEARCH_PAGE_SIZE, default: 10 })),
});

const Segments = Type.Array(Type.Object({ text: Type.String(), match: Type.Boolean() }));

export const SearchResultDto = Type.Object(
  {
    company: CompanyDto,
    highlights: Nullable(
      Type.Object(
        {
          name: Segments,
          description: Type.Array(Type.Object({ text: Type.String(), match: Type.Boolean() }), {
            description: 'An excerpt around the matches; empty when the description did not match.',
          }),
        },
        { description: 'Null without search text.' },
      ),
    ),
  },
  { title: 'SearchResultDto' },
);

export const SearchPageDto = Type.Object(
  {
    content: Type.Array(SearchResultDto),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
    facets: Type.Array(
      Type.Object({
        field: Type.Enum(FACET_FIELDS, { description: 'The query parameter the values belong to.' }),
        values: Type.Array(
          Type.Object({
            value: Type.String({ description: 'The filter value to send back in the query.' }),
            label: Type.String(),
            count: Type.Integer({ description: 'Results with this value under the other filters.' }),
          }),
        ),
      }),
    ),
  },
  { title: 'SearchPageDto', description: 'A page of search results with facet counts.' },
);
