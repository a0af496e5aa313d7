import type { Static } from 'typebox';
import type { ApiInstance } from '../../http/types.js';
import { REPORTS } from './report.catalogue.js';
import { createReports } from './report.service.js';
import {
  CapabilityReportDto,
  CompaniesReportDto,
  CompaniesReportQuery,
  PeriodReportQuery,
  ReportIndexDto,
  RequestActivityReportDto,
  ResponseTimesReportDto,
} from './report.schemas.js';

const tags = ['reports'];
const config = {
  auth: 'public' as const,
  fieldMessages: {
    months: 'Choose a period of 1 to 24 months.',
    therapeuticAreaId: 'Choose a therapeutic area from the list.',
    regionId: 'Choose a region from the list.',
    companyRoleId: 'Choose a company type from the list.',
  },
};

const references = (query: Static<typeof PeriodReportQuery>) => ({
  therapeuticAreaId: query.therapeuticAreaId ?? null,
  regionId: query.regionId ?? null,
});

/** Summaries and reports (docs/reports.md): aggregates of the platform's own data, public to anyone. */
export async function reportRoutes(app: ApiInstance): Promise<void> {
  // One per api instance: what the reports count, kept in memory and checked on every call.
  const reports = createReports(app.deps.db, app.deps.clock);
  const periodQuery = (query: Static<typeof PeriodReportQuery>) => ({
    ...references(query),
    months: query.months ?? 12,
  });

  app.get(
    '/v1/reports',
    { config, schema: { tags, summary: 'Every report with its headline figure', response: { 200: ReportIndexDto } } },
    async () =>
      Promise.all(REPORTS.map(async ({ headline, ...entry }) => ({ ...entry, headline: await headline(reports) }))),
  );

  app.get(
    '/v1/reports/companies-by-area-and-region',
    {
      config,
      schema: {
        tags,
        summary: 'Active companies by therapeutic area and region (each cell equals the total search shows)',
        querystring: CompaniesReportQuery,
        response: { 200: CompaniesReportDto },
      },
    },
    async (request) =>
      reports.companies({ ...references(request.query), companyRoleId: request.query.companyRoleId ?? null }),
  );

  app.get(
    '/v1/reports/request-activity',
    {
      config,
      schema: {
        tags,
        summary: 'Public requests published, by kind and month',
        querystring: PeriodReportQuery,
        response: { 200: RequestActivityReportDto },
      },
    },
    async (request) => reports.activity(periodQuery(request.query)),
  );

  app.get(
    '/v1/reports/response-times',
    {
      config,
      schema: {
        tags,
        summary: "Hours from a request's publication to its first response: median and 90th percentile",
        querystring: PeriodReportQuery,
        response: { 200: ResponseTimesReportDto },
      },
    },
    async (request) => reports.responseTimes(periodQuery(request.query)),
  );

  app.get(
    '/v1/reports/capability-by-service',
    {
      config,
      schema: {
        tags,
        summary: 'Capability alerts published, by top-level service',
        querystring: PeriodReportQuery,
        response: { 200: CapabilityReportDto },
      },
    },
    async (request) => reports.capability(periodQuery(request.query)),
  );
}
