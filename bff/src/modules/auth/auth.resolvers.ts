import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { changePassword, confirmForgotPassword, forgotPassword } from './auth.password.js';
import { endServerSession, revokeQuietly } from './auth.session.js';
import { respondToChallenge, signIn } from './auth.signin.js';
import { disableTotp, setUpTotp, verifyTotp } from './auth.totp.js';

/**
 * A request carrying `Authorization: Bearer` acts as its bearer and leaves the session cookies
 * alone (docs/api-keys.md), so it cannot sign in: that would write them.
 */
function assertMayStartSession(ctx: GraphQLContext): void {
  if (ctx.session.cookieless)
    throw new AppError('FORBIDDEN', 'This request carries an Authorization header: remove it to sign in.');
}

export const authResolvers: Resolvers = {
  Mutation: {
    signIn: (_parent, { input }, ctx) => {
      assertMayStartSession(ctx);
      return signIn(ctx, input);
    },
    respondToChallenge: (_parent, { input }, ctx) => {
      assertMayStartSession(ctx);
      return respondToChallenge(ctx, input);
    },
    signOut: async (_parent, _args, ctx) => {
      const data = ctx.session.data;
      if (data) await endServerSession(ctx);
      if (data) await revokeQuietly(ctx, data.refreshToken);
      ctx.session.end();
      if (data) ctx.request.log.info({ userId: data.userId, isAdmin: data.isAdmin }, 'signed out');
      return { success: true, errors: [] };
    },
    forgotPassword: (_parent, { input }, ctx) => forgotPassword(ctx, input),
    confirmForgotPassword: (_parent, { input }, ctx) => confirmForgotPassword(ctx, input),
    changePassword: (_parent, { input }, ctx) => changePassword(ctx, input),
    setUpTotp: (_parent, _args, ctx) => setUpTotp(ctx),
    verifyTotp: (_parent, { input }, ctx) => verifyTotp(ctx, input.code),
    disableTotp: (_parent, _args, ctx) => disableTotp(ctx),
  },
};
