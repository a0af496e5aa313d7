import { ApiError } from '../../errors.js';
import type { PlanLine } from '../../http/module.js';
import type { Plan } from '../subscription/index.js';

/** How many companies a compare list holds: what reads side by side on a laptop. */
export const COMPARE_CAPACITY = 4;
/**
 * Explorer's compare list (spec §1: Explorer is "freemium, limited"): two companies, one pair at a
 * time. The plans' texts say so (COMPARE_PLAN_LINES).
 */
export const EXPLORER_COMPARE_CAPACITY = 2;

/** The capacity of a list whose owner's company has `plan` in force. */
export const compareCapacity = (plan: Plan): number =>
  plan === 'EXPLORER' ? EXPLORER_COMPARE_CAPACITY : COMPARE_CAPACITY;

export const EXPLORER_LIMIT_MESSAGE = `Explorer compares up to ${EXPLORER_COMPARE_CAPACITY} companies at a time. Upgrade to Innovator to compare up to ${COMPARE_CAPACITY}.`;

/**
 * An Explorer list that is full: a refusal of its own (not the 400 of a full list), so clients
 * offer the upgrade (spec §4's Explorer modal) instead of "remove one".
 */
export const explorerLimit = (): ApiError =>
  new ApiError(403, 'ExplorerLimit', EXPLORER_LIMIT_MESSAGE, [{ field: 'companyId', message: EXPLORER_LIMIT_MESSAGE }]);

/** What the plans say about comparing (the compare routes refuse more with ExplorerLimit). */
export const COMPARE_PLAN_LINES: readonly PlanLine[] = [
  {
    plan: 'EXPLORER',
    list: 'includes',
    order: 40,
    text: `Side-by-side comparison of up to ${EXPLORER_COMPARE_CAPACITY} companies at a time`,
  },
  {
    plan: 'EXPLORER',
    list: 'limits',
    order: 40,
    text: `Compares up to ${EXPLORER_COMPARE_CAPACITY} companies at a time; Innovator compares up to ${COMPARE_CAPACITY}.`,
  },
  {
    plan: 'INNOVATOR',
    list: 'includes',
    order: 40,
    text: `Side-by-side comparison of up to ${COMPARE_CAPACITY} companies at a time`,
  },
];
