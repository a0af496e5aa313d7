import { requireUser } from '../../auth/auth.hooks.js';
import { notFound } from '../../errors.js';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from '../subscription/index.js';
import { loadVisibleRequest } from '../requests/index.js';
import { asMember, loadOwnRequest, writer } from './proposals.access.js';
import { EXPLORER_RESPONSES_MESSAGE, PROPOSAL_LIMITS } from './proposals.limits.js';
import {
  RequestIdParams,
  RequestResponseDto,
  RequestResponsePageDto,
  RequestWorkspaceDto,
  RespondBody,
  ResponsesQuery,
} from './proposals.schemas.js';
import { findResponseDto, listResponses } from './responses.repository.js';
import { respond, updateResponse, withdrawResponse } from './responses.service.js';
import { loadWorkspace } from './workspace.js';

const tags = ['proposals'];
const config = { auth: 'user' as const };
const respondConfig = {
  ...config,
  fieldMessages: {
    message: `Your response must be 1 to ${PROPOSAL_LIMITS.message.toLocaleString('en-US')} characters.`,
    timeline: `The timeline must be 1 to ${PROPOSAL_LIMITS.timeline} characters.`,
    price: 'The price must be a whole number of US dollars from 0 to 1,000,000,000.',
  },
};

export async function responseRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.deps;
  const billing = billingDeps(app);

  /** The caller company's response, as its own company sees it (404 when there is none). */
  async function mine(requestId: number, companyId: number) {
    const request = await loadVisibleRequest(db, { companyId }, requestId);
    const dto = await findResponseDto(db, { requestId, companyId }, request.companyId, false);
    if (!dto) throw notFound();
    return dto;
  }

  app.get(
    '/v1/requests/:id/workspace',
    {
      config,
      schema: {
        tags,
        summary: "What the caller may do on a request's responses and questions",
        params: RequestIdParams,
        response: { 200: RequestWorkspaceDto },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return loadWorkspace(app.deps, billing, asMember(caller.user), caller.impersonating, request.params.id);
    },
  );

  app.get(
    '/v1/requests/:id/responses',
    {
      config,
      schema: {
        tags,
        summary: "The request's responses side by side (the poster's company only)",
        description: 'sort: createdAt, price or rating, ,ASC or ,DESC (nulls last); default createdAt,ASC.',
        params: RequestIdParams,
        querystring: ResponsesQuery,
        response: { 200: RequestResponsePageDto },
      },
    },
    async (request) => {
      const member = asMember(requireUser(request).user);
      const own = await loadOwnRequest(db, member, request.params.id);
      return listResponses(db, own.id, own.companyId, request.query);
    },
  );

  app.post(
    '/v1/requests/:id/responses',
    {
      config: respondConfig,
      schema: {
        tags,
        summary: "Respond to a request (one response per company); opens a thread with the poster's company",
        description: `Refusals: 409 AlreadyResponded, NotAcceptingResponses, OwnRequest; 403 SubscriptionRequired; 403 ExplorerLimit ("${EXPLORER_RESPONSES_MESSAGE}"); 429 MessageFlood.`,
        params: RequestIdParams,
        body: RespondBody,
        response: { 201: RequestResponseDto },
      },
    },
    async (request, reply) => {
      const member = writer(requireUser(request));
      await respond(app.deps, billing, member, request.params.id, request.body);
      return reply.status(201).send(await mine(request.params.id, member.companyId));
    },
  );

  app.get(
    '/v1/requests/:id/responses/mine',
    {
      config,
      schema: {
        tags,
        summary: "The caller company's response (404 when it has none)",
        params: RequestIdParams,
        response: { 200: RequestResponseDto },
      },
    },
    async (request) => mine(request.params.id, asMember(requireUser(request).user).companyId),
  );

  app.put(
    '/v1/requests/:id/responses/mine',
    {
      config: respondConfig,
      schema: {
        tags,
        summary: "Edit the company's own response while the request accepts responses",
        params: RequestIdParams,
        body: RespondBody,
        response: { 200: RequestResponseDto },
      },
    },
    async (request) => {
      const member = writer(requireUser(request));
      await updateResponse(app.deps, member, request.params.id, request.body);
      return mine(request.params.id, member.companyId);
    },
  );

  app.delete(
    '/v1/requests/:id/responses/mine',
    {
      config,
      schema: {
        tags,
        summary: "Withdraw the company's own response (it may respond again)",
        params: RequestIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await withdrawResponse(app.deps, writer(requireUser(request)), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
