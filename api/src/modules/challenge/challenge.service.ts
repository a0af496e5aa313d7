import { and, eq } from 'drizzle-orm';
import { dayOf } from '../../clock.js';
import type { Executor } from '../../db/database.js';
import { type FieldError, notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { asPoster, lockOwnRequest, type Poster, requests } from '../requests/index.js';
import {
  challengeExists,
  checkPublishable,
  cleanTexts,
  notInnovation,
  notPublished,
  throwIfAny,
} from './challenge.rules.js';
import type { CreateChallengeBody, UpdateChallengeBody } from './challenge.schemas.js';
import { type ChallengeRow, type ChallengeStatus, challenges } from './challenge.table.js';

/** A poster: a company member acting as themselves (spec §6: REQUESTS is blocked while impersonating), as requests have it. */
export type ChallengePoster = Poster;
export const asChallengePoster = asPoster;

/** The poster's company's challenge and its request, locked (404 for anyone else's). */
async function lockOwnChallenge(tx: Executor, user: ChallengePoster, id: number) {
  const [row] = await tx
    .select({ challenge: challenges, request: requests })
    .from(challenges)
    .innerJoin(requests, eq(requests.id, challenges.requestId))
    .where(and(eq(challenges.id, id), eq(requests.companyId, user.companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const today = (app: ApiInstance) => dayOf(app.deps.clock.now());

/** POST /requests/:id/challenge: a DRAFT, or published at once. */
export async function createChallenge(
  app: ApiInstance,
  user: ChallengePoster,
  requestId: number,
  body: CreateChallengeBody,
): Promise<number> {
  const now = app.deps.clock.now();
  return app.deps.db.transaction(async (tx) => {
    const request = await lockOwnRequest(tx, user, requestId);
    if (request.kind !== 'INNOVATION') throw notInnovation();
    const errors: FieldError[] = [];
    const { publish, ...input } = cleanTexts(body, errors);
    const status: ChallengeStatus = publish ? 'PUBLISHED' : 'DRAFT';
    checkPublishable(input.deadline, status, request, today(app), errors);
    throwIfAny(errors);
    const [row] = await tx
      .insert(challenges)
      .values({
        ...input,
        requestId,
        status,
        createdByUserId: user.id,
        publishedAt: publish ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: challenges.requestId })
      .returning({ id: challenges.id });
    if (!row) throw challengeExists();
    return row.id;
  });
}

/** PATCH /challenges/:id: the fields given; a published one keeps a deadline it may be published with. */
export async function updateChallenge(
  app: ApiInstance,
  user: ChallengePoster,
  id: number,
  body: UpdateChallengeBody,
): Promise<void> {
  await app.deps.db.transaction(async (tx) => {
    const { challenge, request } = await lockOwnChallenge(tx, user, id);
    const errors: FieldError[] = [];
    const input = cleanTexts(body, errors);
    if (input.deadline !== undefined || challenge.status === 'PUBLISHED')
      checkPublishable(input.deadline ?? challenge.deadline, challenge.status, request, today(app), errors);
    throwIfAny(errors);
    await tx
      .update(challenges)
      .set({ ...input, updatedAt: app.deps.clock.now() })
      .where(eq(challenges.id, id));
  });
}

/** Publish (from DRAFT or CLOSED: the deadline must not have passed) or close (a PUBLISHED one). */
export async function setChallengeStatus(
  app: ApiInstance,
  user: ChallengePoster,
  id: number,
  to: 'PUBLISHED' | 'CLOSED',
): Promise<ChallengeRow> {
  const now = app.deps.clock.now();
  return app.deps.db.transaction(async (tx) => {
    const { challenge, request } = await lockOwnChallenge(tx, user, id);
    if (challenge.status === to) return challenge;
    if (to === 'CLOSED' && challenge.status !== 'PUBLISHED') throw notPublished();
    if (to === 'PUBLISHED') {
      const errors: FieldError[] = [];
      checkPublishable(challenge.deadline, 'PUBLISHED', request, today(app), errors);
      throwIfAny(errors);
    }
    const [row] = await tx
      .update(challenges)
      .set(
        to === 'PUBLISHED'
          ? { status: to, publishedAt: now, closedAt: null, updatedAt: now }
          : { status: to, closedAt: now, updatedAt: now },
      )
      .where(eq(challenges.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}
