import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { meetupAdminRoutes } from './meetup.admin.routes.js';
import { meetupByCode, meetupPage, myRegistrations } from './meetup.repository.js';
import { cancelFor, registerFor } from './meetup.registration.js';
import { unknownMeetup } from './meetup.rules.js';
import {
  CodeParams,
  MEETUP_FIELD_MESSAGES,
  MeetupDto,
  MeetupListQuery,
  MeetupPage,
  MyMeetupRegistrationDto,
  MyMeetupRegistrations,
  RegisterBody,
} from './meetup.schemas.js';

const tags = ['meetups'];
const publicConfig = { auth: 'public' as const, fieldMessages: MEETUP_FIELD_MESSAGES };
const userConfig = { auth: 'user' as const, fieldMessages: MEETUP_FIELD_MESSAGES };

/** The caller as a registrant; acting as someone else (impersonation) commits nobody to attend. */
function registrant(request: Parameters<typeof requireUser>[0]) {
  const caller = requireUser(request);
  if (caller.impersonating) throw forbidden();
  const { id, email, firstName, lastName } = caller.user;
  return { id, email, firstName, lastName };
}

/** Meetups (docs/meetups.md): the public list and detail, and a signed-in user's registration. */
export async function meetupRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    '/v1/meetups',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: 'A page of meetups: UPCOMING (soonest first, the default) or PAST (latest first), with seats left',
        querystring: MeetupListQuery,
        response: { 200: MeetupPage },
      },
    },
    async (request) => meetupPage(db, request.query, clock.now()),
  );

  app.get(
    '/v1/meetups/registrations/mine',
    {
      config: userConfig,
      schema: {
        tags,
        summary: "The caller's active registrations: seats and places on waiting lists",
        response: { 200: MyMeetupRegistrations },
      },
    },
    async (request) => myRegistrations(db, requireUser(request).user.id),
  );

  app.get(
    '/v1/meetups/:code',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: 'One meetup by its code, with seats left (404 MeetupNotFound)',
        params: CodeParams,
        response: { 200: MeetupDto },
      },
    },
    async (request) => {
      const meetup = await meetupByCode(db, request.params.code, clock.now());
      if (!meetup) throw unknownMeetup();
      return meetup;
    },
  );

  app.post(
    '/v1/meetups/:code/registration',
    {
      config: userConfig,
      schema: {
        tags,
        summary: 'Register the caller: a seat while one is free, else the waiting list (the answer says which)',
        description:
          '404 MeetupNotFound; 409 MeetupAlreadyRegistered (a seat or a place in line already: not idempotent, the message says which); 409 MeetupPast (started or over); 403 while impersonating. Mails the .ics for a seat.',
        params: CodeParams,
        body: RegisterBody,
        response: { 200: MyMeetupRegistrationDto },
      },
    },
    async (request) => {
      const outcome = await registerFor(app, { code: request.params.code }, registrant(request));
      return { meetupCode: request.params.code, ...outcome, createdAt: clock.now().toISOString() };
    },
  );

  app.delete(
    '/v1/meetups/:code/registration',
    {
      config: userConfig,
      schema: {
        tags,
        summary: "Cancel the caller's seat or place in line; a freed seat goes to the first person waiting",
        description:
          '404 MeetupNotFound; 409 MeetupNotRegistered; 409 MeetupPast; 403 while impersonating. Mails a METHOD:CANCEL .ics for a seat.',
        params: CodeParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await cancelFor(app, request.params.code, registrant(request));
      return reply.status(204).send(null);
    },
  );

  await meetupAdminRoutes(app);
}
