export const SUMMARIES_PATH = '/summaries';
export const REPORT_PATH = '/summaries/reports/:code';

/** The codes the api answers (report.catalogue.ts), in the index's order. */
export const REPORT_CODES = [
  'companies-by-area-and-region',
  'request-activity',
  'response-times',
  'capability-by-service',
] as const;
export type ReportCode = (typeof REPORT_CODES)[number];

export const reportPath = (code: string): string => `/summaries/reports/${encodeURIComponent(code)}`;
export const isReportCode = (code: string | undefined): code is ReportCode =>
  REPORT_CODES.some((known) => known === code);
