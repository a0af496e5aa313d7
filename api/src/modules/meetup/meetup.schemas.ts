import { type Static, Type } from 'typebox';
import { Page, PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { MEETUP_CAPACITY, MEETUP_CODE_PATTERN, MEETUP_TEXT_LIMITS as L } from './meetup.rules.js';

const Code = Type.String({
  pattern: MEETUP_CODE_PATTERN,
  maxLength: L.code,
  description: 'The meetup code: lower-case words joined by hyphens, as in /register?event=<code>.',
});
const RegistrationStatus = Type.Enum(['REGISTERED', 'WAITLISTED'], {
  description: 'REGISTERED holds a seat; WAITLISTED waits in line for one.',
});

export const CodeParams = Type.Object({ code: Code });

export const MeetupListQuery = Type.Object({
  ...Type.Pick(PageQuery, ['page', 'size']).properties,
  when: Type.Optional(
    Type.Enum(['UPCOMING', 'PAST'], {
      default: 'UPCOMING',
      description: 'UPCOMING (not ended yet, soonest first) or PAST (ended, latest first).',
    }),
  ),
});

export const MeetupDto = Type.Object(
  {
    id: Type.Integer(),
    code: Code,
    title: Type.String(),
    description: Type.String(),
    startsAt: DateTime,
    endsAt: DateTime,
    timeZone: Type.String({ description: 'The IANA zone it is held in, e.g. Europe/London.' }),
    venue: Nullable(Type.String({ description: 'Where it is held in person; null when online only.' })),
    onlineUrl: Nullable(Type.String({ description: 'The link to join online; null when in person only.' })),
    capacity: Type.Integer({ description: 'Seats in all.' }),
    registeredCount: Type.Integer({ description: 'Seats taken.' }),
    seatsLeft: Type.Integer({ description: 'Seats free (capacity minus seats taken, never below 0).' }),
    waitlistCount: Type.Integer({ description: 'People on the waiting list.' }),
    registrationOpen: Type.Boolean({ description: 'False once the meetup has started.' }),
  },
  { title: 'MeetupDto', description: 'A meetup with its seats as they stand now.' },
);
export const MeetupPage = Page(MeetupDto, 'A page of meetups.');

export const MyMeetupRegistrationDto = Type.Object(
  {
    meetupCode: Code,
    status: RegistrationStatus,
    waitlistPosition: Nullable(Type.Integer({ description: 'Place in line (1 = next), when WAITLISTED.' })),
    createdAt: DateTime,
  },
  { title: 'MyMeetupRegistrationDto', description: "The caller's active registration for a meetup." },
);
export const MyMeetupRegistrations = Type.Array(MyMeetupRegistrationDto, {
  description: "The caller's active registrations (at most 100, newest first).",
});

const text = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, description });
const optionalText = (maxLength: number, description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength, description })));

export const MeetupBody = Type.Object(
  {
    code: Code,
    title: text(L.title, 'The title.'),
    description: text(L.description, 'What happens, for whom (plain text, line breaks kept).'),
    startsAt: Type.String({ format: 'date-time', description: 'When it starts (an instant with its offset).' }),
    endsAt: Type.String({ format: 'date-time', description: 'When it ends; after startsAt.' }),
    timeZone: text(L.timeZone, 'The IANA zone it is held in, e.g. Europe/London.'),
    venue: optionalText(L.venue, 'Where it is held in person (at least one of venue and onlineUrl).'),
    onlineUrl: optionalText(L.onlineUrl, 'An https link to join online.'),
    capacity: Type.Integer({ minimum: MEETUP_CAPACITY.min, maximum: MEETUP_CAPACITY.max, description: 'Seats.' }),
  },
  { title: 'MeetupBody', additionalProperties: false },
);
export type MeetupInput = Static<typeof MeetupBody>;

export const MEETUP_FIELD_MESSAGES = {
  code: 'code must be lower-case letters and digits joined by hyphens, at most 50 characters.',
  startsAt: 'startsAt must be a date and time.',
  endsAt: 'endsAt must be a date and time.',
  capacity: `capacity must be a whole number from ${MEETUP_CAPACITY.min} to ${MEETUP_CAPACITY.max}.`,
};

/** Registering takes nothing: the caller registers themselves. */
export const RegisterBody = Type.Object({}, { title: 'MeetupRegisterBody', additionalProperties: false });
