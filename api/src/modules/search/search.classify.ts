import { positionOf, type SearchColumns } from './search.columns.js';
import { type FacetState, MASK, SINGLE } from './search.facet-state.js';
import type { SearchFilters } from './search.index.js';
import { FLAG } from './search.model.js';

/** The FLAG bit of each verified claim. */
const VERIFIED_FLAG = {
  MINORITY_OWNED: FLAG.verifiedMinorityOwned,
  WOMEN_OWNED: FLAG.verifiedWomenOwned,
  DISABILITY_OWNED: FLAG.verifiedDisabilityOwned,
  AUDITED_BY_FDA: FLAG.verifiedAuditedByFda,
} as const;

/** The minimum rating in hundredths, as the index keeps ratings (0: no minimum). */
export const minRatingOf = (f: SearchFilters): number => (f.minRating === null ? 0 : Math.round(f.minRating * 100));

/** What the filter pass reads of a search. */
export interface FilterPass {
  /** The text's matches as ascending positions; null without text (every company is a candidate). */
  candidates: Int32Array | null;
  filters: SearchFilters;
  /** The caller's contracted partners to keep out (EXCLUDE) or to keep only (ONLY_PARTNERS). */
  partners: { ids: ReadonlySet<number>; only: boolean } | null;
}

/** What a position is after the filter pass: a result, out, or failing only the facet `code - 1`. */
export const RESULT = 0;
const OUT = 255;
/** classify's state by level: 0 a result, 1 failing one facet (its code is added), 2 out. */
const CODE_OF_LEVEL = Uint8Array.of(RESULT, 0, OUT);

// The candidates grouped by their state (see classify), so the counting loops (search.count.ts)
// walk dense lists instead of testing every position's state: on random states those tests
// mispredict and cost more than the counting itself (measured: counting took about twice as long).
export interface StateBuckets {
  positions: Int32Array;
  /** Bucket s (RESULT, or a facet's code) is positions[start[s]..start[s + 1]). */
  start: Int32Array;
}

/**
 * Marks, for every candidate k (position candidates[k]), how many active facets it fails
 * (`fails[k]`) and the sum of their codes (`failed[k]`: the failed facet's code when exactly one
 * fails, the only case it is read). One tight loop per facet over typed arrays.
 */
function markFailures(
  f: FacetState,
  code: number,
  candidates: Int32Array,
  fails: Uint8Array,
  failed: Uint8Array,
): void {
  const m = candidates.length;
  const selected = f.selected;
  // Branch-free where it can be: whether a company passes is close to random, and mispredicted
  // branches cost more than the work.
  if (f.kind === SINGLE) {
    const column = f.column;
    for (let k = 0; k < m; k += 1) {
      const miss = (selected[column[candidates[k] as number] as number] as number) ^ 1;
      fails[k] = (fails[k] as number) + miss;
      failed[k] = (failed[k] as number) + miss * code;
    }
  } else if (f.kind === MASK) {
    const column = f.column;
    const mask = f.selectedMask;
    for (let k = 0; k < m; k += 1) {
      const miss = ((column[candidates[k] as number] as number) & mask) === 0 ? 1 : 0;
      fails[k] = (fails[k] as number) + miss;
      failed[k] = (failed[k] as number) + miss * code;
    }
  } else {
    const { start, values } = f.list;
    for (let k = 0; k < m; k += 1) {
      const p = candidates[k] as number;
      let found = false;
      for (let i = start[p] as number, end = start[p + 1] as number; i < end; i += 1) {
        if (selected[values[i] as number] === 1) {
          found = true;
          break;
        }
      }
      if (!found) {
        fails[k] = (fails[k] as number) + 1;
        failed[k] = (failed[k] as number) + code;
      }
    }
  }
}

/** The flags (FLAG bits) a result must all have. */
export function requiredFlags(f: SearchFilters): number {
  return (
    (f.minorityOwned ? FLAG.minorityOwned : 0) |
    (f.womenOwned ? FLAG.womenOwned : 0) |
    (f.disabilityOwned ? FLAG.disabilityOwned : 0) |
    (f.auditedByFDA ? FLAG.auditedByFda : 0) |
    (f.claimedOnly ? FLAG.claimed : 0) |
    (f.publishedRequests ? FLAG.publishedRequests : 0) |
    (f.publishedAlerts ? FLAG.publishedAlerts : 0) |
    f.verifiedClaims.reduce((bits, claim) => bits | VERIFIED_FLAG[claim], 0)
  );
}

