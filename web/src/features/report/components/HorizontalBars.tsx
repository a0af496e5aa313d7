import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

export interface HorizontalBarsProps {
  /** One bar per item; a null value (withheld) draws no bar. */
  data: readonly { label: string; value: number | null }[];
  /** What the value counts, for the tooltip. */
  valueLabel: string;
}

const ROW_HEIGHT = 28;

/** A bar per item, labels on the left: long names stay readable at 390 px. */
export function HorizontalBars({ data, valueLabel }: HorizontalBarsProps) {
  const chart = useChart({
    data: data.map((item) => ({ label: item.label, value: item.value })),
    series: [{ name: 'value', color: 'brand.solid', label: valueLabel }],
  });
  return (
    <Chart.Root chart={chart} h={`${Math.max(160, data.length * ROW_HEIGHT + 40)}px`} aria-hidden="true">
      <BarChart
        accessibilityLayer={false}
        responsive
        width="100%"
        height="100%"
        layout="vertical"
        data={chart.data}
        margin={{ left: 8, right: 16 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" axisLine={false} tickLine={false} allowDecimals={false} />
        <YAxis
          type="category"
          dataKey={chart.key('label')}
          width={140}
          tickLine={false}
          axisLine={false}
          interval={0}
        />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            name={valueLabel}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
