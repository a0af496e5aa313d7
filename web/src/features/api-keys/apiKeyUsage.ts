import { countText } from './apiKeyLabels';

/** One UTC day of a key's use, as the query answers it. */
export interface UsageDay {
  day: string;
  requests: number;
  errors: number;
  cost: number;
}

export type UsageTotals = Omit<UsageDay, 'day'>;

/** The sums over the days the query answered (it counts days without use as zero). */
export function usageTotals(days: readonly UsageDay[]): UsageTotals {
  return days.reduce(
    (sum, day) => ({
      requests: sum.requests + day.requests,
      errors: sum.errors + day.errors,
      cost: sum.cost + day.cost,
    }),
    { requests: 0, errors: 0, cost: 0 },
  );
}

/** "1,204 requests · 3 errors · 5,120 cost points" (a number and its unit never split across lines). */
export function usageSummary({ requests, errors, cost }: UsageTotals): string {
  return `${countText(requests, 'request')} · ${countText(errors, 'error')} · ${cost.toLocaleString('en-US')}\u00a0cost\u00a0points`;
}
