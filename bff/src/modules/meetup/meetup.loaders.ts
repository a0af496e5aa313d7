import DataLoader from 'dataloader';
import type { RequestSession } from '../../session/request.session.js';
import type { MeetupApi, MyMeetupRegistrationDto } from './meetup.api.js';

export interface MeetupLoaders {
  /** The viewer's registration per meetup code: one upstream call per request; null for visitors. */
  myMeetupRegistration: DataLoader<string, MyMeetupRegistrationDto | null>;
}

/** A caller with a users row of their own: signed in, and not the admin group acting as itself. */
const hasUser = (session: RequestSession): boolean => {
  const caller = session.caller;
  return caller !== null && caller.apiKey === null && (!caller.isAdmin || caller.impersonatedUserId !== null);
};

export function createMeetupLoaders(api: MeetupApi, session: RequestSession): MeetupLoaders {
  const myMeetupRegistration = new DataLoader<string, MyMeetupRegistrationDto | null>(async (codes) => {
    if (!hasUser(session)) return codes.map(() => null);
    const mine = new Map((await api.mine()).map((registration) => [registration.meetupCode, registration]));
    return codes.map((code) => mine.get(code) ?? null);
  });
  return { myMeetupRegistration };
}
