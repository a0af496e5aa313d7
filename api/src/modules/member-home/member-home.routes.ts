import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { homeCaller } from './member-home.caller.js';
import { homeCompleteness } from './member-home.completeness.js';
import { homeDeadlines } from './member-home.deadlines.js';
import {
  HOME_LIST_SIZE,
  HomeCompletenessDto,
  HomeDeadlinesDto,
  HomeQuery,
  HomeWatchedDto,
  WaitingThreadsDto,
} from './member-home.schemas.js';
import { waitingThreads } from './member-home.threads.js';
import { homeWatched } from './member-home.watched.js';

const tags = ['member-home'];
const config = { auth: 'user' as const, fieldMessages: { size: 'size must be a whole number from 1 to 20' } };
const base = '/v1/users/me/home';

/** Spec §6: the inbox and requests are the user's own, refused while an admin acts as them. */
async function refuseImpersonation(request: FastifyRequest): Promise<void> {
  if (request.caller?.impersonating) throw forbidden();
}

/** The member's home (docs/member-home.md): one route per section, so each loads and fails alone. */
export async function memberHomeRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    `${base}/threads`,
    {
      config,
      preValidation: refuseImpersonation,
      schema: {
        tags,
        summary: "Threads waiting for the caller's reply: the last message is another company's",
        description: 'Refused (403) while impersonating, as the inbox is.',
        querystring: HomeQuery,
        response: { 200: WaitingThreadsDto },
      },
    },
    async (request) => waitingThreads(db, homeCaller(request), request.query.size ?? HOME_LIST_SIZE),
  );

  app.get(
    `${base}/deadlines`,
    {
      config,
      preValidation: refuseImpersonation,
      schema: {
        tags,
        summary: "The company's open requests and its responses to others', with their deadlines",
        description: 'Refused (403) while impersonating, as requests are.',
        querystring: HomeQuery,
        response: { 200: HomeDeadlinesDto },
      },
    },
    async (request) => homeDeadlines(db, homeCaller(request), request.query.size ?? HOME_LIST_SIZE),
  );

  app.get(
    `${base}/watched`,
    {
      config,
      schema: {
        tags,
        summary: 'The companies the caller watches and their latest watch updates',
        description: "While impersonating, `changes` is null (they are the user's notifications).",
        querystring: HomeQuery,
        response: { 200: HomeWatchedDto },
      },
    },
    async (request) => homeWatched(db, homeCaller(request), request.query.size ?? HOME_LIST_SIZE, clock.now()),
  );

  app.get(
    `${base}/completeness`,
    {
      config,
      schema: {
        tags,
        summary: "How complete the caller's profile and interests are",
        response: { 200: HomeCompletenessDto },
      },
    },
    async (request) => homeCompleteness(db, homeCaller(request)),
  );
}
