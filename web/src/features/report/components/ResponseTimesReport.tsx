import { Chart, useChart } from '@chakra-ui/charts';
import { useQuery } from '@apollo/client/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { graphql } from '../../../__generated__';
import { LoadState } from '../../../shared/ui/LoadStates';
import { KIND_LABELS, monthLabel, periodText, WITHHELD } from '../reportFormat';
import { countCell, type ReportTableData } from '../reportTable';
import { periodFilter } from './RequestActivityReport';
import type { ReportViewProps } from './reportView';

export const ResponseTimesReportDocument = graphql(`
  query ResponseTimesReport($filter: PeriodReportFilter) {
    responseTimesReport(filter: $filter) {
      from
      to
      rows {
        month
        kind
        requests
        answered
        medianHours
        p90Hours
        suppressed
      }
    }
  }
`);

/** Median and 90th percentile hours by kind for the whole period; the table adds every month. */
export function ResponseTimesReport({ filters, render }: ReportViewProps) {
  const { data, error, refetch } = useQuery(ResponseTimesReportDocument, {
    variables: { filter: periodFilter(filters) },
  });
  const report = data?.responseTimesReport;
  const whole = (report?.rows ?? []).filter((row) => row.month === null && row.kind !== null);
  const chart = useChart({
    data: whole.map((row) => ({
      kind: row.kind ? KIND_LABELS[row.kind] : '',
      median: row.medianHours,
      p90: row.p90Hours,
    })),
    series: [
      { name: 'median', color: 'brand.solid', label: 'Median (hours)' },
      { name: 'p90', color: 'orange.solid', label: '90th percentile (hours)' },
    ],
  });
  if (!report) return render({ state: <LoadState error={error} refetch={refetch} label="Loading the report" /> });
  const hours = (value: number | null, suppressed: boolean) => (suppressed ? WITHHELD : value);
  const table: ReportTableData = {
    caption: 'Hours from publication to the first response',
    columns: ['Month', 'Kind', 'Requests', 'Answered', 'Median (hours)', '90th percentile (hours)'],
    rows: report.rows.map((row) => ({
      key: `${row.month ?? 'all'}:${row.kind ?? 'all'}`,
      cells: [
        row.month ? monthLabel(row.month) : 'Whole period',
        row.kind ? KIND_LABELS[row.kind] : 'Every kind',
        countCell(row.requests),
        row.suppressed ? WITHHELD : row.answered,
        hours(row.medianHours, row.suppressed),
        hours(row.p90Hours, row.suppressed),
      ],
    })),
  };
  return render({
    table,
    period: periodText(report.from, report.to),
    withheld: report.rows.some((row) => row.suppressed || row.requests === null),
    chartCaption:
      'Bar chart: median and 90th percentile hours from publication to the first response, by kind of request, over the whole period. A withheld figure is not drawn.',
    chart: (
      <Chart.Root chart={chart} h="260px" aria-hidden="true">
        <BarChart accessibilityLayer={false} responsive width="100%" height="100%" data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('kind')} tickLine={false} axisLine={false} />
          <YAxis tickLine={false} axisLine={false} width={40} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              name={String(item.label)}
            />
          ))}
        </BarChart>
      </Chart.Root>
    ),
  });
}
