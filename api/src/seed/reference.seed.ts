import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { companyRoles } from '../modules/company/company.table.js';
import { countries, type ReferenceKind, referenceItems } from '../modules/reference/reference.table.js';
import { COUNTRIES } from './countries.data.js';
import { REFERENCE_DATA, type ReferenceNode } from './reference.data.js';
import { COMPANY_ROLES } from './roles.data.js';

/** Indications hang under therapeutic areas but are their own kind. */
const CHILD_KIND: Partial<Record<ReferenceKind, ReferenceKind>> = { THERAPEUTIC_AREAS: 'INDICATIONS' };

/**
 * Roles, countries and reference items. Idempotent (ON CONFLICT DO NOTHING), so it runs at every
 * start and in every test database; insertion order makes ids identical on every machine.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  await db
    .insert(companyRoles)
    .values([...COMPANY_ROLES])
    .onConflictDoNothing();
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
