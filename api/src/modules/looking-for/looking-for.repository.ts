import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies, type LookingForItemDto, type LookingForKind } from '../company/index.js';
import { referenceItems } from '../reference/index.js';
import { lookingForItems } from './looking-for.table.js';

/**
 * A company's looking-for items, reference values first by kind then name, free text last:
 * every item for its members (`full`), the published ones for everyone else.
 */
export async function listLookingForItems(
  db: Executor,
  companyId: number,
  full: boolean,
): Promise<LookingForItemDto[]> {
  const rows = await db
    .select({
      id: lookingForItems.id,
      kind: referenceItems.kind,
      referenceItemId: lookingForItems.referenceItemId,
      referenceName: referenceItems.name,
      text: lookingForItems.text,
      published: lookingForItems.published,
    })
    .from(lookingForItems)
    .leftJoin(referenceItems, eq(referenceItems.id, lookingForItems.referenceItemId))
    .where(and(eq(lookingForItems.companyId, companyId), full ? undefined : eq(lookingForItems.published, true)))
    .orderBy(
      sql`${lookingForItems.referenceItemId} IS NULL`,
      sql`array_position(ARRAY['SERVICES', 'PRODUCTS', 'THERAPEUTIC_AREAS', 'REGIONS'], ${referenceItems.kind}::text)`,
      asc(referenceItems.name),
      asc(lookingForItems.id),
    );
  return rows.map(toItemDto);
}

function toItemDto(row: {
  id: number;
  kind: string | null;
  referenceItemId: number | null;
  referenceName: string | null;
  text: string | null;
  published: boolean;
}): LookingForItemDto {
  return {
    id: row.id,
    kind: (row.referenceItemId === null ? 'TEXT' : row.kind) as LookingForKind,
    referenceItemId: row.referenceItemId,
    name: row.referenceItemId === null ? (row.text ?? '') : (row.referenceName ?? ''),
    published: row.published,
  };
}

/** Name and alias of an active company, by alias or id. */
export async function findLookingForCompany(db: Executor, where: { alias: string } | { id: number }) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, alias: companies.alias })
    .from(companies)
    .where(
      and('alias' in where ? eq(companies.alias, where.alias) : eq(companies.id, where.id), eq(companies.active, true)),
    )
    .limit(1);
  return row;
}
