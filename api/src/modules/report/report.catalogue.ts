import type { Executor } from '../../db/database.js';
import { capabilityReport } from './report.capability.js';
import { companiesReport } from './report.companies.js';
import { requestActivityReport, responseTimesReport } from './report.requests.js';
import { periodOf } from './report.rules.js';

export const REPORT_CODES = [
  'companies-by-area-and-region',
  'request-activity',
  'response-times',
  'capability-by-service',
] as const;
export type ReportCode = (typeof REPORT_CODES)[number];

const NO_REFERENCES = { therapeuticAreaId: null, regionId: null };
const DEFAULT_MONTHS = 12;

interface Entry {
  code: ReportCode;
  title: string;
  description: string;
  headlineLabel: string;
  headlineUnit: 'COUNT' | 'HOURS';
  /** The headline of the report with its default filters. */
  headline: (db: Executor, now: Date) => Promise<number | null>;
}

/** The reports of /summaries, in display order, each with its headline figure. */
export const REPORTS: readonly Entry[] = [
  {
    code: 'companies-by-area-and-region',
    title: 'Companies by therapeutic area and region',
    description: 'Active companies in the directory by therapeutic area and region, as search counts them.',
    headlineLabel: 'Active companies',
    headlineUnit: 'COUNT',
    headline: async (db) => (await companiesReport(db, { ...NO_REFERENCES, companyRoleId: null })).companies,
  },
  {
    code: 'request-activity',
    title: 'Request activity',
    description: 'Public requests published each month, by kind: site, service and innovation requests.',
    headlineLabel: 'Requests published in the last 12 months',
    headlineUnit: 'COUNT',
    headline: async (db, now) =>
      (await requestActivityReport(db, periodOf(now, DEFAULT_MONTHS), now, NO_REFERENCES)).total,
  },
  {
    code: 'response-times',
    title: 'Response times',
    description: "Time from a request's publication to its first response: the median and the 90th percentile.",
    headlineLabel: 'Median hours to a first response (last 12 months)',
    headlineUnit: 'HOURS',
    headline: async (db, now) =>
      (await responseTimesReport(db, periodOf(now, DEFAULT_MONTHS), now, NO_REFERENCES)).rows[0]?.medianHours ?? null,
  },
  {
    code: 'capability-by-service',
    title: 'Capability by service',
    description: 'Capability alerts published by vendors and sites, by the service they offer.',
    headlineLabel: 'Capability alerts published in the last 12 months',
    headlineUnit: 'COUNT',
    headline: async (db, now) => (await capabilityReport(db, periodOf(now, DEFAULT_MONTHS), now, NO_REFERENCES)).total,
  },
];
