import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { baseFilter, NO_FILTERS } from '../search/index.js';
import type { ReferenceTree } from './report.references.js';

/**
 * The companies report's population, kept in memory: the active companies grouped by profile
 * (business type, the therapeutic areas and the regions each counts for, at every level), one
 * group per distinct profile (a few thousand for 100,000 companies). The report sums the groups
 * (a millisecond) instead of unnesting every company's links in SQL (~400 ms at scale).
 *
 * Fresh on every call, as search's in-memory index is: each call reads search's one-row change
 * state (generation and epoch, bumped by triggers on companies, drizzle/0005) and the number of
 * reference items, and re-reads only the companies stamped with a newer generation (all of them
 * after a deletion or a reference change). So a company saved before the call counts, on any replica.
 */
export interface Profile {
  roleId: number;
  /** THERAPEUTIC_AREAS items it counts for: linked ones and their ancestors (an indication counts in its area). */
  areas: readonly number[];
  /** REGIONS items it counts for: linked ones and their ancestors. */
  regions: readonly number[];
  /** The top-level ones of `areas` and of `regions`: the report's columns and rows. */
  topAreas: readonly number[];
  topRegions: readonly number[];
  companies: number;
}

export interface Population {
  /** Every profile with at least one company. */
  profiles: readonly Profile[];
  references: ReferenceTree;
}

interface State {
  generation: number;
  epoch: number;
  items: number;
}

interface Held {
  state: State;
  /** What callers get: the same object until the next refresh (so results can be kept per object). */
  current: Population;
  references: ReferenceTree;
  /** company id → its profile's key, for the companies in the population. */
  keyOf: Map<number, string>;
  profiles: Map<string, Profile>;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Moves company `id` to the profile of its links (out of the population when `roleId` is null). */
function place(h: Held, id: number, roleId: number | null, referenceIds: readonly number[]): void {
  const previous = h.keyOf.get(id);
  if (previous !== undefined) {
    const profile = h.profiles.get(previous);
    if (profile && --profile.companies === 0) h.profiles.delete(previous);
    h.keyOf.delete(id);
  }
  if (roleId === null) return;
  const areas = new Set<number>();
  const regions = new Set<number>();
  const tops = new Set<number>();
  for (const ref of referenceIds)
    for (const item of h.references.listed(ref)) {
      if (item.kind === 'THERAPEUTIC_AREAS') areas.add(item.id);
      if (item.kind === 'REGIONS') regions.add(item.id);
      if (item.parentId === null) tops.add(item.id);
    }
  const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
  const fresh = {
    roleId,
    areas: sorted(areas),
    regions: sorted(regions),
    topAreas: sorted(areas).filter((id) => tops.has(id)),
    topRegions: sorted(regions).filter((id) => tops.has(id)),
    companies: 0,
  };
  const key = `${roleId}|${fresh.areas.join(',')}|${fresh.regions.join(',')}`;
  const profile = h.profiles.get(key) ?? fresh;
  profile.companies += 1;
  h.profiles.set(key, profile);
  h.keyOf.set(id, key);
}

export function createPopulation(db: Executor, referenceTree: () => Promise<ReferenceTree>): () => Promise<Population> {
  let held: Held | undefined;
  let loading: Promise<void> | undefined;

  const readState = async (): Promise<State> => {
    const [row] = rowsOf<State>(
      await db.execute(sql`SELECT s.generation::float8 AS generation, s.epoch::float8 AS epoch,
        (SELECT count(*)::int FROM reference_items) AS items FROM company_search_state s`),
    );
    if (!row) throw new Error('company_search_state has no row: migrations not applied');
    return row;
  };
  // The numbers only grow (reference items are only added), so a held state at or past the one a
  // caller read includes its writes.
  const freshFor = (h: Held | undefined, s: State): boolean =>
    h !== undefined && h.state.items === s.items && h.state.epoch >= s.epoch && h.state.generation >= s.generation;

  async function refresh(): Promise<void> {
    const state = await readState();
    if (freshFor(held, state)) return;
    const previous = held;
    const whole = !previous || previous.state.epoch !== state.epoch || previous.state.items !== state.items;
    const references = whole ? await referenceTree() : previous.references;
    const next: Held = whole
      ? { state, references, keyOf: new Map(), profiles: new Map(), current: { profiles: [], references } }
      : { ...previous, state };
    // The rows stamped after what is held (every row for a whole load), each in the population
    // (search's base filter) or out of it.
    const since = whole ? sql`` : sql`WHERE c.search_generation > ${previous.state.generation}`;
    const rows = rowsOf<{ id: number; role_id: number; refs: number[]; listed: boolean }>(
      await db.execute(sql`SELECT c.id, c.role_id, c.reference_ids AS refs, (${baseFilter(NO_FILTERS, null)}) AS listed
        FROM companies c ${since}`),
    );
    for (const row of rows) place(next, row.id, row.listed ? row.role_id : null, row.refs);
    // Each profile copied: the next refresh changes the held ones in place.
    next.current = { profiles: [...next.profiles.values()].map((p) => ({ ...p })), references: next.references };
    held = next;
  }

  return async () => {
    const state = await readState();
    // One load at a time; a load that started before this caller's read may miss its writes, so
    // the caller waits for it and loads again (as search's snapshots do).
    while (!freshFor(held, state)) {
      loading ??= refresh().finally(() => {
        loading = undefined;
      });
      await loading;
    }
    return (held as Held).current;
  };
}
