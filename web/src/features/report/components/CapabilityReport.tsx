import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { LoadState } from '../../../shared/ui/LoadStates';
import { periodText } from '../reportFormat';
import { countCell, type ReportTableData } from '../reportTable';
import { HorizontalBars } from './HorizontalBars';
import { periodFilter } from './RequestActivityReport';
import type { ReportViewProps } from './reportView';

export const CapabilityReportDocument = graphql(`
  query CapabilityReport($filter: PeriodReportFilter) {
    capabilityByServiceReport(filter: $filter) {
      from
      to
      total
      services {
        code
        label
        count
      }
    }
  }
`);

/** Capability alerts published in the period, by top-level service. */
export function CapabilityReport({ filters, render }: ReportViewProps) {
  const { data, error, refetch } = useQuery(CapabilityReportDocument, { variables: { filter: periodFilter(filters) } });
  const report = data?.capabilityByServiceReport;
  if (!report) return render({ state: <LoadState error={error} refetch={refetch} label="Loading the report" /> });
  const table: ReportTableData = {
    caption: 'Capability alerts published, by service',
    columns: ['Service', 'Alerts'],
    rows: [
      ...report.services.map((service) => ({ key: service.code, cells: [service.label, countCell(service.count)] })),
      { key: 'total', cells: ['Every alert (one may offer several services)', countCell(report.total)] },
    ],
  };
  return render({
    table,
    period: periodText(report.from, report.to),
    withheld: report.total === null || report.services.some((service) => service.count === null),
    chartCaption:
      'Bar chart: capability alerts published in the period that offer each service. An alert offering several services counts in each; a withheld figure is not drawn.',
    chart: (
      <HorizontalBars
        data={report.services.map((service) => ({ label: service.label, value: service.count }))}
        valueLabel="Alerts"
      />
    ),
  });
}
