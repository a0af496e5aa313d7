import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

export type ReportSummaryDto = ApiSchema<'ReportSummaryDto'>;
export type CompaniesReportDto = ApiSchema<'CompaniesReportDto'>;
export type RequestActivityReportDto = ApiSchema<'RequestActivityReportDto'>;
export type ResponseTimesReportDto = ApiSchema<'ResponseTimesReportDto'>;
export type CapabilityReportDto = ApiSchema<'CapabilityReportDto'>;

export interface CompaniesReportQuery {
  companyRoleId?: number;
  therapeuticAreaId?: number;
  regionId?: number;
}
export interface PeriodReportQuery {
  months?: number;
  therapeuticAreaId?: number;
  regionId?: number;
}

/** The api's public reports (docs/reports.md); the only place that knows their paths. */
export function createReportApi(rest: RestClient) {
  return {
    index: () => rest.get('/reports', { operation: 'listReports' }),
    companies: (query: CompaniesReportQuery) =>
      rest.get('/reports/companies-by-area-and-region', { operation: 'getCompaniesReport', query: { ...query } }),
    requestActivity: (query: PeriodReportQuery) =>
      rest.get('/reports/request-activity', { operation: 'getRequestActivityReport', query: { ...query } }),
    responseTimes: (query: PeriodReportQuery) =>
      rest.get('/reports/response-times', { operation: 'getResponseTimesReport', query: { ...query } }),
    capability: (query: PeriodReportQuery) =>
      rest.get('/reports/capability-by-service', { operation: 'getCapabilityReport', query: { ...query } }),
  };
}

export type ReportApi = ReturnType<typeof createReportApi>;
