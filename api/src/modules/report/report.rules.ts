import type { RequestKind } from '../requests/index.js';

/**
 * The smallest group a figure may describe (docs/reports.md): a cell that fewer companies make is
 * withheld (null), so no figure can point at one or two companies.
 */
export const MIN_GROUP = 3;
export const MAX_REPORT_MONTHS = 24;
export const REPORT_REQUEST_KINDS = ['SITE', 'SERVICE', 'INNOVATION'] as const satisfies readonly RequestKind[];

/** `value` unless fewer than MIN_GROUP distinct companies make it (a zero shows: it names nobody). */
export const shown = <T>(value: T, companies: number): T | null =>
  companies === 0 || companies >= MIN_GROUP ? value : null;

export interface Period {
  /** First instant counted: the first day (UTC) of the first month. */
  start: Date;
  from: string;
  to: string;
  months: string[];
}

/** The `months` calendar months (UTC) ending with the current one. */
export function periodOf(now: Date, months: number): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const list = Array.from({ length: months }, (_, i) => {
    const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
    return month.toISOString().slice(0, 7);
  });
  return { start, from: start.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10), months: list };
}

/** The top-level reference filters a report takes (null: none). */
export interface ReferenceFilters {
  therapeuticAreaId: number | null;
  regionId: number | null;
}
