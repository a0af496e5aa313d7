/** One payment as the chart plots it. */
export interface ChartPayment {
  id: string;
  /** ISO-8601 instant. */
  createdAt: string;
  amountCents: number;
}

export interface ChartBar {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  createdAt: string;
  amountCents: number;
}

export interface ChartTick {
  valueCents: number;
  y: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** The plotting area inside the axes. */
  plot: { left: number; top: number; right: number; bottom: number };
  bars: ChartBar[];
  ticks: ChartTick[];
}

export const CHART_SIZE = { width: 640, height: 240 } as const;
const MARGIN = { left: 64, right: 16, top: 16, bottom: 36 } as const;
const MAX_BAR_WIDTH = 48;

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (a round top for the axis); 1 for nothing. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Bars of the amounts over time, oldest on the left, in an SVG coordinate space of
 * `CHART_SIZE`, with four gridline ticks from zero to a round maximum.
 */
export function layoutPaymentChart(payments: readonly ChartPayment[]): ChartLayout {
  const { width, height } = CHART_SIZE;
  const plot = { left: MARGIN.left, top: MARGIN.top, right: width - MARGIN.right, bottom: height - MARGIN.bottom };
  const sorted = [...payments].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const top = niceCeiling(Math.max(0, ...sorted.map((payment) => payment.amountCents)));
  const plotHeight = plot.bottom - plot.top;
  const slot = sorted.length > 0 ? (plot.right - plot.left) / sorted.length : 0;
  const barWidth = Math.min(MAX_BAR_WIDTH, slot * 0.6);
  const bars = sorted.map((payment, index) => {
    const barHeight = (Math.max(payment.amountCents, 0) / top) * plotHeight;
    return {
      id: payment.id,
      x: plot.left + slot * index + (slot - barWidth) / 2,
      y: plot.bottom - barHeight,
      width: barWidth,
      height: barHeight,
      createdAt: payment.createdAt,
      amountCents: payment.amountCents,
    };
  });
  const ticks = [0, 1, 2, 3, 4].map((step) => ({
    valueCents: (top * step) / 4,
    y: plot.bottom - (plotHeight * step) / 4,
  }));
  return { width, height, plot, bars, ticks };
}
