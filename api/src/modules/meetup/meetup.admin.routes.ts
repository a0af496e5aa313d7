import type { ApiInstance } from '../../http/types.js';
import { createMeetup, updateMeetup } from './meetup.admin.js';
import { CodeParams, MEETUP_FIELD_MESSAGES, MeetupBody, MeetupDto } from './meetup.schemas.js';

const tags = ['meetups'];
const config = { auth: 'admin' as const, fieldMessages: MEETUP_FIELD_MESSAGES };

/** The admin group's writes (docs/meetups.md): create and edit meetups. */
export async function meetupAdminRoutes(app: ApiInstance): Promise<void> {
  app.post(
    '/v1/admin/meetups',
    {
      config,
      schema: {
        tags,
        summary: 'Create a meetup (admin group)',
        description:
          '400 naming each wrong field (empty texts, a start in the past, an end before the start, an unknown zone, no venue nor link); 409 MeetupCodeTaken.',
        body: MeetupBody,
        response: { 201: MeetupDto },
      },
    },
    async (request, reply) => reply.status(201).send(await createMeetup(app, request.body)),
  );

  app.put(
    '/v1/admin/meetups/:code',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a meetup (admin group); added seats go to the first people waiting',
        description: '404 MeetupNotFound; 400 as for creating (a start in the past is kept); 409 MeetupCodeTaken.',
        params: CodeParams,
        body: MeetupBody,
        response: { 200: MeetupDto },
      },
    },
    async (request) => updateMeetup(app, request.params.code, request.body),
  );
}
