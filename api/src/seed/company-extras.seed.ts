import type { Executor } from '../db/database.js';
import { lookingForItems } from '../modules/looking-for/looking-for.table.js';
import { contractedPartners } from '../modules/partner/partner.table.js';
import { referenceItems } from '../modules/reference/reference.table.js';
import { bulkInsert } from './bulk-insert.js';
import type { DemoLookingFor } from './demo-attributes.js';

const CHUNK = 500;

/** `KIND/name` → id, for turning reference names into this database's ids. */
export async function referenceIdsByName(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  return new Map(rows.map((r) => [`${r.kind}/${r.name}`, r.id]));
}

/** Inserts looking-for lists as items (named by kind and name; the note a free-text item), in bulk. */
export async function insertLookingFor(
  db: Executor,
  lists: readonly { companyId: number; list: DemoLookingFor }[],
  at: Date,
): Promise<void> {
  if (lists.length === 0) return;
  const refId = await referenceIdsByName(db);
  await bulkInsert(
    db,
    lookingForItems,
    lists.flatMap(({ companyId, list }) => [
      ...[...new Set(list.items.map((item) => refId.get(`${item.kind}/${item.name}`)))]
        .filter((id): id is number => id !== undefined)
        .map((referenceItemId) => ({
          companyId,
          referenceItemId,
          text: null,
          published: list.published,
          createdAt: at,
          updatedAt: at,
        })),
      ...(list.note?.trim()
        ? [
            {
              companyId,
              referenceItemId: null,
              text: list.note.trim(),
              published: list.published,
              createdAt: at,
              updatedAt: at,
            },
          ]
        : []),
    ]),
  );
}

/** Inserts contracted-partner pairs (company → partner), in batches. */
export async function insertPartners(
  db: Executor,
  pairs: readonly [companyId: number, partnerCompanyId: number][],
  at: Date,
): Promise<void> {
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const batch = pairs.slice(i, i + CHUNK);
    if (batch.length > 0)
      await db
        .insert(contractedPartners)
        .values(batch.map(([companyId, partnerCompanyId]) => ({ companyId, partnerCompanyId, createdAt: at })))
        .onConflictDoNothing();
  }
}
