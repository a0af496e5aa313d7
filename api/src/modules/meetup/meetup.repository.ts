import { and, asc, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type PageQuery, pageWindow, type PageResult, toPage } from '../../http/paging.js';
import { meetupRegistrations, type MeetupRow, meetups } from './meetup.table.js';

/** A meetup as the routes answer it: its seats counted from the registrations now. */
export interface MeetupView {
  id: number;
  code: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venue: string | null;
  onlineUrl: string | null;
  capacity: number;
  registeredCount: number;
  seatsLeft: number;
  waitlistCount: number;
  registrationOpen: boolean;
}

const registered = sql<number>`(select count(*)::int from ${meetupRegistrations} r where r.meetup_id = "meetups"."id" and r.status = 'REGISTERED')`;
const waitlisted = sql<number>`(select count(*)::int from ${meetupRegistrations} r where r.meetup_id = "meetups"."id" and r.status = 'WAITLISTED')`;
const columns = { meetup: meetups, registered, waitlisted };

export function toView(row: { meetup: MeetupRow; registered: number; waitlisted: number }, now: Date): MeetupView {
  const { meetup } = row;
  const registeredCount = Number(row.registered);
  return {
    id: meetup.id,
    code: meetup.code,
    title: meetup.title,
    description: meetup.description,
    startsAt: meetup.startsAt.toISOString(),
    endsAt: meetup.endsAt.toISOString(),
    timeZone: meetup.timeZone,
    venue: meetup.venue,
    onlineUrl: meetup.onlineUrl,
    capacity: meetup.capacity,
    registeredCount,
    seatsLeft: Math.max(0, meetup.capacity - registeredCount),
    waitlistCount: Number(row.waitlisted),
    registrationOpen: meetup.startsAt.getTime() > now.getTime(),
  };
}

/** Upcoming (not ended, soonest first) or past (ended, latest first) meetups, a page at a time. */
export async function meetupPage(
  db: Executor,
  query: PageQuery & { when?: 'UPCOMING' | 'PAST' },
  now: Date,
): Promise<PageResult<MeetupView>> {
  const { page, size, offset } = pageWindow(query);
  const past = query.when === 'PAST';
  const where = past ? lte(meetups.endsAt, now) : gt(meetups.endsAt, now);
  const order = past ? [desc(meetups.startsAt), desc(meetups.id)] : [asc(meetups.startsAt), asc(meetups.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(meetups)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(meetups)
      .where(where),
  ]);
  return toPage(
    rows.map((row) => toView(row, now)),
    Number(total?.count ?? 0),
    page,
    size,
  );
}

export async function meetupByCode(db: Executor, code: string, now: Date): Promise<MeetupView | null> {
  const [row] = await db.select(columns).from(meetups).where(eq(meetups.code, code));
  return row ? toView(row, now) : null;
}

/** The caller's active registrations, newest first, each waitlisted one with its place in line. */
export async function myRegistrations(db: Executor, userId: number) {
  const rows = await db
    .select({
      meetupCode: meetups.code,
      status: meetupRegistrations.status,
      createdAt: meetupRegistrations.createdAt,
      position: sql<number>`(select count(*)::int from ${meetupRegistrations} w where w.meetup_id = "meetup_registrations"."meetup_id" and w.status = 'WAITLISTED' and w.id <= "meetup_registrations"."id")`,
    })
    .from(meetupRegistrations)
    .innerJoin(meetups, eq(meetups.id, meetupRegistrations.meetupId))
    .where(and(eq(meetupRegistrations.userId, userId), ne(meetupRegistrations.status, 'CANCELLED')))
    .orderBy(desc(meetupRegistrations.id))
    .limit(100);
  return rows.map((row) => ({
    meetupCode: row.meetupCode,
    status: row.status as 'REGISTERED' | 'WAITLISTED',
    waitlistPosition: row.status === 'WAITLISTED' ? Number(row.position) : null,
    createdAt: row.createdAt.toISOString(),
  }));
}
