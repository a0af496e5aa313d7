import { describe, expect, it } from 'vitest';
import { CHART_SIZE, layoutPaymentChart, niceCeiling } from './paymentChart';

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [320000, 500000],
    [256000, 500000],
    [200000, 200000],
    [180001, 200000],
    [99, 100],
    [101, 200],
  ])('rounds %i up to %i', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });
});

describe('layoutPaymentChart', () => {
  const payments = [
    { id: 'b', createdAt: '2026-03-01T00:00:00.000Z', amountCents: 320000 },
    { id: 'a', createdAt: '2025-03-01T00:00:00.000Z', amountCents: 256000 },
  ];

  it('puts the oldest payment on the left and scales heights to a round maximum', () => {
    const layout = layoutPaymentChart(payments);
    const [left, right] = layout.bars;
    expect(layout.bars.map((bar) => bar.id)).toEqual(['a', 'b']);
    expect(left && right && left.x < right.x).toBe(true);
    const plotHeight = layout.plot.bottom - layout.plot.top;
    expect(right?.height).toBeCloseTo((320000 / 500000) * plotHeight);
    expect(right && right.y + right.height).toBeCloseTo(layout.plot.bottom);
  });

  it('keeps every bar inside the plotting area', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      createdAt: new Date(Date.UTC(2024, index, 1)).toISOString(),
      amountCents: 10000 * (index + 1),
    }));
    for (const bar of layoutPaymentChart(many).bars) {
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(CHART_SIZE.width);
      expect(bar.y).toBeGreaterThanOrEqual(0);
    }
  });

  it('ticks from zero to the top in quarters', () => {
    expect(layoutPaymentChart(payments).ticks.map((tick) => tick.valueCents)).toEqual([
      0, 125000, 250000, 375000, 500000,
    ]);
  });

  it('draws nothing but the axis when there are no payments', () => {
    const layout = layoutPaymentChart([]);
    expect(layout.bars).toEqual([]);
    expect(layout.ticks).toHaveLength(5);
  });
});
