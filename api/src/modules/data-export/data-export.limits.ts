import { ApiError } from '../../errors.js';
import type { PlanLine } from '../../http/module.js';
import type { Plan } from '../subscription/index.js';

/**
 * Rows a company may export per calendar month (UTC), by the plan in force (docs/watchlists.md,
 * "Export", says why these numbers). Explorer exports nothing; NONE and BILLING_ADMIN have no
 * plan to export under.
 */
export const MONTHLY_EXPORT_ROWS: Readonly<Record<Plan, number>> = {
  NONE: 0,
  EXPLORER: 0,
  INNOVATOR: 25_000,
  PRO: 250_000,
  BILLING_ADMIN: 0,
};

/** Words for counts in messages: "25,000". */
export const rowCount = (n: number): string => n.toLocaleString('en-US');

/** "1 December": the day an allowance renews, as messages say it. */
export const dayOfMonth = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);

export const EXPLORER_EXPORT_MESSAGE = `Explorer does not include exports. Upgrade to Innovator to export up to ${rowCount(MONTHLY_EXPORT_ROWS.INNOVATOR)} rows a month.`;
export const EXPORT_SUBSCRIPTION_MESSAGE =
  'Exporting companies needs a Trialbridge subscription. Choose a plan to export your watchlists and searches.';

/** Explorer exports nothing: clients open spec §4's Explorer modal with these words. */
export const explorerExportLimit = (): ApiError => new ApiError(403, 'ExplorerLimit', EXPLORER_EXPORT_MESSAGE);

/** No plan in force: clients offer the free trial or the renewal. */
export const exportNeedsSubscription = (): ApiError =>
  new ApiError(403, 'SubscriptionRequired', EXPORT_SUBSCRIPTION_MESSAGE);

/** The export would pass the month's allowance: nothing is counted, the caller can export less. */
export function exportQuota(rows: number, remaining: number, monthly: number, resetsAt: Date): ApiError {
  return new ApiError(
    403,
    'ExportQuota',
    `This export has ${rowCount(rows)} rows; your company has ${rowCount(remaining)} of its ${rowCount(monthly)} export rows left this month (the allowance renews on ${dayOfMonth(resetsAt)}).`,
  );
}

/** A key already used by the same user for another export (the idempotency module's refusal, in its words). */
export const exportKeyReused = (): ApiError =>
  new ApiError(422, 'IdempotencyKeyReused', 'This Idempotency-Key was already used for a different request.');

/** What the plans say about exports (the export routes refuse past them). */
export const DATA_EXPORT_PLAN_LINES: readonly PlanLine[] = [
  {
    plan: 'EXPLORER',
    list: 'limits',
    order: 27,
    text: `Exports no companies; Innovator exports watchlist folders and search results to CSV, ${rowCount(MONTHLY_EXPORT_ROWS.INNOVATOR)} rows a month.`,
  },
  {
    plan: 'INNOVATOR',
    list: 'includes',
    order: 27,
    text: `CSV export of watchlist folders and search results: ${rowCount(MONTHLY_EXPORT_ROWS.INNOVATOR)} rows a month for your company`,
  },
];
