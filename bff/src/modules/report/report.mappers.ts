import type {
  CapabilityReportDto,
  CompaniesReportDto,
  ReportSummaryDto,
  RequestActivityReportDto,
  ResponseTimesReportDto,
} from './report.api.js';

// What the GraphQL types of report.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ReportSummaryMapper = ReportSummaryDto;
export type CompaniesByAreaReportMapper = CompaniesReportDto;
export type RequestActivityReportMapper = RequestActivityReportDto;
export type ResponseTimesReportMapper = ResponseTimesReportDto;
export type CapabilityByServiceReportMapper = CapabilityReportDto;
