import { ApiError } from '../../errors.js';
import type { PlanLine } from '../../http/module.js';

/** The longest texts of this feature, in characters (code points, as the schemas' maxLength counts). */
export const MESSAGING_TEXT_LIMITS = {
  /** A conversation's subject. */
  threadSubject: 200,
  /** One message of a conversation: a long letter, not a document. */
  threadMessage: 10000,
  /** A user's own folder for conversations. */
  folderName: 60,
  /** Words searched for in an inbox's search box. */
  searchWords: 200,
} as const;

/** Explorer ("freemium, limited") starts this many threads per user per calendar month (UTC). */
export const EXPLORER_MONTHLY_REACH_OUTS = 3;
/** More messages than this from one user within FLOOD_WINDOW_MS answers 429. */
export const FLOOD_MAX_MESSAGES = 20;
export const FLOOD_WINDOW_MS = 60_000;

export const MESSAGING_EXPLORER_LIMIT_MESSAGE = `Explorer starts up to ${EXPLORER_MONTHLY_REACH_OUTS} new conversations a month. Upgrade to Innovator to start more.`;
export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'Starting a conversation needs a Trialbridge subscription. Choose a plan to reach out to companies.';
export const FLOOD_MESSAGE = 'You are sending messages too quickly. Wait a minute, then send again.';

/** Explorer's monthly reach-outs are used up: clients offer the upgrade (spec §4's Explorer modal). */
export const messagingExplorerLimit = (): ApiError =>
  new ApiError(403, 'ExplorerLimit', MESSAGING_EXPLORER_LIMIT_MESSAGE, [
    { field: 'toCompanyId', message: MESSAGING_EXPLORER_LIMIT_MESSAGE },
  ]);

export const subscriptionRequired = (): ApiError =>
  new ApiError(403, 'SubscriptionRequired', SUBSCRIPTION_REQUIRED_MESSAGE);

export const notContactable = (reason: string): ApiError =>
  new ApiError(409, 'NotContactable', reason, [{ field: 'toCompanyId', message: reason }]);

export const replyNotAllowed = (reason: string): ApiError => new ApiError(403, 'ReplyNotAllowed', reason);

/** Too many messages in a minute; `retryAfterSeconds` goes in the Retry-After header. */
export class MessageFloodError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'MessageFlood', FLOOD_MESSAGE);
  }
}

/** The first instant of the calendar month (UTC) holding `now`. */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Why a company cannot receive a reach-out from `ownCompanyId`'s user, in words for them; null when it can. */
export function contactRefusal(
  company: { id: number; name: string; status: string; active: boolean },
  ownCompanyId: number | null,
): string | null {
  if (company.id === ownCompanyId) return `${company.name} is your own company: write to your colleagues directly.`;
  if (!company.active) return `${company.name} is no longer active on Trialbridge, so it cannot receive messages.`;
  if (company.status === 'APPROVED')
    return `${company.name} has not claimed its profile yet, so nobody there can read messages.`;
  return null;
}

/** What the plans say about conversations (messaging refuses more reach-outs; replies are free). */
export const MESSAGING_PLAN_LINES: readonly PlanLine[] = [
  {
    plan: 'EXPLORER',
    list: 'includes',
    order: 50,
    text: `Messages: ${EXPLORER_MONTHLY_REACH_OUTS} new conversations a month per member, replies without limit`,
  },
  {
    plan: 'EXPLORER',
    list: 'limits',
    order: 50,
    text: `Starts up to ${EXPLORER_MONTHLY_REACH_OUTS} new conversations a month per member; Innovator starts as many as you need.`,
  },
  {
    plan: 'INNOVATOR',
    list: 'includes',
    order: 50,
    text: 'New conversations with any company, without a monthly limit',
  },
];
