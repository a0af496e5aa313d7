import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { ApiError } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { users } from '../user/index.js';
import { registerFor } from './meetup.registration.js';
import { meetupRegistrations, meetups } from './meetup.table.js';

/** Event sign-ups one sweep registers at most (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

/**
 * Registers people who signed up through `/register?event=<code>` (users.event_code) for that
 * meetup, once their account is active (identity made, approved, not deactivated), while it is
 * still ahead. Someone who already has a row for it, cancelled ones included, is left alone: a
 * cancellation is never undone by a sweep. With `userId`, only that user (the sign-up's job).
 */
export async function registerEventSignups(app: ApiInstance, userId?: number): Promise<number> {
  const now = app.deps.clock.now();
  const pending = await app.deps.db
    .select({
      meetupId: meetups.id,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(users)
    .innerJoin(meetups, eq(meetups.code, sql`lower(trim(${users.eventCode}))`))
    .leftJoin(
      meetupRegistrations,
      and(eq(meetupRegistrations.meetupId, meetups.id), eq(meetupRegistrations.userId, users.id)),
    )
    .where(
      and(
        userId === undefined ? undefined : eq(users.id, userId),
        isNotNull(users.cognitoSub),
        eq(users.approvalStatus, 'APPROVED'),
        eq(users.active, true),
        gt(meetups.startsAt, now),
        isNull(meetupRegistrations.id),
      ),
    )
    .orderBy(asc(users.id))
    .limit(SWEEP_BATCH);
  let registered = 0;
  for (const row of pending) {
    try {
      await registerFor(app, { id: row.meetupId }, row.user, 'SIGNUP');
      registered += 1;
    } catch (error) {
      // Registered meanwhile (the page, or a parallel run) or started meanwhile: nothing to do.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return registered;
}
