import { type Static, type TSchema, Type } from 'typebox';
import { PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { NamedPage } from '../messaging/index.js';
import { MAX_PRICE, PROPOSAL_LIMITS } from './proposals.limits.js';
import { RESPONSE_STATUSES } from '../requests/index.js';

/** A nullable body field whose null stays null (the api coerces types: null first, or it becomes 0). */
const NullFirst = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

export const RequestIdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: "The request's id." }) });
export const ResponseParams = Type.Object({
  id: Type.Integer({ minimum: 1, description: "The request's id." }),
  responseId: Type.Integer({ minimum: 1, description: "The response's id." }),
});
export const QuestionParams = Type.Object({
  id: Type.Integer({ minimum: 1, description: "The request's id." }),
  questionId: Type.Integer({ minimum: 1, description: "The question's id." }),
});

export const ResponderCompanyDto = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    alias: Type.String(),
    logoUrl: Nullable(Type.String()),
    roleName: Type.String({ description: "The company's role, e.g. 'CRO'." }),
    country: Nullable(Type.String({ description: 'Country of its headquarters.' })),
  },
  { title: 'ResponderCompanyDto', description: 'The company behind a response, as the comparison grid shows it.' },
);

export const RequestResponseDto = Type.Object(
  {
    id: Type.Integer(),
    requestId: Type.Integer(),
    company: ResponderCompanyDto,
    message: Type.String({ description: 'The proposal, plain text as written.' }),
    excerpt: Type.String({ description: 'The message shortened to about 160 characters.' }),
    timeline: Type.String(),
    price: Nullable(Type.Integer({ description: 'Whole US dollars.' })),
    status: Type.Enum(RESPONSE_STATUSES),
    declineReason: Nullable(Type.String()),
    posterRating: Nullable(Type.Integer({ description: "The poster's own 1-5 score; null for anyone else." })),
    isContractedPartner: Type.Boolean({
      description: "The responder is one of the poster company's contracted partners.",
    }),
    threadId: Nullable(Type.Integer({ description: 'The conversation the response opened with the poster.' })),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { title: 'RequestResponseDto', description: "A company's response to a request (a row of the comparison grid)." },
);
export type RequestResponseDto = Static<typeof RequestResponseDto>;

export const RequestResponsePageDto = NamedPage(
  RequestResponseDto,
  'RequestResponsePageDto',
  "A page of a request's responses",
);

/** sort: createdAt, price or rating (nulls last), each ,ASC or ,DESC; default createdAt,ASC. */
export const ResponsesQuery = PageQuery;
export type ResponsesQuery = PageQuery;

export const RespondBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: PROPOSAL_LIMITS.message, description: 'The proposal.' }),
    timeline: Type.String({
      minLength: 1,
      maxLength: PROPOSAL_LIMITS.timeline,
      description: "When the company could deliver, in its words (e.g. 'Start in 6 weeks, 9 months').",
    }),
    price: Type.Optional(
      NullFirst(Type.Integer({ minimum: 0, maximum: MAX_PRICE, description: 'Optional price in whole US dollars.' })),
    ),
  },
  { title: 'RespondBody', description: 'A response (or its new text).' },
);
export type RespondBody = Static<typeof RespondBody>;

export const DeclineBody = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: PROPOSAL_LIMITS.declineReason,
      description: 'Told to the responder.',
    }),
  },
  { title: 'DeclineBody', description: 'Why the poster declines a response.' },
);

export const RatingBody = Type.Object(
  { rating: NullFirst(Type.Integer({ minimum: 1, maximum: 5, description: '1 to 5; null clears it.' })) },
  { title: 'RatingBody', description: "The poster's own score of a response." },
);

export const QuestionCompanyDto = Type.Object(
  { id: Type.Integer(), name: Type.String(), alias: Type.String() },
  { title: 'QuestionCompanyDto', description: 'The asking company (shown to the poster only).' },
);

export const RequestQuestionDto = Type.Object(
  {
    id: Type.Integer(),
    requestId: Type.Integer(),
    question: Type.String(),
    answer: Nullable(Type.String()),
    askedAt: DateTime,
    answeredAt: Nullable(DateTime),
    askedByMyCompany: Type.Boolean({ description: "The caller's company asked it." }),
    askerCompany: Nullable(QuestionCompanyDto),
  },
  { title: 'RequestQuestionDto', description: 'A question on a request and, once given, its public answer.' },
);
export type RequestQuestionDto = Static<typeof RequestQuestionDto>;

export const QuestionBody = Type.Object(
  { question: Type.String({ minLength: 1, maxLength: PROPOSAL_LIMITS.question }) },
  { title: 'QuestionBody', description: 'A question to the poster.' },
);

export const AnswerBody = Type.Object(
  { answer: Type.String({ minLength: 1, maxLength: PROPOSAL_LIMITS.answer }) },
  { title: 'AnswerBody', description: "The poster's answer, shown to everyone who sees the question." },
);

export const RequestWorkspaceDto = Type.Object(
  {
    requestId: Type.Integer(),
    isPoster: Type.Boolean({ description: "The caller's company posted the request." }),
    acceptsResponses: Type.Boolean({ description: 'OPEN and the deadline not passed.' }),
    canRespond: Type.Boolean({ description: 'The caller may send a response now (plan limits are checked at send).' }),
    respondBlockedReason: Nullable(Type.String({ description: 'Why not, in words for the caller.' })),
    canAsk: Type.Boolean(),
    askBlockedReason: Nullable(Type.String()),
    canManage: Type.Boolean({ description: 'The poster may shortlist, decline, rate, award and answer now.' }),
    canAward: Type.Boolean({ description: 'The poster may award now (the request is OPEN or CLOSED).' }),
    canChangeResponse: Type.Boolean({ description: 'The caller may edit or withdraw its company’s response now.' }),
    hasPlan: Type.Boolean({ description: "The caller's company has a plan in force (details are for plans)." }),
    explorerResponsesLeft: Nullable(Type.Integer({ description: 'On Explorer: responses left this month.' })),
    myResponse: Nullable(RequestResponseDto),
    responseCount: Nullable(Type.Integer({ description: 'The poster only: responses received.' })),
    unansweredQuestions: Nullable(Type.Integer({ description: 'The poster only: questions waiting.' })),
  },
  { title: 'RequestWorkspaceDto', description: "What the caller may do on a request's responses and questions." },
);
export type RequestWorkspaceDto = Static<typeof RequestWorkspaceDto>;

/** Shortlist, unshortlist and award say everything in their path: an empty JSON object. */
export const DecisionBody = Type.Object({}, { title: 'DecisionBody', additionalProperties: false });
