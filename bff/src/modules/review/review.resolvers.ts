import type { ReviewInput, Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import { clampPaging } from '../../rest/rest.query.js';
import type { ReviewDto } from './review.api.js';

/** An id argument as the api's integer; a malformed one is refused at its field. */
function idOf(value: string, field: string): number {
  const id = parseId(value);
  if (id === null)
    throw new AppError('BAD_USER_INPUT', `${field} is not a valid id.`, {
      details: [{ field, message: `${field} is not a valid id.` }],
    });
  return id;
}

/** A change of a review, answered with the review after it, or the refusal in the payload. */
async function change(run: () => Promise<ReviewDto>): Promise<{ review: ReviewDto | null; errors: UserErrorDto[] }> {
  try {
    return { review: await run(), errors: [] };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return { review: null, errors: [userError('NOT_FOUND', 'This review does not exist or is not yours.', 'id')] };
    return {
      review: null,
      errors: userErrorsFrom(error, {
        codeFields: { REVIEW_NOT_PARTNER: 'companyId', REVIEW_EXISTS: 'companyId', REVIEW_REPORTED: 'reason' },
      }),
    };
  }
}

const body = (input: ReviewInput) => ({
  quality: input.quality,
  timeliness: input.timeliness,
  communication: input.communication,
  value: input.value,
  title: input.title,
  body: input.body,
});

/** The per-criterion averages, read once per company and request (only the profile asks for them). */
const details = (ctx: GraphQLContext, companyId: number) => ctx.loaders.reviewDetails.load(companyId);

export const reviewResolvers: Resolvers = {
  Query: {
    receivedReviews: async (_parent, { page, size }, ctx) => {
      const reviews = await ctx.api.review.received(clampPaging({ page, size: Math.min(size, 50) }));
      const viewer = await ctx.loaders.actingUser();
      const companyId = viewer?.company?.id ?? 0;
      return { summary: { companyId: Number(companyId), reviewCount: 0, rating: null }, reviews };
    },
  },
  ReceivedReviews: {
    summary: async (parent, _args, ctx) => ctx.loaders.reviewSummary.load(parent.summary.companyId),
  },
  Mutation: {
    writeReview: (_parent, { companyId, input }, ctx) =>
      change(() => ctx.api.review.write(idOf(companyId, 'companyId'), body(input))),
    updateReview: (_parent, { id, input }, ctx) => change(() => ctx.api.review.update(idOf(id, 'id'), body(input))),
    replyToReview: (_parent, { id, reply }, ctx) => change(() => ctx.api.review.reply(idOf(id, 'id'), reply)),
    removeReviewReply: (_parent, { id }, ctx) => change(() => ctx.api.review.removeReply(idOf(id, 'id'))),
    reportReview: (_parent, { id, reason }, ctx) => change(() => ctx.api.review.report(idOf(id, 'id'), reason)),
  },
  Company: {
    reviewSummary: (company, _args, ctx) => ctx.loaders.reviewSummary.load(company.id),
    reviews: (company, { page, size }, ctx) =>
      ctx.api.review.reviews(company.id, clampPaging({ page, size: Math.min(size, 50) })),
    viewerReview: (company, _args, ctx) => (ctx.session.caller ? ctx.api.review.mine(company.id) : null),
  },
  ReviewSummary: {
    quality: async (s, _args, ctx) => (s.reviewCount === 0 ? null : (await details(ctx, s.companyId)).quality),
    timeliness: async (s, _args, ctx) => (s.reviewCount === 0 ? null : (await details(ctx, s.companyId)).timeliness),
    communication: async (s, _args, ctx) =>
      s.reviewCount === 0 ? null : (await details(ctx, s.companyId)).communication,
    value: async (s, _args, ctx) => (s.reviewCount === 0 ? null : (await details(ctx, s.companyId)).value),
  },
  Review: {
    writtenBy: (review) => ({
      id: String(review.reviewer.companyId),
      name: review.reviewer.name,
      alias: review.reviewer.alias,
    }),
    verified: () => true,
  },
  ReviewPage: {
    items: (page) => page.content,
  },
};
