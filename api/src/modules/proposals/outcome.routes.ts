import { requireUser } from '../../auth/auth.hooks.js';
import { notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { requiredText } from '../messaging/index.js';
import { writer } from './proposals.access.js';
import { PROPOSAL_LIMITS } from './proposals.limits.js';
import { DecisionBody, DeclineBody, RatingBody, RequestResponseDto, ResponseParams } from './proposals.schemas.js';
import { findResponseDto } from './responses.repository.js';
import { awardResponse, declineResponse, rateResponse, setShortlisted } from './responses.outcome.js';

const tags = ['proposals'];
const config = { auth: 'user' as const };
const schema = (summary: string) => ({
  tags,
  summary,
  params: ResponseParams,
  body: DecisionBody,
  response: { 200: RequestResponseDto },
});

/** The poster's decisions on a response: each answers the response as the grid shows it. */
export async function outcomeRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.deps;
  const answer = async (ids: { id: number; responseId: number }, posterCompanyId: number) => {
    const dto = await findResponseDto(db, { requestId: ids.id, responseId: ids.responseId }, posterCompanyId, true);
    if (!dto) throw notFound();
    return dto;
  };
  const ids = (params: { id: number; responseId: number }) => ({ requestId: params.id, responseId: params.responseId });

  app.post(
    '/v1/requests/:id/responses/:responseId/shortlist',
    { config, schema: schema('Shortlist a response') },
    async (request) => {
      const member = writer(requireUser(request));
      await setShortlisted(app.deps, member, ids(request.params), true);
      return answer(request.params, member.companyId);
    },
  );

  app.post(
    '/v1/requests/:id/responses/:responseId/unshortlist',
    { config, schema: schema('Take a response off the shortlist') },
    async (request) => {
      const member = writer(requireUser(request));
      await setShortlisted(app.deps, member, ids(request.params), false);
      return answer(request.params, member.companyId);
    },
  );

  app.post(
    '/v1/requests/:id/responses/:responseId/decline',
    {
      config: {
        ...config,
        fieldMessages: {
          reason: `Give a reason of 1 to ${PROPOSAL_LIMITS.declineReason.toLocaleString('en-US')} characters.`,
        },
      },
      schema: { ...schema('Decline a response, telling its company why'), body: DeclineBody },
    },
    async (request) => {
      const member = writer(requireUser(request));
      const reason = requiredText('reason', request.body.reason);
      await declineResponse(app.deps, member, ids(request.params), reason);
      return answer(request.params, member.companyId);
    },
  );

  app.put(
    '/v1/requests/:id/responses/:responseId/rating',
    {
      config: { ...config, fieldMessages: { rating: 'The rating must be 1 to 5 stars.' } },
      schema: { ...schema("Set the poster's own 1-5 rating of a response (null clears it)"), body: RatingBody },
    },
    async (request) => {
      const member = writer(requireUser(request));
      await rateResponse(app.deps, member, ids(request.params), request.body.rating);
      return answer(request.params, member.companyId);
    },
  );

  app.post(
    '/v1/requests/:id/responses/:responseId/award',
    {
      config,
      schema: {
        ...schema('Award the request to a response (the others not declined become NOT_AWARDED)'),
        description: 'Refusals: 409 AwardNotAllowed (not OPEN or CLOSED), 409 ResponseLocked (a declined response).',
      },
    },
    async (request) => {
      const member = writer(requireUser(request));
      await awardResponse(app.deps, member, ids(request.params));
      return answer(request.params, member.companyId);
    },
  );
}
