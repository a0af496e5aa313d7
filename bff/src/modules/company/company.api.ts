import type { CompanyBadge, EmployeesBand, PatientCareSetting, SiteType } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import type { RestClient } from '../../rest/rest.client.js';
import { segment } from '../../rest/rest.paths.js';
import type { Paging, Query } from '../../rest/rest.query.js';
import type { ReferenceItemDto } from '../account/account.api.js';
import type { CompanyRoleDto, PageDto } from '../user/user.api.js';

/** A member as the api shows them to the caller (masked members only to colleagues). */
export interface CompanyMemberDto {
  id: number;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  pictureUrl: string | null;
  role: 'MEMBER' | 'COMPANY_ADMIN';
}

export interface LookingForDto {
  published: boolean;
  services: ReferenceItemDto[];
  products: ReferenceItemDto[];
  therapeuticAreas: ReferenceItemDto[];
  regions: ReferenceItemDto[];
  note: string | null;
}

/** The api's company (GET /v1/companies/…), with the caller-relative flags. */
export interface CompanyDto {
  id: number;
  name: string;
  alias: string;
  logoUrl: string | null;
  description: string | null;
  website: string | null;
  role: CompanyRoleDto;
  status: 'APPROVED' | 'CLAIMED' | 'NEW';
  active: boolean;
  headquarters: {
    country: { id: number; code: string; name: string } | null;
    state: string | null;
    city: string | null;
  };
  employeesBand: EmployeesBand | null;
  services: ReferenceItemDto[];
  products: ReferenceItemDto[];
  therapeuticAreas: ReferenceItemDto[];
  indications: ReferenceItemDto[];
  modalities: ReferenceItemDto[];
  regions: ReferenceItemDto[];
  keyServices: ReferenceItemDto[];
  labels: ReferenceItemDto[];
  series: ReferenceItemDto[];
  badges: CompanyBadge[];
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFda: boolean;
  siteType: SiteType | null;
  patientCareSettings: PatientCareSetting[];
  members: CompanyMemberDto[];
  lookingFor: LookingForDto | null;
  hasPublishedRequests: boolean;
  hasPublishedAlerts: boolean;
  isContractedPartner: boolean;
  inCompareList: boolean;
  canEdit: boolean;
  claimable: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type CompanyPageDto = PageDto<CompanyDto>;

export interface HighlightSegmentDto {
  text: string;
  match: boolean;
}

export interface SearchResultDto {
  company: CompanyDto;
  highlights: { name: HighlightSegmentDto[]; description: HighlightSegmentDto[] } | null;
}

export interface SearchPageDto extends PageDto<SearchResultDto> {
  facets: { field: string; values: { value: string; label: string; count: number }[] }[];
}

export interface EmployeeBandDto {
  id: number;
  band: EmployeesBand;
  label: string;
}

/** GET /v1/users/history/company-views: the company in summary (the bff loads it whole). */
export interface CompanyViewDto {
  company: { id: number };
  viewedAt: string;
}

/** What a CompanyView resolves from: the whole company, loaded through `companyById`. */
export interface CompanyViewModel {
  company: CompanyDto;
  viewedAt: string;
}
export type CompanyViewPageModel = PageDto<CompanyViewModel>;

/** PUT /v1/companies/{id}: field names as in UpdateCompanyInput, so api field errors map 1:1. */
export interface UpdateCompanyBody {
  version: number;
  name: string;
  description: string | null;
  website: string | null;
  hqCountryId: number | null;
  hqState: string | null;
  hqCity: string | null;
  employeesBand: EmployeesBand | null;
  serviceIds: number[];
  productIds: number[];
  therapeuticAreaIds: number[];
  indicationIds: number[];
  modalityIds: number[];
  regionIds: number[];
  keyServiceIds: number[];
  seriesIds: number[];
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFda: boolean;
  siteType: SiteType | null;
  patientCareSettings: PatientCareSetting[];
}

export interface CompanyApi {
  search(query: Query, paging: Paging): Promise<SearchPageDto>;
  list(paging: Paging): Promise<CompanyPageDto>;
  /** Several companies in one call, in the order asked; unknown or inactive ones are left out. */
  byIds(ids: readonly number[]): Promise<CompanyDto[]>;
  /** Null when there is no active company with this alias. */
  byAlias(alias: string): Promise<CompanyDto | null>;
  update(id: number, body: UpdateCompanyBody): Promise<CompanyDto>;
  uploadLogo(id: number, logo: { contentType: string; data: string }): Promise<CompanyDto>;
  employeeBands(): Promise<EmployeeBandDto[]>;
  views(page: number, size: number): Promise<PageDto<CompanyViewDto>>;
  recordView(companyId: number): Promise<void>;
}

/** The company endpoints of the api; the only place that knows their paths. */
export function createCompanyApi(rest: RestClient): CompanyApi {
  return {
    search: (query, paging) =>
      rest.request<SearchPageDto>({ operation: 'searchCompanies', path: '/companies/search', query, paging }),
    list: (paging) => rest.request<CompanyPageDto>({ operation: 'getCompanies', path: '/companies', paging }),
    byIds: (ids) =>
      rest.request<CompanyDto[]>({ operation: 'getCompaniesByIds', path: '/companies/by-ids', query: { ids } }),
    byAlias: async (alias) => {
      try {
        return await rest.request<CompanyDto>({
          operation: 'getCompanyByAlias',
          path: `/companies/by-alias/${segment(alias)}`,
        });
      } catch (error) {
        // A 400 means an alias that cannot exist (wrong characters): no such company either.
        if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
        throw error;
      }
    },
    update: (id, body) =>
      rest.request<CompanyDto>({ operation: 'updateCompany', method: 'PUT', path: `/companies/${segment(id)}`, body }),
    uploadLogo: (id, logo) =>
      rest.request<CompanyDto>({
        operation: 'uploadCompanyLogo',
        method: 'POST',
        path: `/companies/${segment(id)}/logo`,
        body: logo,
      }),
    employeeBands: () => rest.request<EmployeeBandDto[]>({ operation: 'getEmployeeBands', path: '/employee-bands' }),
    views: (page, size) =>
      rest.request<PageDto<CompanyViewDto>>({
        operation: 'getCompanyViews',
        path: '/users/history/company-views',
        paging: { page, size },
      }),
    recordView: (companyId) =>
      rest.request({
        operation: 'recordCompanyView',
        method: 'POST',
        path: '/users/history/company-views',
        body: { companyId },
        responseType: 'none',
      }),
  };
}
