import { AppError } from '../../errors/error.codes.js';
import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody, ResponseBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

/** The api's company (GET /v1/companies/…), with the caller-relative flags. */
export type CompanyDto = ApiSchema<'CompanyDto'>;
export type CompanyMemberDto = ApiSchema<'CompanyMemberDto'>;
export type EmployeeBandDto = ApiSchema<'EmployeeBandDto'>;
/** What anyone may see of a company (GET /v1/companies/by-alias/{alias}/preview). */
export type CompanyPreviewDto = ApiSchema<'CompanyPreviewDto'>;
export type CompanyPageDto = ResponseBody<'get', '/companies'>;
/** A viewed company, whole, at its latest view; the api answers active companies only. */
export type CompanyViewDto = ApiSchema<'CompanyViewDto'>;
export type CompanyViewPageDto = ResponseBody<'get', '/users/history/company-views'>;
/** PUT /v1/companies/{id}: field names as in UpdateCompanyInput, so api field errors map 1:1. */
export type UpdateCompanyBody = RequestBody<'put', '/companies/{id}'>;
export type CompanyLogoBody = RequestBody<'post', '/companies/{id}/logo'>;

/** An answer, or null when the api says there is no such company. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    // A 400 means an alias that cannot exist (wrong characters): no such company either.
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
}

/** The company endpoints of the api; the only place that knows their paths. */
export function createCompanyApi(rest: RestClient) {
  return {
    list: (paging: Paging) => rest.get('/companies', { operation: 'getCompanies', paging }),
    /** Several companies in one call, in the order asked; unknown or inactive ones are left out. */
    byIds: (ids: readonly number[]) =>
      rest.get('/companies/by-ids', { operation: 'getCompaniesByIds', query: { ids: [...ids] } }),
    /** Null when there is no active company with this alias. */
    byAlias: (alias: string): Promise<CompanyDto | null> =>
      orNull(rest.get('/companies/by-alias/{alias}', { operation: 'getCompanyByAlias', params: { alias } })),
    /** The public preview; null when there is no active company with this alias. */
    preview: (alias: string): Promise<CompanyPreviewDto | null> =>
      orNull(
        rest.get('/companies/by-alias/{alias}/preview', { operation: 'getCompanyPreviewByAlias', params: { alias } }),
      ),
    update: (id: number, body: UpdateCompanyBody) =>
      rest.put('/companies/{id}', { operation: 'updateCompany', params: { id }, body }),
    uploadLogo: (id: number, body: CompanyLogoBody) =>
      rest.post('/companies/{id}/logo', { operation: 'uploadCompanyLogo', params: { id }, body }),
    employeeBands: () => rest.get('/employee-bands', { operation: 'getEmployeeBands' }),
    /** The caller's recently viewed active companies, each whole: no by-ids call needed after it. */
    views: (paging: Paging) => rest.get('/users/history/company-views', { operation: 'getCompanyViews', paging }),
    recordView: (companyId: number) =>
      rest.post('/users/history/company-views', { operation: 'recordCompanyView', body: { companyId } }),
  };
}

export type CompanyApi = ReturnType<typeof createCompanyApi>;
