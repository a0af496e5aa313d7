import type { AppDeps } from '../../http/types.js';
import { type BillingDeps, planInForce } from '../subscription/index.js';
import { monthStartUtc } from '../messaging/index.js';
import { acceptsResponses, loadVisibleRequest } from '../requests/index.js';
import type { Member } from './proposals.access.js';
import {
  ALREADY_RESPONDED_MESSAGE,
  EXPLORER_MONTHLY_RESPONSES,
  NOT_ACCEPTING_MESSAGE,
  NOT_ACCEPTING_QUESTIONS_MESSAGE,
  RESPONSES_SUBSCRIPTION_MESSAGE,
} from './proposals.limits.js';
import type { RequestWorkspaceDto } from './proposals.schemas.js';
import { countUnanswered } from './questions.service.js';
import { countRequestsRespondedSince, countResponses, findResponseDto } from './responses.repository.js';

export const IMPERSONATING_MESSAGE = 'An admin acting as a user cannot respond to or ask about requests.';

/** The first reason in the list that holds, or null. */
const firstReason = (reasons: [boolean, string][]): string | null => reasons.find(([holds]) => holds)?.[1] ?? null;

/**
 * What the caller may do on a request's responses and questions (its sections decide what to show
 * from it). Plan limits are also checked when sending; here they only explain.
 */
export async function loadWorkspace(
  deps: AppDeps,
  billing: BillingDeps,
  member: Member,
  impersonating: boolean,
  requestId: number,
): Promise<RequestWorkspaceDto> {
  const { db } = deps;
  const request = await loadVisibleRequest(db, member, requestId);
  const isPoster = request.companyId === member.companyId;
  const plan = await planInForce(billing, member);
  const hasPlan = plan !== 'NONE';
  const accepts = acceptsResponses(request, deps.clock.now());
  const myResponse = isPoster
    ? null
    : await findResponseDto(db, { requestId, companyId: member.companyId }, request.companyId, false);
  const used =
    plan === 'EXPLORER' ? await countRequestsRespondedSince(db, member.id, monthStartUtc(deps.clock.now())) : 0;
  const respondBlockedReason = isPoster
    ? null
    : firstReason([
        [impersonating, IMPERSONATING_MESSAGE],
        [!accepts, NOT_ACCEPTING_MESSAGE],
        [myResponse !== null, ALREADY_RESPONDED_MESSAGE],
        [!hasPlan, RESPONSES_SUBSCRIPTION_MESSAGE],
      ]);
  const askBlockedReason = isPoster
    ? null
    : firstReason([
        [impersonating, IMPERSONATING_MESSAGE],
        [!accepts, NOT_ACCEPTING_QUESTIONS_MESSAGE],
        [!hasPlan, RESPONSES_SUBSCRIPTION_MESSAGE],
      ]);
  return {
    requestId,
    isPoster,
    acceptsResponses: accepts,
    canRespond: !isPoster && respondBlockedReason === null,
    respondBlockedReason,
    canAsk: !isPoster && askBlockedReason === null,
    askBlockedReason,
    canManage: isPoster && !impersonating,
    canAward: isPoster && !impersonating && (request.status === 'OPEN' || request.status === 'CLOSED'),
    canChangeResponse: myResponse !== null && accepts && !impersonating && myResponse.status !== 'DECLINED',
    hasPlan,
    explorerResponsesLeft: plan === 'EXPLORER' ? Math.max(0, EXPLORER_MONTHLY_RESPONSES - used) : null,
    myResponse,
    responseCount: isPoster ? await countResponses(db, requestId) : null,
    unansweredQuestions: isPoster ? await countUnanswered(db, requestId) : null,
  };
}
