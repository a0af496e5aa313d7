import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import { refuseImpersonation } from '../../auth/refuse-impersonation.js';
import { dayOf } from '../../clock.js';
import { notFound } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { requests } from '../requests/index.js';
import { challengeReads } from './challenge.read.js';
import { challengeDtos, challengeOfRequest } from './challenge.repository.js';
import {
  CHALLENGE_FIELD_MESSAGES,
  ChallengeActionBody,
  ChallengeDto,
  CreateChallengeBody,
  RequestChallengeDto,
  UpdateChallengeBody,
} from './challenge.schemas.js';
import { asChallengePoster, createChallenge, setChallengeStatus, updateChallenge } from './challenge.service.js';

const tags = ['challenges'];
const writeConfig = { auth: 'user' as const, fieldMessages: CHALLENGE_FIELD_MESSAGES };
const REFUSALS =
  'Refusals: 403 while impersonating or without a company; 404 for another company’s request or challenge (like a missing id); 400 naming each field at fault.';

/** The poster's calls (its own scope): REQUESTS, which spec §6 blocks while an admin impersonates. */
export async function challengePosterRoutes(scope: ApiInstance): Promise<void> {
  refuseImpersonation(scope);
  const { db } = scope.deps;
  const today = () => dayOf(scope.deps.clock.now());
  const { answer } = challengeReads(scope);
  const poster = (request: FastifyRequest) => asChallengePoster(requireUser(request));

  scope.get(
    '/v1/requests/:id/challenge',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The challenge of the caller's company's request, and whether one may be created",
        description: REFUSALS,
        params: IdParams,
        response: { 200: RequestChallengeDto },
      },
    },
    async (request) => {
      const user = poster(request);
      const reader = { userId: user.id, companyId: user.companyId, limited: false, impersonating: false };
      // The request must be the caller's company's: anyone else's answers 404.
      const [owner] = await db
        .select({ kind: requests.kind, companyId: requests.companyId })
        .from(requests)
        .where(eq(requests.id, request.params.id));
      if (!owner || owner.companyId !== user.companyId) throw notFound();
      const row = await challengeOfRequest(db, request.params.id);
      const [challenge] = row ? await challengeDtos(db, reader, [row], today()) : [];
      return { challenge: challenge ?? null, canCreate: !row && owner.kind === 'INNOVATION' };
    },
  );

  scope.post(
    '/v1/requests/:id/challenge',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: "Create the challenge of the caller's company's innovation request (a DRAFT, or `publish: true`)",
        description: `400 ChallengeNotInnovation for another kind of request; 409 ChallengeExists for a second one. ${REFUSALS}`,
        params: IdParams,
        body: CreateChallengeBody,
        response: { 201: ChallengeDto },
      },
    },
    async (request, reply) => {
      const id = await createChallenge(scope, poster(request), request.params.id, request.body);
      return reply.code(201).send(await answer(request, id));
    },
  );

  scope.patch(
    '/v1/challenges/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edit a challenge (the fields given)',
        description: REFUSALS,
        params: IdParams,
        body: UpdateChallengeBody,
        response: { 200: ChallengeDto },
      },
    },
    async (request) => {
      await updateChallenge(scope, poster(request), request.params.id, request.body);
      return answer(request, request.params.id);
    },
  );

  for (const [action, to] of [
    ['publish', 'PUBLISHED'],
    ['close', 'CLOSED'],
  ] as const) {
    scope.post(
      `/v1/challenges/:id/${action}`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary:
            action === 'publish'
              ? 'Publish a challenge (its deadline today or later, its request open and public)'
              : 'Close a published challenge (409 ChallengeNotPublished otherwise)',
          description: REFUSALS,
          params: IdParams,
          body: ChallengeActionBody,
          response: { 200: ChallengeDto },
        },
      },
      async (request) => {
        await setChallengeStatus(scope, poster(request), request.params.id, to);
        return answer(request, request.params.id);
      },
    );
  }
}
