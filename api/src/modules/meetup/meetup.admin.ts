import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.js';
import { type FieldError, requiredText, validation, validationMany } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { meetupByCode, type MeetupView } from './meetup.repository.js';
import { countStatus, fillSeats, meetupUrls, type Registrant } from './meetup.registration.js';
import { seatMail } from './meetup.mail.js';
import { codeTaken, unknownMeetup } from './meetup.rules.js';
import type { MeetupInput } from './meetup.schemas.js';
import { meetups } from './meetup.table.js';

const isZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const isWebLink = (raw: string): boolean => {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The row a valid form makes, or a 400 naming every field that is wrong. */
function checked(input: MeetupInput, now: Date, creating: boolean) {
  const errors: FieldError[] = [];
  const text = (field: 'title' | 'description', raw: string): string => {
    try {
      return requiredText(field, raw);
    } catch {
      errors.push({ field, message: `${field} must not be empty` });
      return '';
    }
  };
  const title = text('title', input.title);
  const description = text('description', input.description);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (creating && startsAt.getTime() <= now.getTime())
    errors.push({ field: 'startsAt', message: 'startsAt must be in the future.' });
  if (endsAt.getTime() <= startsAt.getTime())
    errors.push({ field: 'endsAt', message: 'endsAt must be after startsAt.' });
  const timeZone = input.timeZone.trim();
  if (!isZone(timeZone))
    errors.push({ field: 'timeZone', message: 'timeZone must be an IANA time zone, e.g. Europe/London.' });
  const venue = input.venue?.trim() || null;
  const onlineUrl = input.onlineUrl?.trim() || null;
  if (!venue && !onlineUrl) errors.push({ field: 'venue', message: 'Give a venue, an online link, or both.' });
  if (onlineUrl && !isWebLink(onlineUrl))
    errors.push({ field: 'onlineUrl', message: 'onlineUrl must be an https:// link.' });
  if (errors.length > 0) throw validationMany(errors);
  return {
    code: input.code,
    title,
    description,
    startsAt,
    endsAt,
    timeZone,
    venue,
    onlineUrl,
    capacity: input.capacity,
  };
}

/** Creates a meetup (admin group); a code another meetup uses is refused (409). */
export async function createMeetup(app: ApiInstance, input: MeetupInput): Promise<MeetupView> {
  const now = app.deps.clock.now();
  const values = checked(input, now, true);
  try {
    await app.deps.db.insert(meetups).values({ ...values, createdAt: now, updatedAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  return (await meetupByCode(app.deps.db, values.code, now)) as MeetupView;
}

/** The seats taken refuse a smaller capacity: nobody who holds a seat is demoted by an edit. */
export const capacityBelowTaken = (taken: number): string =>
  `capacity cannot be below the ${taken} seat${taken === 1 ? '' : 's'} already taken.`;

/**
 * Edits a meetup (admin group). Its calendar SEQUENCE rises; more seats go at once to the first
 * people in line (mailed their .ics). Fewer seats than taken are refused (400 on `capacity`), and
 * a start may stay where it is once passed, but not move into the past.
 */
export async function updateMeetup(app: ApiInstance, code: string, input: MeetupInput): Promise<MeetupView> {
  const now = app.deps.clock.now();
  const values = checked(input, now, false);
  let promoted: Registrant[];
  let updated;
  try {
    ({ promoted, updated } = await app.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(meetups).where(eq(meetups.code, code)).for('update');
      if (!current) throw unknownMeetup();
      const moved = values.startsAt.getTime() !== current.startsAt.getTime();
      if (moved && values.startsAt.getTime() <= now.getTime())
        throw validation('startsAt', 'startsAt must be in the future.');
      // Counted under the meetup's lock: a registration racing this edit waits for it.
      const taken = await countStatus(tx, current.id, 'REGISTERED');
      if (values.capacity < taken) throw validation('capacity', capacityBelowTaken(taken));
      const [row] = await tx
        .update(meetups)
        .set({ ...values, sequence: current.sequence + 1, updatedAt: now })
        .where(eq(meetups.id, current.id))
        .returning();
      if (!row) throw unknownMeetup();
      const open = row.startsAt.getTime() > now.getTime();
      return { updated: row, promoted: open ? await fillSeats(tx, row, now) : [] };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  const urls = meetupUrls(app, updated.code);
  for (const person of promoted) {
    try {
      await app.deps.mailer.send(seatMail(updated, person, urls, true));
    } catch (error) {
      app.log.error({ err: error }, 'could not mail a meetup notice');
    }
  }
  return (await meetupByCode(app.deps.db, updated.code, now)) as MeetupView;
}
