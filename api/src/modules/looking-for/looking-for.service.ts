import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { ApiError, notFound, validation } from '../../errors.js';
import { referenceItems } from '../reference/index.js';
import {
  type AddLookingForItemBody,
  LOOKING_FOR_LIMITS,
  type UpdateLookingForItemBody,
} from './looking-for.schemas.js';
import { LOOKING_FOR_REFERENCE_KINDS } from '../company/index.js';
import { lookingForItems } from './looking-for.table.js';

// 409 with the validation code: clients (the bff's catalogue) show it at the field like any invalid input.
const duplicate = (field: string, message: string) => new ApiError(409, 400, message, [{ field, message }]);

const KIND_WORDS: Record<string, string> = {
  SERVICES: 'service',
  PRODUCTS: 'product',
  THERAPEUTIC_AREAS: 'therapeutic area',
  REGIONS: 'region',
};

function cleanText(raw: string | undefined): string {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text.length === 0) throw validation('text', 'Type what you are looking for.');
  if (text.length > LOOKING_FOR_LIMITS.text)
    throw validation('text', `Keep it to ${LOOKING_FOR_LIMITS.text} characters.`);
  return text;
}

/** Adds an item to the company's list: a reference value of an allowed kind or free text, never twice. */
export async function addLookingForItem(db: Executor, companyId: number, body: AddLookingForItemBody, now: Date) {
  const hasReference = body.referenceItemId !== undefined;
  if (hasReference === (body.text !== undefined))
    throw validation(
      hasReference ? 'text' : 'referenceItemId',
      'Pick a service, product, therapeutic area or region, or type what you are looking for.',
    );
  await db.transaction(async (tx) => {
    // One writer per company at a time, so the limit and the duplicate check hold under races.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7150, ${companyId})`);
    const [total] = await tx
      .select({ n: count() })
      .from(lookingForItems)
      .where(eq(lookingForItems.companyId, companyId));
    if ((total?.n ?? 0) >= LOOKING_FOR_LIMITS.items)
      throw validation(
        hasReference ? 'referenceItemId' : 'text',
        `A list holds up to ${LOOKING_FOR_LIMITS.items} items. Remove one first.`,
      );
    if (body.referenceItemId !== undefined) {
      const [ref] = await tx
        .select({ kind: referenceItems.kind, name: referenceItems.name })
        .from(referenceItems)
        .where(eq(referenceItems.id, body.referenceItemId));
      if (!ref || !(LOOKING_FOR_REFERENCE_KINDS as readonly string[]).includes(ref.kind))
        throw validation('referenceItemId', 'Pick a service, product, therapeutic area or region from the list.');
      const [existing] = await tx
        .select({ id: lookingForItems.id })
        .from(lookingForItems)
        .where(
          and(eq(lookingForItems.companyId, companyId), eq(lookingForItems.referenceItemId, body.referenceItemId)),
        );
      if (existing)
        throw duplicate('referenceItemId', `${ref.name} is already on your list (${KIND_WORDS[ref.kind] ?? 'item'}).`);
      await tx.insert(lookingForItems).values({
        companyId,
        referenceItemId: body.referenceItemId,
        published: body.published,
        createdAt: now,
        updatedAt: now,
      });
      return;
    }
    const text = cleanText(body.text);
    await assertNoSameText(tx, companyId, text, null);
    await tx
      .insert(lookingForItems)
      .values({ companyId, text, published: body.published, createdAt: now, updatedAt: now });
  });
}

async function assertNoSameText(tx: Executor, companyId: number, text: string, exceptId: number | null) {
  const [existing] = await tx
    .select({ id: lookingForItems.id })
    .from(lookingForItems)
    .where(
      and(
        eq(lookingForItems.companyId, companyId),
        sql`lower(${lookingForItems.text}) = lower(${text})`,
        exceptId === null ? undefined : sql`${lookingForItems.id} <> ${exceptId}`,
      ),
    );
  if (existing) throw duplicate('text', `"${text}" is already on your list.`);
}

/** Publishes or unpublishes an item (and rewords a free-text one); a foreign id is a 404. */
export async function updateLookingForItem(
  db: Executor,
  companyId: number,
  id: number,
  body: UpdateLookingForItemBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(lookingForItems)
      .where(and(eq(lookingForItems.id, id), eq(lookingForItems.companyId, companyId)))
      .for('update');
    if (!item) throw notFound();
    const change: Partial<typeof lookingForItems.$inferInsert> = { published: body.published, updatedAt: now };
    if (body.text !== undefined) {
      if (item.referenceItemId !== null) throw validation('text', 'Only free-text items can be reworded.');
      change.text = cleanText(body.text);
      await assertNoSameText(tx, companyId, change.text, id);
    }
    await tx.update(lookingForItems).set(change).where(eq(lookingForItems.id, id));
  });
}

export async function removeLookingForItem(db: Executor, companyId: number, id: number): Promise<void> {
  const removed = await db
    .delete(lookingForItems)
    .where(and(eq(lookingForItems.id, id), eq(lookingForItems.companyId, companyId)))
    .returning({ id: lookingForItems.id });
  if (removed.length === 0) throw notFound();
}
