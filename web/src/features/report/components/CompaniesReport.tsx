import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { LoadState } from '../../../shared/ui/LoadStates';
import { countCell, type ReportTableData } from '../reportTable';
import type { ReportFilters } from '../useReportFilters';
import { HorizontalBars } from './HorizontalBars';
import type { ReportViewProps } from './reportView';

export const CompaniesReportDocument = graphql(`
  query CompaniesReport($filter: CompaniesReportFilter) {
    companiesByAreaReport(filter: $filter) {
      companies
      areas {
        code
        label
        count
      }
      regions {
        code
        label
        count
      }
      cells {
        areaCode
        regionCode
        count
      }
    }
  }
`);

export const companiesFilter = (f: ReportFilters) => ({
  companyRoleId: f.companyRoleId,
  therapeuticAreaId: f.therapeuticAreaId,
  regionId: f.regionId,
});

/** Active companies by therapeutic area (the chart) and by area and region (the table). */
export function CompaniesReport({ filters, render }: ReportViewProps) {
  const { data, error, refetch } = useQuery(CompaniesReportDocument, {
    variables: { filter: companiesFilter(filters) },
  });
  const report = data?.companiesByAreaReport;
  if (!report) return render({ state: <LoadState error={error} refetch={refetch} label="Loading the report" /> });
  // A missing pair is zero; a withheld one stays null.
  const count = (area: string, region: string) => {
    const found = report.cells.find((cell) => cell.areaCode === area && cell.regionCode === region);
    return found ? (found.count ?? null) : 0;
  };
  const table: ReportTableData = {
    caption: 'Active companies by therapeutic area and region',
    columns: ['Therapeutic area', 'Any region', ...report.regions.map((region) => region.label)],
    rows: [
      {
        key: 'all',
        cells: ['All areas', countCell(report.companies), ...report.regions.map((region) => countCell(region.count))],
      },
      ...report.areas.map((area) => ({
        key: area.code,
        cells: [
          area.label,
          countCell(area.count),
          ...report.regions.map((region) => countCell(count(area.code, region.code))),
        ],
      })),
    ],
  };
  const withheld = [
    report.companies,
    ...report.areas.map((a) => a.count),
    ...report.cells.map((c) => c.count),
  ].includes(null);
  return render({
    table,
    withheld,
    chartCaption:
      'Bar chart: active companies linked to each therapeutic area, in any region. A company linked to several areas counts in each.',
    chart:
      report.areas.length > 0 ? (
        <HorizontalBars data={report.areas.map((a) => ({ label: a.label, value: a.count }))} valueLabel="Companies" />
      ) : null,
  });
}
