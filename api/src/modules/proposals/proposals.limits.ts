import { ApiError } from '../../errors.js';
import type { PlanLine } from '../../http/module.js';

/** Explorer ("freemium, limited") responds to this many requests per member per calendar month (UTC). */
export const EXPLORER_MONTHLY_RESPONSES = 3;

/** The longest texts of this feature, in characters (code points, as the schemas' maxLength counts). */
export const PROPOSAL_LIMITS = {
  message: 5000,
  timeline: 200,
  declineReason: 1000,
  question: 2000,
  answer: 5000,
} as const;

/** Whole US dollars. */
export const MAX_PRICE = 1_000_000_000;

export const EXPLORER_RESPONSES_MESSAGE = `Explorer responds to up to ${EXPLORER_MONTHLY_RESPONSES} requests a month. Upgrade to Innovator to respond to more.`;
export const RESPONSES_SUBSCRIPTION_MESSAGE =
  'Responding to requests needs a Trialbridge subscription. Choose a plan to respond and ask questions.';
export const ALREADY_RESPONDED_MESSAGE = 'Your company has already responded to this request.';
export const NOT_ACCEPTING_MESSAGE = 'This request no longer accepts responses.';
export const OWN_REQUEST_MESSAGE = 'This is your company’s own request: other companies respond to it.';
export const ALREADY_ANSWERED_MESSAGE = 'This question has already been answered.';
export const AWARD_NOT_ALLOWED_MESSAGE = 'Only an open or closed request can be awarded.';
export const DECLINED_RESPONSE_MESSAGE = 'This response has been declined, so it can no longer change.';
export const RESPONSE_DECIDED_MESSAGE = 'This request has been awarded: its responses can no longer change.';

/** Explorer's monthly responses are used up: clients open spec §4's Explorer modal. */
export const explorerResponsesLimit = (): ApiError =>
  new ApiError(403, 'ExplorerLimit', EXPLORER_RESPONSES_MESSAGE, [
    { field: 'message', message: EXPLORER_RESPONSES_MESSAGE },
  ]);

export const responsesSubscriptionRequired = (): ApiError =>
  new ApiError(403, 'SubscriptionRequired', RESPONSES_SUBSCRIPTION_MESSAGE);

/** A 409 the user can act on, worded here, naming the field the web shows it at (when one). */
const conflict = (code: string, message: string, field?: string): ApiError =>
  new ApiError(409, code, message, field ? [{ field, message }] : undefined);

export const alreadyResponded = (): ApiError => conflict('AlreadyResponded', ALREADY_RESPONDED_MESSAGE, 'message');
export const notAcceptingResponses = (): ApiError =>
  conflict('NotAcceptingResponses', NOT_ACCEPTING_MESSAGE, 'message');
export const ownRequest = (): ApiError => conflict('OwnRequest', OWN_REQUEST_MESSAGE);
export const alreadyAnswered = (): ApiError => conflict('AlreadyAnswered', ALREADY_ANSWERED_MESSAGE, 'answer');
export const awardNotAllowed = (): ApiError => conflict('AwardNotAllowed', AWARD_NOT_ALLOWED_MESSAGE);
export const responseDeclined = (): ApiError => conflict('ResponseLocked', DECLINED_RESPONSE_MESSAGE);
export const responseDecided = (): ApiError => conflict('ResponseLocked', RESPONSE_DECIDED_MESSAGE);

export const NOT_ACCEPTING_QUESTIONS_MESSAGE = 'This request no longer accepts questions.';
export const notAcceptingQuestions = (): ApiError =>
  conflict('NotAcceptingResponses', NOT_ACCEPTING_QUESTIONS_MESSAGE, 'question');
export const ownRequestQuestion = (): ApiError =>
  conflict('OwnRequest', 'Your company posted this request: answer questions instead of asking them.', 'question');

/** What the plans say about responding (the proposals routes refuse more with ExplorerLimit). */
export const PROPOSALS_PLAN_LINES: readonly PlanLine[] = [
  {
    plan: 'EXPLORER',
    list: 'includes',
    order: 60,
    text: `Requests: read every public request, ask questions, respond to ${EXPLORER_MONTHLY_RESPONSES} a month per member`,
  },
  {
    plan: 'EXPLORER',
    list: 'limits',
    order: 60,
    text: `Responds to up to ${EXPLORER_MONTHLY_RESPONSES} requests a month per member and cannot post requests; Innovator posts requests and responds without a limit.`,
  },
  { plan: 'INNOVATOR', list: 'includes', order: 65, text: 'Respond to requests without a monthly limit' },
];
