// What `npm run lighthouse` holds every page to (issue 32): the score, accessibility, the largest
// paint and, as a budget of its own, total blocking time: the main thread's busy boot is what a
// regression shows first, and the score hides it until it has cost several points.
export const TARGETS = { performance: 90, accessibility: 100, lcpMs: 2500, tbtMs: 300 };

/** The targets a page's figures miss, by name (empty when it meets them all); a missing figure misses. */
export function missedTargets(summary, targets = TARGETS) {
  const missed = [];
  if (!(summary.performance >= targets.performance)) missed.push('performance');
  if (!(summary.accessibility >= targets.accessibility)) missed.push('accessibility');
  if (!(summary.lcpMs <= targets.lcpMs)) missed.push('LCP');
  if (!(summary.tbtMs <= targets.tbtMs)) missed.push('TBT');
  return missed;
}

/** The targets as the report's last line states them. */
export function describeTargets(targets = TARGETS) {
  return `performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, LCP ≤ ${targets.lcpMs / 1000} s, TBT ≤ ${targets.tbtMs} ms`;
}
