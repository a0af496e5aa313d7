import { and, eq, inArray } from 'drizzle-orm';
import { dayOf } from '../../clock.js';
import type { Executor } from '../../db/database.js';
import { ApiError, type FieldError, notFound, validationMany } from '../../errors.js';
import { findCompanySummary } from '../company/index.js';
import { referenceItems, type ReferenceKind } from '../reference/index.js';
import { statusOf, syncPublishedAlertsFlag } from './capability.repository.js';
import type { CapabilityAlertBody } from './capability.schemas.js';
import { type CapabilityAlertRow, capabilityAlerts } from './capability.table.js';

export const ALERTS_NOT_OFFERED_MESSAGE =
  'Capability alerts are for vendors and sites: your company type does not publish them.';
// Platform codes (403, 409), so every client maps them without a catalogue entry of their own.
export const alertsNotOffered = (): ApiError => new ApiError(403, 403, ALERTS_NOT_OFFERED_MESSAGE);
const alertConflict = (message: string): ApiError => new ApiError(409, 409, message);

/** Role types that publish capability alerts. */
export const ALERT_PUBLISHER_TYPES: readonly string[] = ['Vendor', 'Site'];

/** The caller's company, when its type publishes alerts (else 403). */
export async function assertAlertPublisher(db: Executor, companyId: number): Promise<void> {
  const company = await findCompanySummary(db, companyId);
  if (!company || !ALERT_PUBLISHER_TYPES.includes(company.role.type)) throw alertsNotOffered();
}

function addYear(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  // 29 February plus a year is 28 February, not 1 March.
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return dayOf(next);
}

const REF_FIELDS: readonly [keyof CapabilityAlertBody & string, ReferenceKind, string][] = [
  ['serviceIds', 'SERVICES', 'services'],
  ['therapeuticAreaIds', 'THERAPEUTIC_AREAS', 'therapeutic areas'],
  ['regionIds', 'REGIONS', 'regions'],
];

/** The body checked field by field (every refusal at once), as the values to store. */
async function cleanAlert(db: Executor, body: CapabilityAlertBody, today: string) {
  const errors: FieldError[] = [];
  const title = body.title.trim();
  const description = body.description.trim();
  if (title.length === 0) errors.push({ field: 'title', message: 'Give the alert a title.' });
  if (description.length === 0) errors.push({ field: 'description', message: 'Describe what you can offer.' });
  if (body.validUntil < today) errors.push({ field: 'validUntil', message: 'Valid until must be today or later.' });
  else if (body.validUntil > addYear(today))
    errors.push({ field: 'validUntil', message: 'Valid until must be at most a year from today.' });
  if (body.serviceIds.length === 0) errors.push({ field: 'serviceIds', message: 'Choose at least one service.' });
  const all = [...new Set([...body.serviceIds, ...body.therapeuticAreaIds, ...body.regionIds])];
  const found =
    all.length === 0
      ? []
      : await db
          .select({ id: referenceItems.id, kind: referenceItems.kind })
          .from(referenceItems)
          .where(inArray(referenceItems.id, all));
  const kindOf = new Map(found.map((r) => [r.id, r.kind]));
  for (const [field, kind, words] of REF_FIELDS) {
    const list = body[field] as number[];
    if (list.some((id) => kindOf.get(id) !== kind)) errors.push({ field, message: `Choose ${words} from the list.` });
  }
  if (errors.length > 0) throw validationMany(errors);
  return { title, description, validUntil: body.validUntil, referenceIds: all.sort((a, b) => a - b) };
}

/** Creates an alert (a draft, or published at once); the caller's company must publish alerts. */
export async function createAlert(
  db: Executor,
  user: { id: number; companyId: number },
  body: CapabilityAlertBody & { publish: boolean },
  now: Date,
): Promise<number> {
  await assertAlertPublisher(db, user.companyId);
  const values = await cleanAlert(db, body, dayOf(now));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(capabilityAlerts)
      .values({
        ...values,
        companyId: user.companyId,
        createdByUserId: user.id,
        publishedAt: body.publish ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: capabilityAlerts.id });
    if (!row) throw new Error('alert insert returned nothing');
    if (body.publish) await syncPublishedAlertsFlag(tx, user.companyId, dayOf(now));
    return row.id;
  });
}

async function lockOwnAlert(tx: Executor, companyId: number, id: number): Promise<CapabilityAlertRow> {
  const [row] = await tx
    .select()
    .from(capabilityAlerts)
    .where(and(eq(capabilityAlerts.id, id), eq(capabilityAlerts.companyId, companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const statusNow = (row: CapabilityAlertRow, today: string) =>
  statusOf({ published_at: row.publishedAt, withdrawn_at: row.withdrawnAt, valid_until: row.validUntil }, today);

/** Edits an alert in any state (its state stays; an expired one extended becomes current again). */
export async function updateAlert(db: Executor, companyId: number, id: number, body: CapabilityAlertBody, now: Date) {
  await assertAlertPublisher(db, companyId);
  const values = await cleanAlert(db, body, dayOf(now));
  await db.transaction(async (tx) => {
    await lockOwnAlert(tx, companyId, id);
    await tx
      .update(capabilityAlerts)
      .set({ ...values, updatedAt: now })
      .where(eq(capabilityAlerts.id, id));
    await syncPublishedAlertsFlag(tx, companyId, dayOf(now));
  });
}

/**
 * Publishes a draft or a withdrawn alert (true), or leaves a current one as it is (false: no new
 * matchmaking). An expired one needs a new valid-until date first.
 */
export async function publishAlert(db: Executor, companyId: number, id: number, now: Date): Promise<boolean> {
  await assertAlertPublisher(db, companyId);
  const today = dayOf(now);
  return db.transaction(async (tx) => {
    const row = await lockOwnAlert(tx, companyId, id);
    const status = statusNow(row, today);
    if (status === 'CURRENT') return false;
    if (row.validUntil < today)
      throw validationMany([{ field: 'validUntil', message: 'Valid until must be today or later.' }]);
    await tx
      .update(capabilityAlerts)
      .set({ publishedAt: now, withdrawnAt: null, updatedAt: now })
      .where(eq(capabilityAlerts.id, id));
    await syncPublishedAlertsFlag(tx, companyId, today);
    return true;
  });
}

/** Withdraws a published alert: it leaves the public list at once. */
export async function withdrawAlert(db: Executor, companyId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnAlert(tx, companyId, id);
    if (!row.publishedAt) throw alertConflict('This alert is a draft: delete it instead.');
    if (!row.withdrawnAt)
      await tx.update(capabilityAlerts).set({ withdrawnAt: now, updatedAt: now }).where(eq(capabilityAlerts.id, id));
    await syncPublishedAlertsFlag(tx, companyId, dayOf(now));
  });
}

/** Deletes a draft (published alerts are withdrawn, so their history stays). */
export async function deleteAlert(db: Executor, companyId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnAlert(tx, companyId, id);
    if (row.publishedAt) throw alertConflict('Only drafts can be deleted: withdraw a published alert instead.');
    await tx.delete(capabilityAlerts).where(eq(capabilityAlerts.id, id));
    await syncPublishedAlertsFlag(tx, companyId, dayOf(now));
  });
}
