import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { parseId } from '../../rest/rest.ids.js';
import { orNullWhenMissing, toPage } from '../messaging/index.js';
import type { RequestWorkspaceMapper } from './proposals.mappers.js';
import { gridPaging } from './proposals.convert.js';
import { proposalMutations } from './proposals.mutations.js';

/** What a visitor (or an admin with nobody to act as) may do: read the request, nothing more. */
const outsider = (requestId: number): RequestWorkspaceMapper => ({
  requestId,
  signedIn: false,
  isPoster: false,
  acceptsResponses: false,
  canRespond: false,
  respondBlockedReason: null,
  canAsk: false,
  askBlockedReason: null,
  canManage: false,
  canAward: false,
  canChangeResponse: false,
  hasPlan: false,
  explorerResponsesLeft: null,
  myResponse: null,
  responseCount: null,
  unansweredQuestions: null,
});

/** Responses, the comparison grid, the award and the Q&A (issue 15): the api decides; this maps. */
export const proposalsResolvers: Resolvers = {
  Query: {
    requestWorkspace: async (_p, { requestId }, ctx) => {
      const id = parseId(requestId);
      if (id === null) return null;
      if (!ctx.session.caller) return outsider(id);
      try {
        return { ...(await ctx.api.proposals.workspace(id)), signedIn: true };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        if (error instanceof AppError && error.code === 'FORBIDDEN') return outsider(id);
        throw error;
      }
    },
    requestResponses: async (_p, { requestId, page, size, sort }, ctx) => {
      const id = parseId(requestId);
      if (id === null) return null;
      const answer = await orNullWhenMissing(() => ctx.api.proposals.responses(id, gridPaging(page, size, sort)));
      return answer && toPage(answer);
    },
    myRequestResponse: async (_p, { requestId }, ctx) => {
      const id = parseId(requestId);
      return id === null ? null : orNullWhenMissing(() => ctx.api.proposals.mine(id));
    },
    requestQuestions: async (_p, { requestId }, ctx) => {
      const id = parseId(requestId);
      // Visitors see the request's title and kind only (issue 15's plans): no questions.
      if (id === null || !ctx.session.caller) return null;
      return orNullWhenMissing(() => ctx.api.proposals.questions(id));
    },
  },
  Mutation: proposalMutations,
  RequestWorkspace: {
    id: (workspace) => String(workspace.requestId),
  },
};
