// The shape of the watchlist scale set (npm run seed:scale; docs/watchlists.md "Scale and
// benchmarks"), computed without the database so it is the same on every machine and testable:
// how many entries each scale user keeps, in which folders, and which companies those hold.
import { WATCHLIST_CAPACITY } from '../watchlist.limits.js';

/** Scale users per company at least: enough colleagues to share folders with. */
export const WATCHERS_PER_COMPANY = 4;

export const SCALE_FOLDER_NAMES = [
  'Shortlist',
  'Oncology partners',
  'Sites to visit',
  'Feasibility, next quarter',
  'Backup vendors',
  'EU site networks',
  'Imaging and central labs',
  'Due diligence',
] as const;

/** What users write on a kept company: a line, about one entry in seven. */
export const SCALE_NOTES = [
  'Met at the SCOPE summit; follow up after the budget review.',
  'Strong in rare disease recruitment. Ask for references.',
  'Quoted high last time; worth a second bid.',
  'Good fit for the Phase 2 extension.',
  'Check their EU site coverage before the kick-off.',
  'Introduced by our medical director.',
] as const;

/** A folder of the set: its owner (scale user index), place and the companies it keeps. */
export interface PlannedFolder {
  watcher: number;
  position: number;
  name: string;
  /** Companies kept: scale companies (offset + k * stride) mod companies, k from 0 to size - 1. */
  size: number;
  offset: number;
  stride: number;
}

/** A deterministic 31-bit hash of an integer (so neighbouring users differ). */
export const mix = (n: number): number => {
  let t = Math.imul(n ^ 0x5bd1e995, 0x2c1b3c6d) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1) >>> 0;
  return (t ^ (t >>> 14)) >>> 1;
};

/** One user in a hundred keeps a lot (a business developer's long lists), one in ten a fair amount. */
const weightOf = (u: number): number => (u % 100 === 0 ? 2000 : u % 10 === 0 ? 300 : 5 + (mix(u) % 40));

/** Heavy users use every folder they may; others two to five. */
export const folderCountOf = (u: number): number => (u % 100 === 0 ? 5 : 2 + (mix(u + 7) % 4));

/** The most one folder holds: the plan's limit, or fewer when there are fewer companies. */
export const folderCap = (companies: number): number => Math.min(WATCHLIST_CAPACITY.companiesPerFolder, companies);

/**
 * How many entries each of `watchers` users keeps: `entries` in all, skewed by weightOf, never
 * more than their folders hold (then the set has fewer entries than asked).
 */
export function entryBudgets(watchers: number, entries: number, companies: number): number[] {
  const weights = Array.from({ length: watchers }, (_, u) => weightOf(u));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cap = (u: number) => folderCountOf(u) * folderCap(companies);
  const budgets = weights.map((w, u) => Math.min(cap(u), Math.floor((w * entries) / total)));
  let left = entries - budgets.reduce((sum, b) => sum + b, 0);
  // The rounding's leftovers, one each to the users with room, first to last, as often as needed.
  for (let pass = 0; left > 0 && pass < 1000; pass += 1)
    for (let u = 0; u < watchers && left > 0; u += 1)
      if ((budgets[u] ?? 0) < cap(u)) {
        budgets[u] = (budgets[u] ?? 0) + 1;
        left -= 1;
      }
  return budgets;
}

/** A step through the companies that visits each once (coprime with their number). */
function strideFor(seed: number, companies: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (let s = 7919 + (seed % 1000); s < 7919 + 2000; s += 1) if (gcd(s, companies) === 1) return s % companies || 1;
  return 1;
}

/** User u's folders: the first holds most (up to the plan's 1,000), the others share the rest. */
export function planFolders(u: number, budget: number, companies: number): PlannedFolder[] {
  const count = folderCountOf(u);
  const cap = folderCap(companies);
  const first = Math.min(cap, Math.ceil(budget * 0.7));
  const rest = budget - first;
  return Array.from({ length: count }, (_, position) => {
    const size = position === 0 ? first : Math.floor(rest / (count - 1)) + (position - 1 < rest % (count - 1) ? 1 : 0);
    const seed = mix(u * 8 + position);
    return {
      watcher: u,
      position,
      name: SCALE_FOLDER_NAMES[(u + position) % SCALE_FOLDER_NAMES.length] ?? 'Shortlist',
      size: Math.min(size, cap),
      offset: seed % companies,
      stride: strideFor(seed, companies),
    };
  });
}
