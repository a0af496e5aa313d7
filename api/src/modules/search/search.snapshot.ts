import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { countries, referenceItems, type ReferenceKind } from '../reference/index.js';
import { companyRoles } from '../company/index.js';
import { PROFILE_CLAIMS } from './search.claims.js';
import { loadRows, type Row } from './search.rows.js';
import { buildColumns, type SearchColumns } from './search.columns.js';
import {
  badgeBit,
  bandId,
  careBit,
  FLAG,
  type IndexedCompany,
  maskOf,
  siteTypeIndex,
  sortKey,
} from './search.model.js';
import { companySearchState } from './search.table.js';

/** Names and tree of the values search counts: reference items, countries, business types. */
export interface SearchLookups {
  references: Map<number, { kind: ReferenceKind; name: string; parentId: number | null }>;
  countries: Map<number, string>;
  roles: Map<number, string>;
}

/** Every active company as of `generation` (and deletion `epoch`), in columns for the pass. */
export interface SearchSnapshot {
  generation: number;
  epoch: number;
  companies: ReadonlyMap<number, IndexedCompany>;
  columns: SearchColumns;
  lookups: SearchLookups;
}

/** The in-memory index's snapshots (the `memory` search index, search.memory.ts, reads them). */
export interface SearchSnapshots {
  /** The snapshot, brought up to date with every company change committed before the call. */
  current(): Promise<SearchSnapshot>;
}

async function loadLookups(db: Executor): Promise<SearchLookups> {
  // One after the other: small reads, and one connection is enough.
  const refs = await db
    .select({
      id: referenceItems.id,
      kind: referenceItems.kind,
      name: referenceItems.name,
      parentId: referenceItems.parentId,
    })
    .from(referenceItems);
  const countryRows = await db.select({ id: countries.id, name: countries.name }).from(countries);
  const roleRows = await db
    .select({ id: companyRoles.id, name: companyRoles.name })
    .from(companyRoles)
    .orderBy(asc(companyRoles.id));
  return {
    references: new Map(refs.map((r) => [r.id, { kind: r.kind, name: r.name, parentId: r.parentId }])),
    countries: new Map(countryRows.map((c) => [c.id, c.name])),
    roles: new Map(roleRows.map((r) => [r.id, r.name])),
  };
}

/** Which facet list an item (or its ancestors) counts in: indications count in their area. */
const LIST_OF: Partial<Record<ReferenceKind, 'services' | 'products' | 'areas' | 'regions'>> = {
  SERVICES: 'services',
  PRODUCTS: 'products',
  THERAPEUTIC_AREAS: 'areas',
  INDICATIONS: 'areas',
  REGIONS: 'regions',
};

const VERIFIED_BIT = {
  MINORITY_OWNED: FLAG.verifiedMinorityOwned,
  WOMEN_OWNED: FLAG.verifiedWomenOwned,
  DISABILITY_OWNED: FLAG.verifiedDisabilityOwned,
  AUDITED_BY_FDA: FLAG.verifiedAuditedByFda,
} as const;

function toIndexed(row: Row, lookups: SearchLookups): IndexedCompany {
  const lists = {
    services: new Set<number>(),
    products: new Set<number>(),
    areas: new Set<number>(),
    regions: new Set<number>(),
  };
  for (const id of row.referenceIds) {
    // Walk up the tree: the item and each ancestor land in the list of their own kind.
    for (let current: number | null = id, depth = 0; current !== null && depth < 5; depth += 1) {
      const item = lookups.references.get(current);
      if (!item) break;
      const list = item.kind === 'INDICATIONS' ? undefined : LIST_OF[item.kind];
      if (list) lists[list].add(current);
      current = item.parentId;
    }
  }
  const flags =
    (row.minorityOwned ? FLAG.minorityOwned : 0) |
    (row.womenOwned ? FLAG.womenOwned : 0) |
    (row.disabilityOwned ? FLAG.disabilityOwned : 0) |
    (row.auditedByFda ? FLAG.auditedByFda : 0) |
    (row.status === 'CLAIMED' ? FLAG.claimed : 0) |
    (row.hasPublishedRequests ? FLAG.publishedRequests : 0) |
    (row.hasPublishedAlerts ? FLAG.publishedAlerts : 0) |
    PROFILE_CLAIMS.reduce((bits, claim, i) => (row.verified[i] ? bits | VERIFIED_BIT[claim] : bits), 0);
  return {
    id: row.id,
    roleId: row.roleId,
    countryId: row.countryId ?? 0,
    band: bandId(row.band),
    siteType: siteTypeIndex(row.siteType),
    careMask: maskOf(row.patientCareSettings, careBit),
    badgeMask: maskOf(row.badges, badgeBit),
    flags,
    services: [...lists.services],
    products: [...lists.products],
    areas: [...lists.areas],
    regions: [...lists.regions],
    nameKey: sortKey(row.name),
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function snapshotOf(
  map: Map<number, IndexedCompany>,
  lookups: SearchLookups,
  state: { generation: number; epoch: number },
): SearchSnapshot {
  return {
    generation: state.generation,
    epoch: state.epoch,
    companies: map,
    columns: buildColumns([...map.values()]),
    lookups,
  };
}

/**
 * The in-memory search snapshots of one api instance. Each call reads the one-row state table (a
 * primary-key read) and, when a company changed since, re-reads only the rows stamped with a newer
 * generation (every row after a deletion), so any replica answers with every committed change.
 */
export function createSearchSnapshots(db: Executor): SearchSnapshots {
  let snapshot: SearchSnapshot | undefined;
  let loading: Promise<void> | undefined;

  async function readState(): Promise<{ generation: number; epoch: number }> {
    const [state] = await db
      .select({ generation: companySearchState.generation, epoch: companySearchState.epoch })
      .from(companySearchState);
    if (!state) throw new Error('company_search_state has no row: migrations not applied');
    return state;
  }
  // Both numbers only grow, so a snapshot at or past the state a caller read includes its writes.
  const freshFor = (s: SearchSnapshot | undefined, state: { generation: number; epoch: number }): boolean =>
    s !== undefined && s.epoch >= state.epoch && s.generation >= state.generation;

  async function refresh(): Promise<void> {
    const state = await readState();
    const previous = snapshot;
    if (freshFor(previous, state)) return;
    if (!previous || previous.epoch !== state.epoch) {
      const lookups = await loadLookups(db);
      const rows = await loadRows(db);
      const map = new Map<number, IndexedCompany>();
      for (const row of rows) if (row.active) map.set(row.id, toIndexed(row, lookups));
      snapshot = snapshotOf(map, lookups, state);
      return;
    }
    const rows = await loadRows(db, previous.generation);
    const unknownReference = rows.some((row) => row.referenceIds.some((id) => !previous.lookups.references.has(id)));
    const lookups = unknownReference ? await loadLookups(db) : previous.lookups;
    const map = new Map(previous.companies);
    for (const row of rows) {
      if (row.active) map.set(row.id, toIndexed(row, lookups));
      else map.delete(row.id);
    }
    snapshot = snapshotOf(map, lookups, state);
  }

  return {
    async current() {
      const state = await readState();
      // One load at a time; a load that started before this caller's read may miss its writes,
      // so the caller waits for it and then loads again.
      while (!freshFor(snapshot, state)) {
        loading ??= refresh().finally(() => {
          loading = undefined;
        });
        await loading;
      }
      return snapshot as SearchSnapshot;
    },
  };
}
