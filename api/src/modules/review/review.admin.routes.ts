import { PageQuery } from '../../http/paging.js';
import { IdParams, NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { ReviewReportPageDto, SettleBody } from './review.schemas.js';
import { openReports, settleReport } from './review.service.js';

const tags = ['reviews'];
const config = { auth: 'admin' as const };

/** The admin group's moderation of abuse reports (docs/reviews.md). */
export async function reviewAdminRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;
  app.get(
    '/v1/admin/review-reports',
    {
      config,
      schema: {
        tags,
        summary: 'Open abuse reports on reviews, oldest first (admin group)',
        querystring: PageQuery,
        response: { 200: ReviewReportPageDto },
      },
    },
    async (request) => openReports(db, request.query),
  );
  app.post(
    '/v1/admin/review-reports/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Settle an open report: hide the review or dismiss the report (admin group)',
        params: IdParams,
        body: SettleBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await settleReport(db, request.params.id, request.body.action, clock.now());
      return reply.code(204).send(null);
    },
  );
}
