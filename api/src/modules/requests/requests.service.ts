import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { dayOf } from '../../clock.js';
import type { Executor } from '../../db/database.js';
import { ApiError, forbidden, notFound, stateChanged, validationMany } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import { referenceKindsOf } from '../company/index.js';
import type { UserRow } from '../user/index.js';
import { refreshPublishedRequestsFlag } from './requests.repository.js';
import type { CreateRequestBody, UpdateRequestBody } from './requests.schemas.js';
import { type RequestRow, requestInvites, requests } from './requests.table.js';
import { completenessErrors, DEADLINE_PAST, type RequestValues, validateRequest } from './requests.validate.js';

export const POSTING_EXPLORER_MESSAGE = "Posting requests is part of Innovator. Upgrade to post your company's needs.";
export const POSTING_SUBSCRIPTION_MESSAGE =
  "Posting requests needs a Trialbridge subscription. Choose a plan to post your company's needs.";

/** A poster: a company member acting as themselves (spec §6: REQUESTS is blocked while impersonating). */
export type Poster = UserRow & { companyId: number };

export function asPoster(caller: Caller & { user: UserRow }): Poster {
  if (caller.impersonating || caller.user.companyId === null) throw forbidden();
  return caller.user as Poster;
}

/** Posting and publishing need Innovator: Explorer is offered the upgrade, NONE a plan. */
async function assertCanPost(app: ApiInstance, user: Poster): Promise<void> {
  const plan = await planInForce(billingDeps(app), user);
  if (plan === 'NONE') throw new ApiError(403, 'SubscriptionRequired', POSTING_SUBSCRIPTION_MESSAGE);
  if (plan === 'EXPLORER') throw new ApiError(403, 'ExplorerLimit', POSTING_EXPLORER_MESSAGE);
}

const today = (app: ApiInstance) => dayOf(app.deps.clock.now());

/** The poster's company's request, locked for the change; anyone else's answers 404 like a missing id. */
export async function lockOwnRequest(tx: Executor, user: Poster, id: number): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.companyId, user.companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function replaceInvites(tx: Executor, requestId: number, companyIds: readonly number[], at: Date) {
  await tx.delete(requestInvites).where(eq(requestInvites.requestId, requestId));
  if (companyIds.length > 0)
    await tx.insert(requestInvites).values(companyIds.map((companyId) => ({ requestId, companyId, invitedAt: at })));
}

const columns = ({ invitedCompanyIds: _invited, ...row }: RequestValues) => row;
const publication = (now: Date) => ({ status: 'OPEN' as const, publishedAt: now, matchmaking: 'PENDING' as const });

/** POST /requests: a DRAFT, or published at once (then every field its kind requires). */
export async function createRequest(app: ApiInstance, user: Poster, body: CreateRequestBody): Promise<number> {
  await assertCanPost(app, user);
  const { publish, ...input } = body;
  const now = app.deps.clock.now();
  const id = await app.deps.db.transaction(async (tx) => {
    const values = await validateRequest(tx, input, {
      today: today(app),
      complete: publish,
      companyId: user.companyId,
    });
    const [row] = await tx
      .insert(requests)
      .values({
        ...columns(values),
        companyId: user.companyId,
        createdByUserId: user.id,
        createdAt: now,
        updatedAt: now,
        ...(publish ? publication(now) : {}),
      })
      .returning({ id: requests.id });
    if (!row) throw new Error('request insert returned nothing');
    await replaceInvites(tx, row.id, values.invitedCompanyIds, now);
    if (publish) await refreshPublishedRequestsFlag(tx, user.companyId);
    return row.id;
  });
  return id;
}

/** PUT /requests/{id}: a DRAFT or an OPEN request (not its kind), on the version it was read at. */
export async function updateRequest(
  app: ApiInstance,
  user: Poster,
  id: number,
  body: UpdateRequestBody,
): Promise<void> {
  const { version, ...input } = body;
  const now = app.deps.clock.now();
  await app.deps.db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, user, id);
    if (row.version !== version) throw stateChanged();
    if (row.status !== 'DRAFT' && row.status !== 'OPEN') throw stateChanged();
    const open = row.status === 'OPEN';
    if (open && input.kind !== row.kind)
      throw validationMany([{ field: 'kind', message: 'The kind of a published request cannot change.' }]);
    const values = await validateRequest(tx, input, { today: today(app), complete: open, companyId: user.companyId });
    await tx
      .update(requests)
      .set({ ...columns(values), updatedAt: now, version: sql`${requests.version} + 1` })
      .where(eq(requests.id, id));
    await replaceInvites(tx, id, values.invitedCompanyIds, now);
    if (open) await refreshPublishedRequestsFlag(tx, user.companyId);
  });
}

/** POST /requests/{id}/publish: a complete DRAFT becomes OPEN and goes to matchmaking. */
export async function publishRequest(app: ApiInstance, user: Poster, id: number, version?: number): Promise<void> {
  await assertCanPost(app, user);
  const now = app.deps.clock.now();
  await app.deps.db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, user, id);
    if (row.status !== 'DRAFT' || (version !== undefined && row.version !== version)) throw stateChanged();
    const invited = await tx
      .select({ id: requestInvites.companyId })
      .from(requestInvites)
      .where(eq(requestInvites.requestId, id));
    const values: RequestValues = { ...row, invitedCompanyIds: invited.map((i) => i.id) };
    const errors = completenessErrors(values, await referenceKindsOf(tx, row.referenceIds));
    if (row.responseDeadline < today(app)) errors.unshift({ field: 'responseDeadline', message: DEADLINE_PAST });
    if (errors.length > 0) throw validationMany(errors);
    await tx
      .update(requests)
      .set({ ...publication(now), updatedAt: now, version: sql`${requests.version} + 1` })
      .where(eq(requests.id, id));
    await refreshPublishedRequestsFlag(tx, user.companyId);
  });
}

/** POST /requests/{id}/close: an OPEN request stops taking responses. */
export async function closeRequest(app: ApiInstance, user: Poster, id: number, version?: number): Promise<void> {
  const now = app.deps.clock.now();
  await app.deps.db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, user, id);
    if (row.status !== 'OPEN' || (version !== undefined && row.version !== version)) throw stateChanged();
    await tx
      .update(requests)
      .set({ status: 'CLOSED', closedAt: now, updatedAt: now, version: sql`${requests.version} + 1` })
      .where(eq(requests.id, id));
    await refreshPublishedRequestsFlag(tx, user.companyId);
  });
}

/** DELETE /requests/{id}: drafts only (a published request is closed instead). */
export async function deleteRequest(app: ApiInstance, user: Poster, id: number): Promise<void> {
  await app.deps.db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, user, id);
    if (row.status !== 'DRAFT') throw stateChanged();
    await tx.delete(requests).where(eq(requests.id, id));
  });
}
