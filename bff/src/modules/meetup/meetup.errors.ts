import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Refusals of a meetup registration or of the admin form (docs/meetups.md): their words come from the api. */
export const meetupErrors = {
  codes: ['MEETUP_NOT_FOUND', 'MEETUP_ALREADY_REGISTERED', 'MEETUP_NOT_REGISTERED', 'MEETUP_PAST', 'MEETUP_CODE_TAKEN'],
  userFixable: [
    'MEETUP_NOT_FOUND',
    'MEETUP_ALREADY_REGISTERED',
    'MEETUP_NOT_REGISTERED',
    'MEETUP_PAST',
    'MEETUP_CODE_TAKEN',
  ],
  catalogue: {
    MeetupNotFound: {
      code: 'MEETUP_NOT_FOUND',
      message: 'This meetup does not exist. Check the link you were given.',
      upstreamMessage: true,
    },
    MeetupAlreadyRegistered: {
      code: 'MEETUP_ALREADY_REGISTERED',
      message: 'You are already registered for this meetup.',
      upstreamMessage: true,
    },
    MeetupNotRegistered: {
      code: 'MEETUP_NOT_REGISTERED',
      message: 'You are not registered for this meetup.',
      upstreamMessage: true,
    },
    MeetupPast: {
      code: 'MEETUP_PAST',
      message: 'This meetup has already started: registration is closed.',
      upstreamMessage: true,
    },
    MeetupCodeTaken: {
      code: 'MEETUP_CODE_TAKEN',
      message: 'Another meetup already uses this code.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
