import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden, notFound } from '../../errors.js';
import { PageQuery, pageWindow, toPage } from '../../http/paging.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { isContractedPartner } from '../partner/index.js';
import { optionalCaller } from '../user/index.js';
import { MIN_REVIEW_BODY, REVIEW_TEXT_LIMITS, STAR_MESSAGE } from './review.limits.js';
import { reviewBy, reviewDtos, reviewsOf, statsOf, summaryOf } from './review.repository.js';
import {
  ReplyBody,
  ReportBody,
  ReviewBody,
  ReviewDto,
  ReviewPageDto,
  ReviewSummariesDto,
  ReviewSummaryDto,
  ReviewUpdateBody,
  ReviewViewerDto,
  SummariesQuery,
} from './review.schemas.js';
import { createReview, reportReview, setReply, updateReview } from './review.service.js';

const tags = ['reviews'];
const config = {
  auth: 'user' as const,
  fieldMessages: {
    quality: STAR_MESSAGE('quality'),
    timeliness: STAR_MESSAGE('timeliness'),
    communication: STAR_MESSAGE('communication'),
    value: STAR_MESSAGE('value'),
    title: `title must be 1 to ${REVIEW_TEXT_LIMITS.title} characters`,
    body: `body must be ${MIN_REVIEW_BODY} to ${REVIEW_TEXT_LIMITS.body} characters`,
    reply: `reply must be 1 to ${REVIEW_TEXT_LIMITS.reply} characters`,
    reason: `reason must be 1 to ${REVIEW_TEXT_LIMITS.reason} characters`,
  },
};
const publicConfig = { ...config, auth: 'public' as const };
const one = { 200: ReviewDto };

/** Reviews (docs/reviews.md): read on profiles, written by contracted partners, answered by the reviewed company. */
export async function reviewRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    '/v1/review-summaries',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: 'The review count and average of many companies',
        querystring: SummariesQuery,
        response: { 200: ReviewSummariesDto },
      },
    },
    async (request) => ({ summaries: await statsOf(db, [...new Set(request.query.companyIds)]) }),
  );

  app.get(
    '/v1/companies/:id/review-summary',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "A company's review averages, overall and per criterion",
        params: IdParams,
        response: { 200: ReviewSummaryDto },
      },
    },
    async (request) => summaryOf(db, request.params.id),
  );

  app.get(
    '/v1/companies/:id/reviews',
    {
      config: publicConfig,
      schema: {
        tags,
        summary: "A company's reviews, newest first (signed-out callers get an empty page: texts are for members)",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: ReviewPageDto },
      },
    },
    async (request) => {
      const caller = await optionalCaller(app, request);
      const { page, size, offset } = pageWindow(request.query);
      if (!caller?.user) return toPage([], 0, page, size);
      const companyId = request.params.id;
      const own = caller.user.companyId === companyId;
      const { rows, total } = await reviewsOf(db, companyId, { withHidden: false, offset, size });
      return toPage(await reviewDtos(db, rows, own ? companyId : null), total, page, size);
    },
  );

  app.get(
    '/v1/companies/:id/reviews/mine',
    {
      config,
      schema: {
        tags,
        summary: "The caller's company's review of a company, and whether it may write one",
        params: IdParams,
        response: { 200: ReviewViewerDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const companyId = request.params.id;
      if (user.companyId === null || user.companyId === companyId) return { canReview: false, review: null };
      const row = await reviewBy(db, companyId, user.companyId);
      if (row) return { canReview: false, review: (await reviewDtos(db, [row], null))[0] ?? null };
      return { canReview: await isContractedPartner(db, user.companyId, companyId), review: null };
    },
  );

  app.post(
    '/v1/companies/:id/reviews',
    {
      config,
      schema: {
        tags,
        summary: 'Review a contracted partner (403 ReviewNotPartner; 409 ReviewExists; refused while impersonating)',
        params: IdParams,
        body: ReviewBody,
        response: one,
      },
    },
    async (request) => createReview(db, requireUser(request), request.params.id, request.body, clock.now()),
  );

  app.patch(
    '/v1/reviews/:id',
    {
      config,
      schema: {
        tags,
        summary: "Edit the caller's company's review",
        params: IdParams,
        body: ReviewUpdateBody,
        response: one,
      },
    },
    async (request) => updateReview(db, requireUser(request), request.params.id, request.body, clock.now()),
  );

  app.get(
    '/v1/reviews/received',
    {
      config,
      schema: {
        tags,
        summary: "The reviews of the caller's company, hidden ones included, newest first (company admins)",
        querystring: PageQuery,
        response: { 200: ReviewPageDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (user.companyId === null || user.role !== 'COMPANY_ADMIN') throw forbidden();
      const { page, size, offset } = pageWindow(request.query);
      const { rows, total } = await reviewsOf(db, user.companyId, { withHidden: true, offset, size });
      return toPage(await reviewDtos(db, rows, user.companyId), total, page, size);
    },
  );

  app.put(
    '/v1/reviews/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: "Write or change the public reply (the reviewed company's admins)",
        params: IdParams,
        body: ReplyBody,
        response: one,
      },
    },
    async (request) => setReply(db, requireUser(request), request.params.id, request.body.reply, clock.now()),
  );

  app.delete(
    '/v1/reviews/:id/reply',
    { config, schema: { tags, summary: 'Remove the public reply', params: IdParams, response: one } },
    async (request) => setReply(db, requireUser(request), request.params.id, null, clock.now()),
  );

  app.post(
    '/v1/reviews/:id/reports',
    {
      config,
      schema: {
        tags,
        summary: "Report a review of the caller's company for abuse (one open report per review: 409 ReviewReported)",
        params: IdParams,
        body: ReportBody,
        response: one,
      },
    },
    async (request) => {
      const review = await reportReview(db, requireUser(request), request.params.id, request.body.reason, clock.now());
      if (!review) throw notFound();
      return review;
    },
  );
}
