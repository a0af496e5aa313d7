import type { IndexedCompany } from './search.model.js';

/**
 * A list attribute of every company, compressed: company p's values are values[start[p]..start[p+1]).
 * Also inverted: the positions having value v are positions[byValue[v]..byValue[v+1]), ascending.
 */
export interface ListColumn {
  start: Int32Array;
  values: Int32Array;
  byValue: Int32Array;
  positions: Int32Array;
}

/**
 * The active companies as typed-array columns (position p = one company), the layout the search
 * pass walks: no objects, no closures, so 100,000 companies take a few milliseconds.
 */
export interface SearchColumns {
  size: number;
  id: Int32Array;
  role: Int32Array;
  country: Int32Array;
  band: Int32Array;
  siteType: Int32Array;
  /** Bit masks (careBit, badgeBit) for filtering, and the same as lists of bit indexes for counting. */
  care: Int32Array;
  badge: Int32Array;
  careBits: ListColumn;
  badgeBits: ListColumn;
  flags: Int32Array;
  /** Review average in hundredths, 0 without reviews. */
  rating: Int32Array;
  services: ListColumn;
  products: ListColumn;
  areas: ListColumn;
  regions: ListColumn;
  /** Positions in result order: name A→Z, newest created first, newest updated first (ties by id). */
  byName: Int32Array;
  byCreated: Int32Array;
  byUpdated: Int32Array;
  /** Highest rating first, then most reviews, then name A→Z and id; no reviews last. */
  byRating: Int32Array;
  /** Company id → position, -1 for ids that are not in the snapshot (read it with positionOf). */
  positionById: Int32Array;
}

/** The position of a company id in the columns, or -1. */
export const positionOf = (c: SearchColumns, id: number): number =>
  id >= 0 && id < c.positionById.length ? (c.positionById[id] ?? -1) : -1;

function bitIndexes(mask: number): number[] {
  const bits: number[] = [];
  for (let bit = 0; bit < 31; bit += 1) if ((mask & (1 << bit)) !== 0) bits.push(bit);
  return bits;
}

function listColumn(companies: readonly IndexedCompany[], of: (c: IndexedCompany) => readonly number[]): ListColumn {
  const start = new Int32Array(companies.length + 1);
  let total = 0;
  companies.forEach((c, p) => {
    start[p] = total;
    total += of(c).length;
  });
  start[companies.length] = total;
  const values = new Int32Array(total);
  companies.forEach((c, p) => values.set(of(c), start[p]));
  let maxValue = -1;
  for (const v of values) if (v > maxValue) maxValue = v;
  const byValue = new Int32Array(maxValue + 2);
  for (const v of values) byValue[v + 1] = (byValue[v + 1] as number) + 1;
  for (let v = 1; v < byValue.length; v += 1) byValue[v] = (byValue[v] as number) + (byValue[v - 1] as number);
  const next = byValue.slice(0, Math.max(0, byValue.length - 1));
  const positions = new Int32Array(total);
  for (let p = 0; p < companies.length; p += 1) {
    for (let i = start[p] as number, end = start[p + 1] as number; i < end; i += 1) {
      const v = values[i] as number;
      positions[next[v] as number] = p;
      next[v] = (next[v] as number) + 1;
    }
  }
  return { start, values, byValue, positions };
}

const byNameAsc = (a: IndexedCompany, b: IndexedCompany): number =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id - b.id;
const byTimeDesc =
  (key: 'createdAt' | 'updatedAt') =>
  (a: IndexedCompany, b: IndexedCompany): number =>
    b[key] - a[key] || a.id - b.id;

const byRatingDesc = (a: IndexedCompany, b: IndexedCompany): number =>
  b.rating - a.rating || b.reviewCount - a.reviewCount || byNameAsc(a, b);

export function buildColumns(companies: readonly IndexedCompany[]): SearchColumns {
  // Ids are serial, so a dense id → position table is small and much faster than a Map.
  const positionById = new Int32Array(companies.reduce((max, c) => Math.max(max, c.id), 0) + 1).fill(-1);
  companies.forEach((c, p) => {
    positionById[c.id] = p;
  });
  const column = (of: (c: IndexedCompany) => number) => Int32Array.from(companies, of);
  const order = (compare: (a: IndexedCompany, b: IndexedCompany) => number) =>
    Int32Array.from(companies.slice().sort(compare), (c) => positionById[c.id] ?? 0);
  return {
    size: companies.length,
    id: column((c) => c.id),
    role: column((c) => c.roleId),
    country: column((c) => c.countryId),
    band: column((c) => c.band),
    siteType: column((c) => c.siteType),
    care: column((c) => c.careMask),
    badge: column((c) => c.badgeMask),
    careBits: listColumn(companies, (c) => bitIndexes(c.careMask)),
    badgeBits: listColumn(companies, (c) => bitIndexes(c.badgeMask)),
    flags: column((c) => c.flags),
    rating: column((c) => c.rating),
    services: listColumn(companies, (c) => c.services),
    products: listColumn(companies, (c) => c.products),
    areas: listColumn(companies, (c) => c.areas),
    regions: listColumn(companies, (c) => c.regions),
    byName: order(byNameAsc),
    byCreated: order(byTimeDesc('createdAt')),
    byUpdated: order(byTimeDesc('updatedAt')),
    byRating: order(byRatingDesc),
    positionById,
  };
}
