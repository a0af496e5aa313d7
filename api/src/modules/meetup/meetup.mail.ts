import { createEvent } from 'ics';
import type { Mail } from '../../mail/mailer.js';
import type { MeetupRow } from './meetup.table.js';

export interface Attendee {
  email: string;
  firstName: string;
  lastName: string;
}

/** The same UID in every file of a meetup, so calendars update or remove the one event. */
const uidOf = (meetup: MeetupRow, publicUrl: string): string => `meetup-${meetup.code}@${new URL(publicUrl).hostname}`;

/** When it is held, in its own zone, e.g. "Thursday 3 December 2026, 17:00–19:00 GMT (Europe/London)". */
export function whenText(meetup: Pick<MeetupRow, 'startsAt' | 'endsAt' | 'timeZone'>): string {
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: meetup.timeZone });
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: meetup.timeZone });
  const zone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short', timeZone: meetup.timeZone })
    .formatToParts(meetup.startsAt)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${day.format(meetup.startsAt)}, ${time.format(meetup.startsAt)}–${time.format(meetup.endsAt)} ${zone ?? ''} (${meetup.timeZone})`;
}

/**
 * The meetup as an iCalendar file (RFC 5545): METHOD:REQUEST puts it in the attendee's calendar,
 * METHOD:CANCEL (status CANCELLED, a higher SEQUENCE) takes it out again.
 */
export function meetupCalendar(
  meetup: MeetupRow,
  attendee: Attendee,
  method: 'REQUEST' | 'CANCEL',
  urls: { publicUrl: string; meetupUrl: string },
): string {
  const { error, value } = createEvent({
    uid: uidOf(meetup, urls.publicUrl),
    method,
    sequence: meetup.sequence + (method === 'CANCEL' ? 1 : 0),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: meetup.title,
    description: meetup.description,
    start: meetup.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: meetup.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(meetup.venue ? { location: meetup.venue } : meetup.onlineUrl ? { location: meetup.onlineUrl } : {}),
    url: meetup.onlineUrl ?? urls.meetupUrl,
    organizer: { name: 'Trialbridge meetups', email: `meetups@${new URL(urls.publicUrl).hostname}` },
    attendees: [
      {
        name: `${attendee.firstName} ${attendee.lastName}`,
        email: attendee.email,
        rsvp: false,
        partstat: method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
    productId: 'trialbridge/meetups',
  });
  if (error || !value) throw error ?? new Error('the calendar file came out empty');
  return value;
}

function where(meetup: MeetupRow): string[] {
  return [
    ...(meetup.venue ? [`Where: ${meetup.venue}`] : []),
    ...(meetup.onlineUrl ? [`Join online: ${meetup.onlineUrl}`] : []),
  ];
}

const attachment = (meetup: MeetupRow, content: string, method: 'REQUEST' | 'CANCEL') => ({
  filename: `${meetup.code}.ics`,
  content,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

/** Mailed when someone gets a seat (registering, or promoted from the waiting list), with the .ics. */
export function seatMail(
  meetup: MeetupRow,
  attendee: Attendee,
  urls: { publicUrl: string; meetupUrl: string },
  promoted: boolean,
): Mail {
  return {
    to: attendee.email,
    subject: promoted ? `A seat opened up: ${meetup.title}` : `You are registered: ${meetup.title}`,
    text: [
      `Hello ${attendee.firstName},`,
      '',
      promoted
        ? `A seat opened up and you moved from the waiting list: you are now registered for ${meetup.title}.`
        : `You are registered for ${meetup.title}.`,
      '',
      `When: ${whenText(meetup)}`,
      ...where(meetup),
      '',
      'The attached calendar file adds it to your calendar. To cancel, open the meetup:',
      urls.meetupUrl,
    ].join('\n'),
    attachments: [attachment(meetup, meetupCalendar(meetup, attendee, 'REQUEST', urls), 'REQUEST')],
  };
}

/** Mailed when someone joins the waiting list (no calendar file: they have no seat yet). */
export function waitlistMail(meetup: MeetupRow, attendee: Attendee, position: number, meetupUrl: string): Mail {
  return {
    to: attendee.email,
    subject: `You are on the waiting list: ${meetup.title}`,
    text: [
      `Hello ${attendee.firstName},`,
      '',
      `${meetup.title} is full, so you are on its waiting list (number ${position}).`,
      'When a seat opens up you move up automatically, and we mail you the calendar file.',
      '',
      `When: ${whenText(meetup)}`,
      meetupUrl,
    ].join('\n'),
  };
}

/** Mailed when someone cancels a seat: the .ics with METHOD:CANCEL removes it from their calendar. */
export function cancellationMail(
  meetup: MeetupRow,
  attendee: Attendee,
  urls: { publicUrl: string; meetupUrl: string },
  hadSeat: boolean,
): Mail {
  return {
    to: attendee.email,
    subject: `Registration cancelled: ${meetup.title}`,
    text: [
      `Hello ${attendee.firstName},`,
      '',
      hadSeat
        ? `Your registration for ${meetup.title} is cancelled, and your seat goes to the next person in line.`
        : `You have left the waiting list of ${meetup.title}.`,
      '',
      'Changed your mind? Register again while seats remain:',
      urls.meetupUrl,
    ].join('\n'),
    ...(hadSeat
      ? { attachments: [attachment(meetup, meetupCalendar(meetup, attendee, 'CANCEL', urls), 'CANCEL')] }
      : {}),
  };
}