/**
 * The pass's large work arrays, kept from search to search: the pass is synchronous, so one set
 * serves every search, and fresh arrays per search (over half a megabyte at 100,000 companies)
 * would mostly be garbage for the collector to chase. Each use takes a filled view of the length.
 */
const scratch = {
  fails: new Uint8Array(0),
  failed: new Uint8Array(0),
  state: new Uint8Array(0),
  partners: new Uint8Array(0),
  positions: new Int32Array(0),
};
function scratchArray<K extends keyof typeof scratch>(key: K, length: number, fill: number): (typeof scratch)[K] {
  if (scratch[key].length < length)
    scratch[key] = (key === 'positions' ? new Int32Array(length) : new Uint8Array(length)) as (typeof scratch)[K];
  const view = scratch[key].subarray(0, length) as (typeof scratch)[K];
  view.fill(fill);
  return view;
}

/** Every position, ascending, per columns: the candidates of a search without text. */
const everyPosition = new WeakMap<SearchColumns, Int32Array>();
function allPositions(c: SearchColumns): Int32Array {
  let all = everyPosition.get(c);
  if (!all) {
    all = Int32Array.from({ length: c.size }, (_, p) => p);
    everyPosition.set(c, all);
  }
  return all;
}

/** A 0/1 flag per position for the given partner ids (null when there is no partner rule). */
function partnerFlagsOf(c: SearchColumns, ids: ReadonlySet<number> | null): Uint8Array | null {
  if (!ids) return null;
  const flags = scratchArray('partners', c.size, 0);
  for (const id of ids) {
    const p = positionOf(c, id);
    if (p >= 0) flags[p] = 1;
  }
  return flags;
}

/**
 * The filter pass over the candidates (the text's matches, else every company) in position order:
 * the state of each position (RESULT, OUT, or the code of the one facet it fails; OUT for every
 * non-candidate), the candidates grouped by state, and the number of results.
 */
export function classify(
  c: SearchColumns,
  pass: FilterPass,
  facets: readonly FacetState[],
): { state: Uint8Array; buckets: StateBuckets; total: number } {
  const candidates = pass.candidates ?? allPositions(c);
  const m = candidates.length;
  const fails = scratchArray('fails', m, 0);
  const failed = scratchArray('failed', m, 0);
  facets.forEach((f, i) => {
    if (f.active) markFailures(f, i + 1, candidates, fails, failed);
  });
  const required = requiredFlags(pass.filters);
  const partners = partnerFlagsOf(c, pass.partners?.ids ?? null);
  const partnerWanted = pass.partners !== null && pass.partners.only ? 1 : 0;
  const flags = c.flags;
  const ratings = c.rating;
  const minRating = minRatingOf(pass.filters);
  const state = scratchArray('state', c.size, OUT);
  const start = new Int32Array(257);
  // Without a partner rule: no company is a partner and none is wanted, so none is out.
  const partnerFlags = partners ?? scratchArray('partners', c.size, 0);
  for (let k = 0; k < m; k += 1) {
    const p = candidates[k] as number;
    // Branch-free (as in markFailures): 0 passes, 1 fails one facet, 2 is out.
    const out =
      (((flags[p] as number) & required) === required ? 0 : 1) |
      ((partnerFlags[p] as number) ^ partnerWanted) |
      ((ratings[p] as number) >= minRating ? 0 : 1);
    const level = Math.min(2, (fails[k] as number) + out * 2);
    const s = (CODE_OF_LEVEL[level] as number) + (level === 1 ? 1 : 0) * (failed[k] as number);
    state[p] = s;
    start[s + 1] = (start[s + 1] as number) + 1;
  }
  for (let s = 1; s <= 256; s += 1) start[s] = (start[s] as number) + (start[s - 1] as number);
  const next = start.slice(0, 256);
  const positions = scratchArray('positions', m, 0);
  for (let k = 0; k < m; k += 1) {
    const p = candidates[k] as number;
    const s = state[p] as number;
    positions[next[s] as number] = p;
    next[s] = (next[s] as number) + 1;
  }
  return { state, buckets: { positions, start }, total: (start[RESULT + 1] as number) - (start[RESULT] as number) };
}
