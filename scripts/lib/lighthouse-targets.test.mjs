import { describe, expect, it } from 'vitest';
import { describeTargets, missedTargets, TARGETS } from './lighthouse-targets.mjs';

const meeting = { performance: 95, accessibility: 100, lcpMs: 1200, tbtMs: 180 };

describe('Lighthouse targets', () => {
  it('passes a page that meets every target, at the limits too', () => {
    expect(missedTargets(meeting)).toEqual([]);
    expect(missedTargets({ performance: 90, accessibility: 100, lcpMs: 2500, tbtMs: 300 })).toEqual([]);
  });

  it('fails a page over the blocking-time budget even when its score meets the target', () => {
    expect(TARGETS.tbtMs).toBe(300);
    expect(missedTargets({ ...meeting, tbtMs: 301 })).toEqual(['TBT']);
  });

  it('names every target missed, and counts a missing figure as missed', () => {
    expect(missedTargets({ performance: 89, accessibility: 98, lcpMs: 2600, tbtMs: 900 })).toEqual([
      'performance',
      'accessibility',
      'LCP',
      'TBT',
    ]);
    expect(missedTargets({ ...meeting, tbtMs: Number.NaN })).toEqual(['TBT']);
  });

  it('states the budget in the report', () => {
    expect(describeTargets()).toBe('performance ≥ 90, accessibility 100, LCP ≤ 2.5 s, TBT ≤ 300 ms');
  });
});
