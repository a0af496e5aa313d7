import { requireUser } from '../../auth/auth.hooks.js';
import { pageWindow, toPage } from '../../http/paging.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from '../subscription/index.js';
import { listExperts, toExpertDto } from './commons.experts.repository.js';
import { messageExperts, ownExpert, saveOwnExpert } from './commons.experts.service.js';
import { COMMONS_TEXT_LIMITS as L, MAX_EXPERT_KINDS, MAX_EXPERTS_PER_MESSAGE } from './commons.limits.js';
import {
  CommonsExpertDto,
  CommonsExpertPageDto,
  ExpertBody,
  ExpertsQuery,
  MessageExpertsBody,
  MessageExpertsDto,
  OwnExpertDto,
} from './commons.schemas.js';

const tags = ['commons'];
const config = {
  auth: 'user' as const,
  fieldMessages: {
    kinds: `kinds must be 1 to ${MAX_EXPERT_KINDS} of the listed kinds of expertise`,
    headline: `headline must be 1 to ${L.expertHeadline} characters`,
    bio: `bio must be at most ${L.expertBio.toLocaleString('en-US')} characters`,
    expertIds: `choose 1 to ${MAX_EXPERTS_PER_MESSAGE} experts`,
    body: `body must be 1 to ${L.expertMessage.toLocaleString('en-US')} characters`,
    q: `q must be at most ${L.searchWords} characters`,
  },
};

/** The experts directory (docs/commons.md): public to read; members list themselves and write to experts. */
export async function commonsExpertRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    '/v1/commons/experts',
    {
      config: { ...config, auth: 'public' },
      schema: {
        tags,
        summary: 'Listed experts, by kind (an EXPERTS name) and words, latest update first',
        querystring: ExpertsQuery,
        response: { 200: CommonsExpertPageDto },
      },
    },
    async (request) => {
      const { page, size, offset } = pageWindow(request.query);
      const { rows, total } = await listExperts(db, request.query, { offset, size });
      return toPage(rows.map(toExpertDto), total, page, size);
    },
  );

  app.get(
    '/v1/commons/experts/me',
    { config, schema: { tags, summary: "The caller's directory entry, if any", response: { 200: OwnExpertDto } } },
    async (request) => ownExpert(db, requireUser(request)),
  );

  app.put(
    '/v1/commons/experts/me',
    {
      config,
      schema: {
        tags,
        summary: 'List, update or unlist the caller in the directory (refused while impersonating)',
        body: ExpertBody,
        response: { 200: CommonsExpertDto },
      },
    },
    async (request) => saveOwnExpert(db, requireUser(request), request.body, clock.now()),
  );

  app.post(
    '/v1/commons/experts/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Write to 1 to 10 listed experts: one new conversation in each one’s personal inbox',
        description:
          'Refusals: 400 at expertIds (yourself, someone not listed, more than 10), 403 SubscriptionRequired, 403 ExplorerLimit, 429 MessageFlood; refused while impersonating.',
        body: MessageExpertsBody,
        response: { 201: MessageExpertsDto },
      },
    },
    async (request, reply) => {
      const threadIds = await messageExperts(app.deps, billingDeps(app), requireUser(request), request.body);
      return reply.status(201).send({ threadIds });
    },
  );
}
