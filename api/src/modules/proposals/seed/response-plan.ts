import type { Random } from '../../../seed/prng.js';
import type { CompanyFacts } from '../../company/index.js';
import type { ResponseStatus } from '../../requests/index.js';
import { declineReason, posterReply, type ProposalText, type RequestFacts, writeProposal } from './proposal-writer.js';
import { chooseResponders, responseCount } from './responder-choice.js';

const HOUR = 3_600_000;

export interface PlannedResponse {
  request: RequestFacts;
  responder: CompanyFacts;
  text: ProposalText;
  status: ResponseStatus;
  reason: string | null;
  rating: number | null;
  at: Date;
  /** When the poster decided (shortlisted, declined, awarded); null while it waits. */
  decidedAt: Date | null;
  /** The poster's answer in the thread, for a response it shortlisted or awarded. */
  reply: string | null;
}

/** Statuses as posters leave them: most open responses waiting, a few shortlisted or declined; one winner per award. */
function statusesOf(request: RequestFacts, count: number, random: Random): ResponseStatus[] {
  const undecided = (): ResponseStatus =>
    random.weighted<ResponseStatus>([
      ['SUBMITTED', 6],
      ['SHORTLISTED', 2],
      ['DECLINED', 2],
    ]);
  const statuses = Array.from({ length: count }, undecided);
  if (request.status !== 'AWARDED') return statuses;
  const winner = random.int(0, count - 1);
  return statuses.map((s, i) => (i === winner ? 'AWARDED' : s === 'DECLINED' ? 'DECLINED' : 'NOT_AWARDED'));
}

/** The responses a request had: who answered, what, when, and what the poster decided. */
export function planResponses(
  request: RequestFacts,
  responders: readonly CompanyFacts[],
  random: Random,
  now: Date,
): PlannedResponse[] {
  const chosen = chooseResponders(request, responders, responseCount(request, random, now), random);
  const statuses = statusesOf(request, chosen.length, random);
  const end = Math.min(now.getTime(), request.closesAt.getTime()) - HOUR;
  const start = request.publishedAt.getTime() + 4 * HOUR;
  // Most answers come in the first days after publication.
  const times = chosen
    .map(() => new Date(start + (end - start) * random.next() ** 2))
    .sort((a, b) => a.getTime() - b.getTime());
  return chosen.map((responder, i) => {
    const at = times[i] ?? new Date(start);
    const status = statuses[i] ?? 'SUBMITTED';
    const awarding = status === 'AWARDED' || status === 'NOT_AWARDED';
    const decidedAt =
      status === 'SUBMITTED'
        ? null
        : awarding
          ? (request.closedAt ?? now)
          : new Date(at.getTime() + (end - at.getTime()) * random.next());
    return {
      request,
      responder,
      text: writeProposal(request, responder, random, now),
      status,
      reason: status === 'DECLINED' ? declineReason(random) : null,
      rating: decidedAt && random.chance(0.6) ? (status === 'AWARDED' ? random.int(4, 5) : random.int(2, 4)) : null,
      at,
      decidedAt,
      reply:
        status === 'SHORTLISTED' || status === 'AWARDED' ? posterReply(request, random, status === 'AWARDED') : null,
    };
  });
}
