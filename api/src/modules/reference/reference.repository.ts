import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { countries, type ReferenceKind, referenceItems } from './reference.table.js';

/** Parents before children, each group in display order (parents' order, then their own). */
export async function listReferenceItems(db: Executor, kinds: readonly ReferenceKind[] | undefined) {
  const query = db
    .select({
      id: referenceItems.id,
      kind: referenceItems.kind,
      name: referenceItems.name,
      parentId: referenceItems.parentId,
    })
    .from(referenceItems)
    .$dynamic();
  if (kinds && kinds.length > 0) query.where(inArray(referenceItems.kind, [...kinds]));
  return query.orderBy(
    asc(referenceItems.kind),
    sql`${isNull(referenceItems.parentId)} DESC`,
    asc(referenceItems.parentId),
    asc(referenceItems.sortOrder),
    asc(referenceItems.id),
  );
}

export async function listCountries(db: Executor) {
  return db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));
}

export async function findReferenceItems(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems)
    .where(inArray(referenceItems.id, ids));
}
