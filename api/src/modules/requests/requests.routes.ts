import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import { notFound } from '../../errors.js';
import { toPage } from '../../http/paging.js';
import { IdParams, NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { loadVisibleRequest } from './requests.access.js';
import { loadRequestDto, loadRequestSummaries } from './requests.dto.js';
import { requestReaderOf } from './requests.reader.js';
import { listRequestIds, type RequestReader } from './requests.repository.js';
import {
  CreateRequestBody,
  REQUEST_FIELD_MESSAGES,
  RequestActionBody,
  RequestDto,
  RequestListQuery,
  RequestPageDto,
  UpdateRequestBody,
} from './requests.schemas.js';
import {
  asPoster,
  closeRequest,
  createRequest,
  deleteRequest,
  POSTING_EXPLORER_MESSAGE,
  publishRequest,
  updateRequest,
} from './requests.service.js';

import { announceRequestPublished } from './requests.jobs.js';

const tags = ['requests'];
const writeConfig = { auth: 'user' as const, fieldMessages: REQUEST_FIELD_MESSAGES };
const REFUSALS = `Refusals: 403 when impersonating or not a company member; 404 for a request of another company (like a missing id); 409 (code 409) on a stale version or a change its status does not allow.`;

export async function requestRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.deps;

  const readerOf = (request: FastifyRequest) => requestReaderOf(app, request);

  /** The request as the reader sees it; a teaser reader sees others' open public requests only. */
  async function readable(reader: RequestReader, id: number) {
    const row = await loadVisibleRequest(db, reader, id);
    const own = row.companyId === reader.companyId;
    if (reader.limited && !own && (row.status !== 'OPEN' || row.visibility !== 'PUBLIC')) throw notFound();
    return row;
  }

  async function answer(request: FastifyRequest, id: number) {
    const reader = await readerOf(request);
    return loadRequestDto(db, reader, await readable(reader, id), app.deps.clock.now());
  }

  const poster = (request: FastifyRequest) => asPoster(requireUser(request));

  app.get(
    '/v1/requests',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Requests (spec §3): ALL / MY / COLLEAGUES with filters; visitors get open public teasers',
        description:
          'ALL: every request the viewer may see except other people’s drafts (status defaults to OPEN). MY: posted by the caller (drafts included). COLLEAGUES: posted by other members of the caller’s company. Visitors and users without a plan get only OPEN PUBLIC requests as teasers (id, kind, status, title, deadline, publishedAt).',
        querystring: RequestListQuery,
        response: { 200: RequestPageDto },
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      const { ids, total, page, size } = await listRequestIds(db, reader, request.query);
      return toPage(await loadRequestSummaries(db, reader, ids), total, page, size);
    },
  );

  app.get(
    '/v1/requests/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One request with every field the viewer may see (404 for what they may not see)',
        params: IdParams,
        response: { 200: RequestDto },
      },
    },
    async (request) => answer(request, request.params.id),
  );

  app.post(
    '/v1/requests',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Post a request: a DRAFT, or published at once (`publish: true`)',
        description: `Needs Innovator: 403 ExplorerLimit ("${POSTING_EXPLORER_MESSAGE}") or SubscriptionRequired. 400 names every field at fault. ${REFUSALS}`,
        body: CreateRequestBody,
        response: { 201: RequestDto },
      },
    },
    async (request, reply) => {
      const id = await createRequest(app, poster(request), request.body);
      const body = await answer(request, id);
      // Matchmaking is queued once the answer is read: on PGlite (one connection) the fan-out's
      // transactions would otherwise hold the answer back.
      if (request.body.publish) await announceRequestPublished(app, id);
      return reply.status(201).send(body);
    },
  );

  app.put(
    '/v1/requests/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edit a DRAFT or OPEN request (not the kind of an OPEN one)',
        description: REFUSALS,
        params: IdParams,
        body: UpdateRequestBody,
        response: { 200: RequestDto },
      },
    },
    async (request) => {
      await updateRequest(app, poster(request), request.params.id, request.body);
      return answer(request, request.params.id);
    },
  );

  /** Publish and close: a change of status on the version the poster saw, answering the request. */
  const statusChange = (
    action: 'publish' | 'close',
    summary: string,
    description: string,
    run: typeof publishRequest,
  ) =>
    app.post(
      `/v1/requests/:id/${action}`,
      {
        config: writeConfig,
        schema: {
          tags,
          summary,
          description,
          params: IdParams,
          body: RequestActionBody,
          response: { 200: RequestDto },
        },
      },
      async (request) => {
        await run(app, poster(request), request.params.id, request.body.version);
        const body = await answer(request, request.params.id);
        if (action === 'publish') await announceRequestPublished(app, request.params.id);
        return body;
      },
    );
  statusChange(
    'publish',
    'Publish a DRAFT: it becomes OPEN and matchmaking notifies matching companies',
    `Needs Innovator. 400 names the fields a complete request still lacks. ${REFUSALS}`,
    publishRequest,
  );
  statusChange('close', 'Close an OPEN request: it takes no more responses', REFUSALS, closeRequest);

  app.delete(
    '/v1/requests/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Delete a DRAFT',
        description: REFUSALS,
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteRequest(app, poster(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
