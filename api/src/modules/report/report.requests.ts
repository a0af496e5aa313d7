import type { AlertFact, RequestFact } from './report.facts.js';
import type { ReferenceTree } from './report.references.js';
import { MIN_GROUP, type Period, type ReferenceFilters, REPORT_REQUEST_KINDS, shown } from './report.rules.js';

type Kind = (typeof REPORT_REQUEST_KINDS)[number];

/**
 * The facts (report.facts.ts: PUBLIC requests or alerts of active companies) published in the
 * period, linked to the selected area and region (at it or under it, as search's facet filters).
 */
export function inPeriod<T extends RequestFact | AlertFact>(
  facts: readonly T[],
  tree: ReferenceTree,
  period: Period,
  now: Date,
  f: ReferenceFilters,
): T[] {
  const [from, to] = [period.start.getTime(), now.getTime()];
  const under = [
    f.therapeuticAreaId === null ? null : new Set(tree.under('THERAPEUTIC_AREAS', f.therapeuticAreaId)),
    f.regionId === null ? null : new Set(tree.under('REGIONS', f.regionId)),
  ].filter((set): set is Set<number> => set !== null);
  return facts.filter(
    (fact) =>
      fact.publishedAt >= from &&
      fact.publishedAt <= to &&
      under.every((items) => fact.referenceIds.some((id) => items.has(id))),
  );
}

/** Requests published by kind and month; a cell of fewer than three posting companies is withheld. */
export function requestActivityReport(facts: readonly RequestFact[], period: Period) {
  const cells = new Map<string, { count: number; companies: Set<number> }>();
  for (const fact of facts) {
    const key = `${fact.month}:${fact.kind}`;
    const cell = cells.get(key) ?? { count: 0, companies: new Set<number>() };
    cell.count += 1;
    cell.companies.add(fact.companyId);
    cells.set(key, cell);
  }
  const posters = new Set(facts.map((fact) => fact.companyId)).size;
  return {
    from: period.from,
    to: period.to,
    months: period.months,
    total: shown(facts.length, posters),
    cells: period.months.flatMap((month) =>
      REPORT_REQUEST_KINDS.map((kind) => {
        const found = cells.get(`${month}:${kind}`);
        return { month, kind, count: found ? shown(found.count, found.companies.size) : 0 };
      }),
    ),
  };
}

/** The continuous percentile (as PostgreSQL's percentile_cont) of sorted values. */
function percentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const low = sorted[Math.floor(position)] ?? 0;
  return low + ((sorted[Math.ceil(position)] ?? 0) - low) * (position - Math.floor(position));
}

const tenths = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/** One row of the response times: its requests' figures, or the withheld and empty forms. */
function timesRow(month: string | null, kind: Kind | null, facts: readonly RequestFact[]) {
  if (facts.length === 0)
    return { month, kind, requests: 0, answered: 0, medianHours: null, p90Hours: null, suppressed: false };
  const answered = facts.filter((fact) => fact.hours !== null);
  const companies = (list: readonly RequestFact[]) => new Set(list.map((fact) => fact.companyId)).size;
  const responders = new Set(answered.map((fact) => fact.responder)).size;
  const open = answered.length === 0 || Math.min(companies(answered), responders) >= MIN_GROUP;
  const hours = answered.map((fact) => fact.hours as number).sort((a, b) => a - b);
  return {
    month,
    kind,
    requests: shown(facts.length, companies(facts)),
    answered: open ? answered.length : null,
    medianHours: open ? tenths(percentile(hours, 0.5)) : null,
    p90Hours: open ? tenths(percentile(hours, 0.9)) : null,
    suppressed: !open,
  };
}

/**
 * Hours from each request's publication to its first response (any status), as the median and the
 * 90th percentile (continuous, as PostgreSQL's percentile_cont) of the answered requests, for the
 * whole period and each kind, then by month and kind. Times are withheld when fewer than three
 * companies posted the answered requests or fewer than three answered first.
 */
export function responseTimesReport(facts: readonly RequestFact[], period: Period) {
  const groups = new Map<string, RequestFact[]>();
  const add = (key: string, fact: RequestFact) => {
    const group = groups.get(key);
    if (group) group.push(fact);
    else groups.set(key, [fact]);
  };
  for (const fact of facts) {
    add(fact.kind, fact);
    add(`${fact.month}:${fact.kind}`, fact);
  }
  return {
    from: period.from,
    to: period.to,
    months: period.months,
    rows: [
      timesRow(null, null, facts),
      ...REPORT_REQUEST_KINDS.map((kind) => timesRow(null, kind, groups.get(kind) ?? [])),
      ...period.months.flatMap((month) =>
        REPORT_REQUEST_KINDS.map((kind) => timesRow(month, kind, groups.get(`${month}:${kind}`) ?? [])),
      ),
    ],
  };
}
