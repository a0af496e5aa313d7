import type { Static } from 'typebox';
import type { ApiInstance } from '../../http/types.js';
import { capabilityReport } from './report.capability.js';
import { REPORTS } from './report.catalogue.js';
import { companiesReport } from './report.companies.js';
import { requestActivityReport, responseTimesReport } from './report.requests.js';
import { periodOf } from './report.rules.js';
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
  const { db, clock } = app.deps;
  const period = (query: Static<typeof PeriodReportQuery>) => {
    const now = clock.now();
    return { now, period: periodOf(now, query.months ?? 12) };
  };

  app.get(
    '/v1/reports',
    { config, schema: { tags, summary: 'Every report with its headline figure', response: { 200: ReportIndexDto } } },
    async () => {
      const now = clock.now();
      return Promise.all(
        REPORTS.map(async ({ headline, ...entry }) => ({ ...entry, headline: await headline(db, now) })),
      );
    },
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
      companiesReport(db, { ...references(request.query), companyRoleId: request.query.companyRoleId ?? null }),
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
    async (request) => {
      const { now, period: covered } = period(request.query);
      return requestActivityReport(db, covered, now, references(request.query));
    },
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
    async (request) => {
      const { now, period: covered } = period(request.query);
      return responseTimesReport(db, covered, now, references(request.query));
    },
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
    async (request) => {
      const { now, period: covered } = period(request.query);
      return capabilityReport(db, covered, now, references(request.query));
    },
  );
}
