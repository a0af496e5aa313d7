import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { idArg } from '../messaging/index.js';
import type { RequestResponseDto } from './proposals.api.js';
import { proposalErrors, responseIds } from './proposals.convert.js';

/** A change answering a response: the response, or the refusals (conflicts shown at `conflictField`). */
async function responseChange(change: () => Promise<RequestResponseDto>, conflictField: string | null = null) {
  try {
    return { response: await change(), errors: [] };
  } catch (error) {
    return { response: null, errors: proposalErrors(error, conflictField) };
  }
}

/** The input of a response as the api's body: trimmed texts, the price as given. */
const respondBody = (input: { message: string; timeline: string; price?: number | null }) => ({
  message: input.message.trim(),
  timeline: input.timeline.trim(),
  price: input.price ?? null,
});

/** Responding, the poster's decisions, and the Q&A. */
export const proposalMutations: MutationResolvers = {
  respondToRequest: (_p, { input }, ctx) =>
    responseChange(() => ctx.api.proposals.respond(idArg(input.requestId, 'requestId'), respondBody(input))),
  updateMyResponse: (_p, { input }, ctx) =>
    responseChange(() => ctx.api.proposals.updateMine(idArg(input.requestId, 'requestId'), respondBody(input))),
  withdrawMyResponse: async (_p, { requestId }, ctx) => {
    try {
      await ctx.api.proposals.withdrawMine(idArg(requestId, 'requestId'));
      return { withdrawn: true, errors: [] };
    } catch (error) {
      return { withdrawn: false, errors: proposalErrors(error) };
    }
  },
  shortlistResponse: (_p, { requestId, responseId }, ctx) =>
    responseChange(() => ctx.api.proposals.shortlist(responseIds(requestId, responseId))),
  unshortlistResponse: (_p, { requestId, responseId }, ctx) =>
    responseChange(() => ctx.api.proposals.unshortlist(responseIds(requestId, responseId))),
  declineResponse: (_p, { input }, ctx) =>
    responseChange(
      () => ctx.api.proposals.decline(responseIds(input.requestId, input.responseId), input.reason.trim()),
      'reason',
    ),
  rateResponse: (_p, { requestId, responseId, rating }, ctx) =>
    responseChange(() => ctx.api.proposals.rate(responseIds(requestId, responseId), rating ?? null), 'rating'),
  awardResponse: (_p, { requestId, responseId }, ctx) =>
    responseChange(() => ctx.api.proposals.award(responseIds(requestId, responseId))),
  askRequestQuestion: async (_p, { input }, ctx) => {
    try {
      const question = await ctx.api.proposals.ask(idArg(input.requestId, 'requestId'), input.question.trim());
      return { question, errors: [] };
    } catch (error) {
      return { question: null, errors: proposalErrors(error, 'question') };
    }
  },
  answerRequestQuestion: async (_p, { input }, ctx) => {
    try {
      const ids = { id: idArg(input.requestId, 'requestId'), questionId: idArg(input.questionId, 'questionId') };
      return { question: await ctx.api.proposals.answer(ids, input.answer.trim()), errors: [] };
    } catch (error) {
      return { question: null, errors: proposalErrors(error, 'answer') };
    }
  },
};
