import { Type } from 'typebox';
import { Page } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { MIN_REVIEW_BODY, REVIEW_TEXT_LIMITS } from './review.limits.js';

const Stars = (description: string) => Type.Integer({ minimum: 1, maximum: 5, description: `${description}, 1 to 5.` });
const Average = (description: string) =>
  Nullable(Type.Number({ description: `${description}: the mean of the visible reviews, 1 to 5; null without any.` }));

export const ReviewDto = Type.Object(
  {
    id: Type.Integer(),
    companyId: Type.Integer({ description: 'The reviewed company.' }),
    reviewer: Type.Object(
      { companyId: Type.Integer(), name: Type.String(), alias: Type.String({ description: 'Its profile path.' }) },
      { description: 'The company that wrote it (a contracted partner of the reviewed company: a verified review).' },
    ),
    quality: Type.Integer(),
    timeliness: Type.Integer(),
    communication: Type.Integer(),
    value: Type.Integer(),
    rating: Type.Number({ description: 'The mean of the four criteria.' }),
    title: Type.String(),
    body: Type.String(),
    reply: Nullable(Type.String({ description: "The reviewed company's public reply." })),
    repliedAt: Nullable(DateTime),
    reported: Type.Boolean({
      description: "An abuse report is open on it (told to the reviewed company's admins only; false for others).",
    }),
    hidden: Type.Boolean({ description: 'Hidden by the admin group (only its reviewed company still sees it).' }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { title: 'ReviewDto', description: 'A verified review: written by a company that recorded the other as a partner.' },
);
export const ReviewPageDto = Page(ReviewDto, 'A page of reviews, newest first.');

export const ReviewSummaryDto = Type.Object(
  {
    companyId: Type.Integer(),
    reviewCount: Type.Integer({ description: 'Visible reviews.' }),
    rating: Average('Overall'),
    quality: Average('Quality'),
    timeliness: Average('Timeliness'),
    communication: Average('Communication'),
    value: Average('Value'),
  },
  { title: 'ReviewSummaryDto', description: "A company's review averages." },
);
export const ReviewSummariesDto = Type.Object(
  {
    summaries: Type.Array(
      Type.Object({ companyId: Type.Integer(), reviewCount: Type.Integer(), rating: Average('Overall') }),
      { description: 'Each asked company, in the order asked (count 0, rating null: no reviews).' },
    ),
  },
  { title: 'ReviewSummariesDto' },
);
export const SummariesQuery = Type.Object({
  companyIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
});

export const ReviewViewerDto = Type.Object(
  {
    canReview: Type.Boolean({
      description: "The caller's company has this company as a contracted partner and has not reviewed it yet.",
    }),
    review: Nullable(ReviewDto),
  },
  {
    title: 'ReviewViewerDto',
    description: "The caller's company's review of a company, and whether it may write one.",
  },
);

const criteria = {
  quality: Stars('Quality of the work'),
  timeliness: Stars('Timeliness'),
  communication: Stars('Communication'),
  value: Stars('Value for money'),
};
const title = Type.String({ minLength: 1, maxLength: REVIEW_TEXT_LIMITS.title });
const body = Type.String({ minLength: MIN_REVIEW_BODY, maxLength: REVIEW_TEXT_LIMITS.body });
export const ReviewBody = Type.Object(
  { ...criteria, title, body },
  { title: 'ReviewBody', additionalProperties: false },
);
export const ReviewUpdateBody = Type.Partial(ReviewBody, { title: 'ReviewUpdateBody', additionalProperties: false });
export const ReplyBody = Type.Object(
  { reply: Type.String({ minLength: 1, maxLength: REVIEW_TEXT_LIMITS.reply }) },
  { title: 'ReviewReplyBody', additionalProperties: false },
);
export const ReportBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: REVIEW_TEXT_LIMITS.reason }) },
  { title: 'ReviewReportBody', additionalProperties: false },
);

export const ReviewReportDto = Type.Object(
  {
    id: Type.Integer(),
    reason: Type.String(),
    createdAt: DateTime,
    review: ReviewDto,
    reviewedCompany: Type.Object({ companyId: Type.Integer(), name: Type.String() }),
  },
  { title: 'ReviewReportDto', description: 'An open abuse report, for the admin group.' },
);
export const ReviewReportPageDto = Page(ReviewReportDto, 'Open abuse reports, oldest first.');
export const SettleBody = Type.Object(
  {
    action: Type.Enum(['HIDE', 'DISMISS'] as const, {
      description: 'HIDE the review (off the profile and the averages) or DISMISS the report.',
    }),
  },
  { additionalProperties: false },
);
