import { ApiError } from '../../errors.js';

/** A meetup's code: lower-case words joined by hyphens (it travels in `/register?event=<code>`). */
export const MEETUP_CODE_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The longest text each field of a meetup takes (the admin form's limits come from the schemas). */
export const MEETUP_TEXT_LIMITS = {
  /** As long as a sign-up's `eventCode` may be, so every code can arrive through `/register?event=`. */
  code: 50,
  title: 150,
  description: 4000,
  venue: 300,
  onlineUrl: 300,
  timeZone: 64,
} as const;

export const MEETUP_CAPACITY = { min: 1, max: 10_000 } as const;

export const UNKNOWN_MEETUP_MESSAGE = 'This meetup does not exist. Check the link you were given.';
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered for this meetup.';
export const ALREADY_WAITLISTED_MESSAGE = 'You are already on the waiting list for this meetup.';
export const NOT_REGISTERED_MESSAGE = 'You are not registered for this meetup.';
export const PAST_MEETUP_MESSAGE = 'This meetup has already started: registration is closed.';
export const CODE_TAKEN_MESSAGE = 'Another meetup already uses this code.';

/** 404: no meetup with this code. */
export const unknownMeetup = (): ApiError => new ApiError(404, 'MeetupNotFound', UNKNOWN_MEETUP_MESSAGE);
/** 409: the caller already holds a seat or a place in line. */
export const alreadyRegistered = (waitlisted: boolean): ApiError =>
  new ApiError(409, 'MeetupAlreadyRegistered', waitlisted ? ALREADY_WAITLISTED_MESSAGE : ALREADY_REGISTERED_MESSAGE);
/** 409: nothing to cancel. */
export const notRegistered = (): ApiError => new ApiError(409, 'MeetupNotRegistered', NOT_REGISTERED_MESSAGE);
/** 409: the meetup has started or is over. */
export const pastMeetup = (): ApiError => new ApiError(409, 'MeetupPast', PAST_MEETUP_MESSAGE);
/** 409: the code is another meetup's. */
export const codeTaken = (): ApiError => new ApiError(409, 'MeetupCodeTaken', CODE_TAKEN_MESSAGE);
