import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { requireAdmin } from '../../directives/access.js';
import { AppError, forbidden, MESSAGES } from '../../errors/error.codes.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { clampPaging } from '../../rest/rest.query.js';
import { userError, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import type { UserDto } from '../user/index.js';
import { viewerModel } from '../viewer/index.js';

const USER_NOT_FOUND = 'This user could not be found.';

/** Reads the target as the target (impersonation header): this is also what the api audits. */
async function findTarget(ctx: GraphQLContext, rawId: string): Promise<UserDto | UserErrorDto> {
  const id = parseId(rawId);
  if (id === null) return userError('NOT_FOUND', USER_NOT_FOUND, 'userId');
  let user: UserDto;
  try {
    user = await ctx.api.user.byId(id, { impersonatedUserId: id });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN'))
      return userError('NOT_FOUND', USER_NOT_FOUND, 'userId');
    if (error instanceof AppError && (error.code === 'COMPANY_INACTIVE' || error.code === 'MEMBERSHIP_PENDING'))
      return userError(error.code, error.message, 'userId');
    throw error;
  }
  // Acting as someone who may not sign in would sign the admin out (spec §4): refuse up front.
  if (!user.active) return userError('USER_INACTIVE', catalogueEntry(112).message, 'userId');
  if (user.company && !user.company.active) return userError('COMPANY_INACTIVE', MESSAGES.companyInactive, 'userId');
  return user;
}

export const impersonationResolvers: Resolvers = {
  Query: {
    impersonationTargets: (_parent, { search, page }, ctx) =>
      ctx.api.impersonation.targets(search?.trim() ? search.trim() : null, clampPaging(page)),
  },
  Mutation: {
    startImpersonation: async (_parent, { userId }, ctx) => {
      const admin = requireAdmin(ctx);
      // The target lives in the session cookie: a partner's bearer token has nowhere to keep it.
      if (admin.source !== 'cookie') throw forbidden();
      const target = await findTarget(ctx, userId);
      if (!('id' in target)) return { viewer: null, errors: [target] };
      ctx.session.update({ impersonatedUserId: target.id });
      ctx.loaders.userById.prime(target.id, target);
      ctx.request.log.info(
        { admin: admin.email, targetUserId: target.id, targetEmail: target.email },
        'impersonation started',
      );
      return { viewer: viewerModel(requireAdmin(ctx)), errors: [] };
    },
    stopImpersonation: (_parent, _args, ctx) => {
      const admin = requireAdmin(ctx);
      if (admin.impersonatedUserId !== null) {
        ctx.session.update({ impersonatedUserId: null });
        ctx.request.log.info({ admin: admin.email, targetUserId: admin.impersonatedUserId }, 'impersonation stopped');
      }
      return { viewer: viewerModel(requireAdmin(ctx)), errors: [] };
    },
  },
};
