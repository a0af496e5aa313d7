import { dayOf } from '../../clock.js';
import { toPage } from '../../http/paging.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { challengeReads } from './challenge.read.js';
import { challengeDtos, listChallengeRows } from './challenge.repository.js';
import { ChallengeDto, ChallengeListQuery, ChallengePageDto } from './challenge.schemas.js';

const tags = ['challenges'];

/** Challenges (docs/challenges.md): listed publicly, written by the company that posted the innovation request. */
export async function challengeRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.deps;
  const today = () => dayOf(app.deps.clock.now());
  const { readerOf, answer } = challengeReads(app);

  app.get(
    '/v1/challenges',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Published challenges by deadline: OPEN (default), CLOSED or ALL, by therapeutic area',
        description:
          "Everyone may list them. The sponsor is named only to those the request's rules show its poster to (members with a plan, and the poster's own company).",
        querystring: ChallengeListQuery,
        response: { 200: ChallengePageDto },
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      const { rows, total, page, size } = await listChallengeRows(db, request.query, today());
      return toPage(await challengeDtos(db, reader, rows, today()), total, page, size);
    },
  );

  app.get(
    '/v1/challenges/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One challenge (a draft only to its own company; 404 otherwise)',
        params: IdParams,
        response: { 200: ChallengeDto },
      },
    },
    async (request) => answer(request, request.params.id),
  );
}
