import type { Reports } from './report.service.js';

export const REPORT_CODES = [
  'companies-by-area-and-region',
  'request-activity',
  'response-times',
  'capability-by-service',
] as const;
export type ReportCode = (typeof REPORT_CODES)[number];

const NO_REFERENCES = { therapeuticAreaId: null, regionId: null };
const LAST_YEAR = { ...NO_REFERENCES, months: 12 };

interface Entry {
  code: ReportCode;
  title: string;
  description: string;
  headlineLabel: string;
  headlineUnit: 'COUNT' | 'HOURS';
  /** The headline of the report with its default filters. */
  headline: (reports: Reports) => Promise<number | null>;
}

/** The reports of /summaries, in display order, each with its headline figure. */
export const REPORTS: readonly Entry[] = [
  {
    code: 'companies-by-area-and-region',
    title: 'Companies by therapeutic area and region',
    description: 'Active companies in the directory by therapeutic area and region, as search counts them.',
    headlineLabel: 'Active companies',
    headlineUnit: 'COUNT',
    headline: async (reports) => (await reports.companies({ ...NO_REFERENCES, companyRoleId: null })).companies,
  },
  {
    code: 'request-activity',
    title: 'Request activity',
    description: 'Public requests published each month, by kind: site, service and innovation requests.',
    headlineLabel: 'Requests published in the last 12 months',
    headlineUnit: 'COUNT',
    headline: async (reports) => (await reports.activity(LAST_YEAR)).total,
  },
  {
    code: 'response-times',
    title: 'Response times',
    description: "Time from a request's publication to its first response: the median and the 90th percentile.",
    headlineLabel: 'Median hours to a first response (last 12 months)',
    headlineUnit: 'HOURS',
    headline: async (reports) => (await reports.responseTimes(LAST_YEAR)).rows[0]?.medianHours ?? null,
  },
  {
    code: 'capability-by-service',
    title: 'Capability by service',
    description: 'Capability alerts published by vendors and sites, by the service they offer.',
    headlineLabel: 'Capability alerts published in the last 12 months',
    headlineUnit: 'COUNT',
    headline: async (reports) => (await reports.capability(LAST_YEAR)).total,
  },
];
