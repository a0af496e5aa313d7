import type { MockLink } from '@apollo/client/testing';
import { CompaniesReportDocument } from '../components/CompaniesReport';
import { ReportFilterOptionsDocument } from '../components/ReportFilterBar';
import { ReportTitlesDocument } from '../pages/ReportPage';
import { SummariesPageDocument } from '../pages/SummariesPage';
import '../../../test/resizeObserver';

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export const REPORTS = [
  {
    __typename: 'ReportSummary',
    code: 'companies-by-area-and-region',
    title: 'Companies by therapeutic area and region',
    description: 'Active companies in the directory by therapeutic area and region.',
    headline: 1001,
    headlineLabel: 'Active companies',
    headlineUnit: 'COUNT',
  },
  {
    __typename: 'ReportSummary',
    code: 'response-times',
    title: 'Response times',
    description: "Time from a request's publication to its first response.",
    headline: null,
    headlineLabel: 'Median hours to a first response (last 12 months)',
    headlineUnit: 'HOURS',
  },
];

const figure = (code: string, label: string, count: number | null) => ({
  __typename: 'ReportFigure',
  code,
  label,
  count,
});
const cell = (areaCode: string, regionCode: string, count: number | null) => ({
  __typename: 'ReportAreaRegionCell',
  areaCode,
  regionCode,
  count,
});

export const COMPANIES_REPORT = {
  __typename: 'CompaniesByAreaReport',
  companies: 1001,
  areas: [figure('7', 'Oncology', 420), figure('8', '=Rare, "odd" area', null)],
  regions: [figure('40', 'Europe', 300), figure('41', 'Asia', 12)],
  cells: [cell('7', '40', 150), cell('7', '41', null), cell('8', '40', 0), cell('8', '41', null)],
};

export function reportPageMocks(): MockLink.MockedResponse[] {
  return [
    { request: { query: ReportTitlesDocument }, result: { data: { reports: REPORTS } }, ...forever },
    {
      request: { query: ReportFilterOptionsDocument },
      result: {
        data: {
          referenceItems: [
            { __typename: 'ReferenceItem', id: '7', kind: 'THERAPEUTIC_AREAS', name: 'Oncology', parentId: null },
            { __typename: 'ReferenceItem', id: '40', kind: 'REGIONS', name: 'Europe', parentId: null },
          ],
          directoryFigures: {
            __typename: 'DirectoryFigures',
            byType: [{ __typename: 'DirectoryFigure', code: '3', label: 'Sponsor' }],
          },
        },
      },
      ...forever,
    },
    {
      request: {
        query: CompaniesReportDocument,
        variables: { filter: { companyRoleId: null, therapeuticAreaId: null, regionId: null } },
      },
      result: { data: { companiesByAreaReport: COMPANIES_REPORT } },
      ...forever,
    },
  ];
}

export const summariesMock = (): MockLink.MockedResponse => ({
  request: { query: SummariesPageDocument },
  result: { data: { reports: REPORTS } },
  ...forever,
});
