import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { referenceItems, type ReferenceKind } from '../reference/index.js';
import { companyReferenceItems } from './company.table.js';

/** The reference kinds whose names feed the full-text document (labels and contacts do not). */
export const TEXT_KINDS: readonly ReferenceKind[] = [
  'SERVICES',
  'PRODUCTS',
  'THERAPEUTIC_AREAS',
  'INDICATIONS',
  'MODALITIES',
  'REGIONS',
  'COMPANY_KEY_SERVICES',
  'SERIES',
];

const textKindList = sql.join(
  TEXT_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/**
 * Recomputes `reference_ids` and `reference_names` of the given companies (all when omitted) from
 * company_reference_items. Callers run it in the transaction that changed the links, so search
 * never sees a company whose document disagrees with its profile.
 */
export async function syncReferenceColumns(db: Executor, companyIds?: readonly number[]): Promise<void> {
  if (companyIds && companyIds.length === 0) return;
  const only = companyIds
    ? sql`AND c.id IN (${sql.join(
        companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    UPDATE companies c
    SET reference_ids = coalesce(
        (SELECT array_agg(cri.reference_item_id ORDER BY cri.reference_item_id) FROM company_reference_items cri WHERE cri.company_id = c.id),
        '{}'),
      reference_names = coalesce(
        (SELECT string_agg(ri.name, ' ' ORDER BY ri.id)
         FROM company_reference_items cri JOIN reference_items ri ON ri.id = cri.reference_item_id
         WHERE cri.company_id = c.id AND ri.kind IN (${textKindList})),
        '')
    WHERE true ${only}`);
}

/**
 * Makes the company's links of `kinds` exactly `ids` (links of other kinds, e.g. labels the
 * platform set, stay), then re-syncs the denormalised columns. Ids must already be checked.
 */
export async function replaceReferences(
  tx: Executor,
  companyId: number,
  kinds: readonly ReferenceKind[],
  ids: readonly number[],
): Promise<void> {
  const ofKinds = tx
    .select({ id: referenceItems.id })
    .from(referenceItems)
    .where(inArray(referenceItems.kind, [...kinds]));
  const keep = ids.length > 0 ? notInArray(companyReferenceItems.referenceItemId, [...ids]) : undefined;
  await tx
    .delete(companyReferenceItems)
    .where(
      and(
        eq(companyReferenceItems.companyId, companyId),
        inArray(companyReferenceItems.referenceItemId, ofKinds),
        keep,
      ),
    );
  if (ids.length > 0) {
    await tx
      .insert(companyReferenceItems)
      .values(ids.map((referenceItemId) => ({ companyId, referenceItemId })))
      .onConflictDoNothing();
  }
  await syncReferenceColumns(tx, [companyId]);
}

/** Reference items by id with their kind, for validating an edit. */
export async function referenceKindsOf(db: Executor, ids: readonly number[]): Promise<Map<number, ReferenceKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind })
    .from(referenceItems)
    .where(inArray(referenceItems.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.kind]));
}
