import type { Clock } from '../../clock.js';
import type { Executor } from '../../db/database.js';
import { capabilityReport } from './report.capability.js';
import { companiesReport, type CompaniesFilters } from './report.companies.js';
import { type AlertFact, createFacts, type RequestFact } from './report.facts.js';
import { createPopulation } from './report.population.js';
import { createReferenceCache, type ReferenceTree } from './report.references.js';
import { inPeriod, requestActivityReport, responseTimesReport } from './report.requests.js';
import { type Period, periodOf, type ReferenceFilters } from './report.rules.js';

export interface PeriodQuery extends ReferenceFilters {
  months: number;
}

/** Results kept per version of what they were computed from, at most this many per version. */
const KEPT_PER_VERSION = 500;

/**
 * The reports of one api instance (docs/reports.md, Speed). What they count is kept in memory and
 * checked against the database on every call (report.population.ts, report.facts.ts,
 * report.references.ts); each answers the same object until what it holds changes, so a result
 * computed from those objects is kept with them and answered again until they are replaced.
 */
export function createReports(db: Executor, clock: Clock) {
  // One reference tree for every report: the population reads it from the same cache.
  const references = createReferenceCache(db);
  const population = createPopulation(db, references);
  const facts = createFacts(db, () => clock.now());
  const kept = new WeakMap<object, WeakMap<object, Map<string, unknown>>>();
  const memo = <T>([first, second]: [object, object], key: string, compute: () => T): T => {
    const bySecond = kept.get(first) ?? new WeakMap<object, Map<string, unknown>>();
    kept.set(first, bySecond);
    const results = bySecond.get(second) ?? new Map<string, unknown>();
    bySecond.set(second, results);
    if (results.has(key)) return results.get(key) as T;
    if (results.size >= KEPT_PER_VERSION) results.clear();
    const value = compute();
    results.set(key, value);
    return value;
  };
  const periodReport = async <T>(code: string, q: PeriodQuery, compute: (p: PeriodData) => T): Promise<T> => {
    const now = clock.now();
    const period = periodOf(now, q.months);
    const [tree, held] = await Promise.all([references(), facts()]);
    // The period's end is now: its day is in the key, and anything published since was a write.
    const key = `${code}|${period.from}|${period.to}|${q.therapeuticAreaId}|${q.regionId}`;
    return memo([held, tree], key, () =>
      compute({
        period,
        tree,
        requests: () => inPeriod(held.requests, tree, period, now, q),
        alerts: () => inPeriod(held.alerts, tree, period, now, q),
      }),
    );
  };
  return {
    async companies(f: CompaniesFilters) {
      const current = await population();
      const key = `${f.companyRoleId}|${f.therapeuticAreaId}|${f.regionId}`;
      return memo([current, current.references], key, () => companiesReport(current, f));
    },
    activity: (q: PeriodQuery) =>
      periodReport('activity', q, ({ period, requests }) => requestActivityReport(requests(), period)),
    responseTimes: (q: PeriodQuery) =>
      periodReport('times', q, ({ period, requests }) => responseTimesReport(requests(), period)),
    capability: (q: PeriodQuery) =>
      periodReport('capability', q, ({ period, tree, alerts }) => capabilityReport(alerts(), tree, period)),
  };
}

/** What a period report computes from: its facts in the period and filters, read when asked. */
interface PeriodData {
  period: Period;
  tree: ReferenceTree;
  requests: () => RequestFact[];
  alerts: () => AlertFact[];
}

export type Reports = ReturnType<typeof createReports>;
