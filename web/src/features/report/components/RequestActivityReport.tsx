import { Chart, useChart } from '@chakra-ui/charts';
import { useQuery } from '@apollo/client/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { graphql } from '../../../__generated__';
import type { RequestKind } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { KIND_LABELS, KINDS, monthLabel, periodText } from '../reportFormat';
import { countCell, type ReportTableData } from '../reportTable';
import type { ReportFilters } from '../useReportFilters';
import type { ReportViewProps } from './reportView';

export const RequestActivityReportDocument = graphql(`
  query RequestActivityReport($filter: PeriodReportFilter) {
    requestActivityReport(filter: $filter) {
      from
      to
      months
      total
      cells {
        month
        kind
        count
      }
    }
  }
`);

export const periodFilter = (f: ReportFilters) => ({
  months: f.months,
  therapeuticAreaId: f.therapeuticAreaId,
  regionId: f.regionId,
});

const COLORS: Record<RequestKind, string> = { SITE: 'brand.solid', SERVICE: 'orange.solid', INNOVATION: 'green.solid' };

function ActivityChart({
  rows,
}: {
  rows: { month: string; SITE: number | null; SERVICE: number | null; INNOVATION: number | null }[];
}) {
  const chart = useChart({
    data: rows,
    series: KINDS.map((kind) => ({ name: kind, color: COLORS[kind], label: KIND_LABELS[kind], stackId: 'kinds' })),
  });
  return (
    <Chart.Root chart={chart} h="280px" aria-hidden="true">
      <BarChart accessibilityLayer={false} responsive width="100%" height="100%" data={chart.data}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('month')} tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={32} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            stackId={item.stackId}
            name={String(item.label)}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/** Public requests published each month, stacked by kind, with the month × kind table. */
export function RequestActivityReport({ filters, render }: ReportViewProps) {
  const { data, error, refetch } = useQuery(RequestActivityReportDocument, {
    variables: { filter: periodFilter(filters) },
  });
  const report = data?.requestActivityReport;
  if (!report) return render({ state: <LoadState error={error} refetch={refetch} label="Loading the report" /> });
  // A missing cell is zero; a withheld one stays null (drawn as nothing).
  const count = (month: string, kind: RequestKind) => {
    const found = report.cells.find((cell) => cell.month === month && cell.kind === kind);
    return found ? (found.count ?? null) : 0;
  };
  const rows = report.months.map((month) => ({
    month: monthLabel(month),
    SITE: count(month, 'SITE'),
    SERVICE: count(month, 'SERVICE'),
    INNOVATION: count(month, 'INNOVATION'),
  }));
  const table: ReportTableData = {
    caption: 'Public requests published, by month and kind',
    columns: ['Month', ...KINDS.map((kind) => KIND_LABELS[kind])],
    rows: [
      ...rows.map((row, index) => ({
        key: report.months[index] ?? row.month,
        cells: [row.month, ...KINDS.map((kind) => countCell(row[kind]))],
      })),
      { key: 'total', cells: ['Whole period, every kind', countCell(report.total), null, null] },
    ],
  };
  return render({
    table,
    period: periodText(report.from, report.to),
    withheld: report.total === null || report.cells.some((cell) => cell.count === null),
    chartCaption: 'Stacked bar chart: public requests published each month, by kind. A withheld figure is not drawn.',
    chart: <ActivityChart rows={rows} />,
  });
}
