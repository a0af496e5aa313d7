import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { countries, type ReferenceKind, referenceItems } from './reference.table.js';
import { COUNTRIES } from './countries.data.js';
import { REFERENCE_DATA, type ReferenceNode } from './reference.data.js';
import type { ReferenceRef } from './reference-names.js';

/** Indications hang under therapeutic areas but are their own kind. */
const CHILD_KIND: Partial<Record<ReferenceKind, ReferenceKind>> = { THERAPEUTIC_AREAS: 'INDICATIONS' };

/**
 * Countries and reference items. Idempotent (ON CONFLICT DO NOTHING), so it runs at every start
 * and in every test database; insertion order makes ids identical on every machine.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  await db
    .insert(countries)
    .values(COUNTRIES.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  for (const [kind, nodes] of Object.entries(REFERENCE_DATA) as [ReferenceKind, readonly ReferenceNode[]][]) {
    await seedKind(db, kind, nodes);
  }
}

async function seedKind(db: Executor, kind: ReferenceKind, nodes: readonly ReferenceNode[]): Promise<void> {
  const roots = nodes.map((node, index) => ({
    kind,
    name: typeof node === 'string' ? node : node[0],
    sortOrder: index,
  }));
  await db.insert(referenceItems).values(roots).onConflictDoNothing();
  const withChildren = nodes.filter((node): node is readonly [string, readonly string[]] => typeof node !== 'string');
  if (withChildren.length === 0) return;
  const parents = await db
    .select({ id: referenceItems.id, name: referenceItems.name })
    .from(referenceItems)
    .where(and(eq(referenceItems.kind, kind), isNull(referenceItems.parentId)));
  const idByName = new Map(parents.map((p) => [p.name, p.id]));
  const childKind = CHILD_KIND[kind] ?? kind;
  const children = withChildren.flatMap(([parent, names]) => {
    const parentId = idByName.get(parent);
    if (parentId === undefined) throw new Error(`Reference parent ${kind}/${parent} missing`);
    return names.map((name, index) => ({ kind: childKind, name, parentId, sortOrder: index }));
  });
  await db.insert(referenceItems).values(children).onConflictDoNothing();
}

export const referenceSeed: ModuleSeed = { reference: seedReferenceData };

/** Reference ids by kind and name, and country ids by ISO code, of this database (for seeds that name them). */
export async function referenceLookup(db: Executor): Promise<{
  ref: (r: ReferenceRef) => number;
  country: (code: string) => number;
}> {
  const refId = await referenceIdsByName(db);
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  return {
    ref: (r) => {
      const id = refId.get(`${r.kind}/${r.name}`);
      if (id === undefined) throw new Error(`No reference item ${r.kind}/${r.name}`);
      return id;
    },
    country: (code) => {
      const id = countryId.get(code);
      if (id === undefined) throw new Error(`No country ${code}`);
      return id;
    },
  };
}

/** `KIND/name` → id, for turning reference names into this database's ids. */
export async function referenceIdsByName(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  return new Map(rows.map((r) => [`${r.kind}/${r.name}`, r.id]));
}
