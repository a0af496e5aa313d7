import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ApiInstance } from '../../http/types.js';
import { users } from '../user/index.js';
import { type Attendee, cancellationMail, seatMail, waitlistMail } from './meetup.mail.js';
import { alreadyRegistered, notRegistered, pastMeetup, unknownMeetup } from './meetup.rules.js';
import { meetupRegistrations, type MeetupRow, meetups } from './meetup.table.js';

export interface Registrant extends Attendee {
  id: number;
}

export interface RegistrationOutcome {
  status: 'REGISTERED' | 'WAITLISTED';
  /** Place in line (1 = next) when WAITLISTED. */
  waitlistPosition: number | null;
}

/** The meetup, locked until the transaction ends: every change of its seats queues behind it. */
async function lockMeetup(tx: Executor, where: { code: string } | { id: number }): Promise<MeetupRow> {
  const [meetup] = await tx
    .select()
    .from(meetups)
    .where('code' in where ? eq(meetups.code, where.code) : eq(meetups.id, where.id))
    .for('update');
  if (!meetup) throw unknownMeetup();
  return meetup;
}

export async function countStatus(
  tx: Executor,
  meetupId: number,
  status: 'REGISTERED' | 'WAITLISTED',
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(meetupRegistrations)
    .where(and(eq(meetupRegistrations.meetupId, meetupId), eq(meetupRegistrations.status, status)));
  return Number(row?.count ?? 0);
}

/**
 * Gives free seats to the first people in line (by id), under the meetup's lock; answers them,
 * to be mailed once the transaction has committed.
 */
export async function fillSeats(tx: Executor, meetup: MeetupRow, now: Date): Promise<Registrant[]> {
  const free = meetup.capacity - (await countStatus(tx, meetup.id, 'REGISTERED'));
  if (free <= 0) return [];
  const next = await tx
    .select({ id: meetupRegistrations.id })
    .from(meetupRegistrations)
    .where(and(eq(meetupRegistrations.meetupId, meetup.id), eq(meetupRegistrations.status, 'WAITLISTED')))
    .orderBy(asc(meetupRegistrations.id))
    .limit(free);
  if (next.length === 0) return [];
  const promoted = await tx
    .update(meetupRegistrations)
    .set({ status: 'REGISTERED', promotedAt: now })
    .where(
      inArray(
        meetupRegistrations.id,
        next.map((row) => row.id),
      ),
    )
    .returning({ userId: meetupRegistrations.userId });
  return registrants(
    tx,
    promoted.map((row) => row.userId),
  );
}

async function registrants(tx: Executor, ids: number[]): Promise<Registrant[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Mails after the commit; a failed mail is logged, never undoes the registration. */
async function mailAll(app: ApiInstance, mails: Parameters<ApiInstance['deps']['mailer']['send']>[0][]) {
  for (const mail of mails) {
    try {
      await app.deps.mailer.send(mail);
    } catch (error) {
      app.log.error({ err: error }, 'could not mail a meetup notice');
    }
  }
}

export const meetupUrls = (app: ApiInstance, code: string) => ({
  publicUrl: app.deps.publicUrl,
  meetupUrl: `${app.deps.publicUrl}/meetups/${code}`,
});

/**
 * Registers the user: a seat while the meetup has one, else a place on its waiting list. The
 * seats are counted under the meetup row's lock, so concurrent registrations never over-book; the
 * partial unique index refuses a second active row of the same user. Mails the .ics (a seat) or
 * the place in line.
 */
export async function registerFor(
  app: ApiInstance,
  where: { code: string } | { id: number },
  user: Registrant,
  source: 'PAGE' | 'SIGNUP' = 'PAGE',
): Promise<RegistrationOutcome> {
  const now = app.deps.clock.now();
  let result: { meetup: MeetupRow; outcome: RegistrationOutcome };
  try {
    result = await app.deps.db.transaction(async (tx) => {
      const meetup = await lockMeetup(tx, where);
      if (meetup.startsAt.getTime() <= now.getTime()) throw pastMeetup();
      const [existing] = await tx
        .select({ status: meetupRegistrations.status })
        .from(meetupRegistrations)
        .where(
          and(
            eq(meetupRegistrations.meetupId, meetup.id),
            eq(meetupRegistrations.userId, user.id),
            ne(meetupRegistrations.status, 'CANCELLED'),
          ),
        );
      if (existing) throw alreadyRegistered(existing.status === 'WAITLISTED');
      const full = (await countStatus(tx, meetup.id, 'REGISTERED')) >= meetup.capacity;
      const status = full ? 'WAITLISTED' : 'REGISTERED';
      await tx
        .insert(meetupRegistrations)
        .values({ meetupId: meetup.id, userId: user.id, status, source, createdAt: now });
      const waitlistPosition = full ? await countStatus(tx, meetup.id, 'WAITLISTED') : null;
      return { meetup, outcome: { status, waitlistPosition } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered(false);
    throw error;
  }
  const { meetup, outcome } = result;
  const urls = meetupUrls(app, meetup.code);
  await mailAll(app, [
    outcome.waitlistPosition === null
      ? seatMail(meetup, user, urls, false)
      : waitlistMail(meetup, user, outcome.waitlistPosition, urls.meetupUrl),
  ]);
  return outcome;
}

/**
 * Cancels the user's registration or place in line. A freed seat goes to the first person in
 * line, in the same transaction; they get the .ics, the canceller a METHOD:CANCEL one.
 */
export async function cancelFor(app: ApiInstance, code: string, user: Registrant): Promise<void> {
  const now = app.deps.clock.now();
  const { meetup, hadSeat, promoted } = await app.deps.db.transaction(async (tx) => {
    const meetup = await lockMeetup(tx, { code });
    if (meetup.startsAt.getTime() <= now.getTime()) throw pastMeetup();
    const [active] = await tx
      .select({ id: meetupRegistrations.id, status: meetupRegistrations.status })
      .from(meetupRegistrations)
      .where(
        and(
          eq(meetupRegistrations.meetupId, meetup.id),
          eq(meetupRegistrations.userId, user.id),
          ne(meetupRegistrations.status, 'CANCELLED'),
        ),
      );
    if (!active) throw notRegistered();
    await tx
      .update(meetupRegistrations)
      .set({ status: 'CANCELLED', cancelledAt: now })
      .where(eq(meetupRegistrations.id, active.id));
    const promoted = active.status === 'REGISTERED' ? await fillSeats(tx, meetup, now) : [];
    return { meetup, hadSeat: active.status === 'REGISTERED', promoted };
  });
  const urls = meetupUrls(app, meetup.code);
  await mailAll(app, [
    cancellationMail(meetup, user, urls, hadSeat),
    ...promoted.map((person) => seatMail(meetup, person, urls, true)),
  ]);
}
