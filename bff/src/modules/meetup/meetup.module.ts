import type { BffModule } from '../../module.js';
import { createMeetupApi, type MeetupApi } from './meetup.api.js';
import { meetupErrors } from './meetup.errors.js';
import { createMeetupLoaders, type MeetupLoaders } from './meetup.loaders.js';
import { meetupResolvers } from './meetup.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    meetup: MeetupApi;
  }
  interface Loaders extends MeetupLoaders {}
}

/** Meetups: the public list and pages, registration with a waiting list, and the admin form (docs/meetups.md). */
export const meetupModule: BffModule = {
  name: 'meetup',
  resolvers: meetupResolvers,
  errors: meetupErrors,
  api: (rest) => ({ meetup: createMeetupApi(rest) }),
  loaders: (api, session) => createMeetupLoaders(api.meetup, session),
};
