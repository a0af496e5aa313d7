import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { requireMember } from '../../directives/access.js';
import { AppError } from '../../errors/error.codes.js';
import { userError } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import type { JoinRequestDto } from './member.api.js';
import { manageMemberResolvers } from './member.manage.resolvers.js';
const REQUEST_GONE = 'This request to join no longer exists: someone may have decided it already.';

const toJoinRequest = (request: JoinRequestDto) => ({
  id: String(request.user.id),
  user: request.user,
  requestedAt: request.requestedAt,
});

/** The acting user's company's requests (none for a user without a company). */
async function pendingRequests(ctx: GraphQLContext) {
  const { user } = await requireMember(ctx);
  if (user.companyId === null) return [];
  return (await ctx.api.member.joinRequests(user.companyId)).map(toJoinRequest);
}

export const memberResolvers: Resolvers = {
  Query: {
    joinRequests: (_parent, _args, ctx) => pendingRequests(ctx),
    ...manageMemberResolvers.Query,
  },
  Mutation: {
    ...manageMemberResolvers.Mutation,
    decideJoinRequest: async (_parent, { userId, decision }, ctx) => {
      const { user } = await requireMember(ctx);
      const id = parseId(userId);
      if (id === null || user.companyId === null)
        return { pending: await pendingRequests(ctx), errors: [userError('NOT_FOUND', REQUEST_GONE, 'userId')] };
      try {
        await ctx.api.member.decideJoinRequest(user.companyId, id, decision);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
        return { pending: await pendingRequests(ctx), errors: [userError('NOT_FOUND', REQUEST_GONE, 'userId')] };
      }
      ctx.request.log.info({ companyId: user.companyId, userId: id, decision }, 'join request decided');
      return { pending: await pendingRequests(ctx), errors: [] };
    },
  },
};
