import type { BffModule } from '../../module.js';
import { createReportApi, type ReportApi } from './report.api.js';
import { reportResolvers } from './report.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    report: ReportApi;
  }
}

/** Summaries and reports (docs/reports.md): public aggregates of the platform's own data. */
export const reportModule: BffModule = {
  name: 'report',
  resolvers: reportResolvers,
  api: (rest) => ({ report: createReportApi(rest) }),
};
