import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';

const COMPANY_MANAGED = 'Your company manages its single sign-on: ask a company admin to change it.';
import { socialCookiesOf } from './social-sign-in.pending.js';

/** Social sign-in's GraphQL side: the pending outcome for /login and /register, and My account's methods. */
export const socialSignInResolvers: Resolvers = {
  Query: {
    socialSignIn: (_p, _args, ctx) => {
      const outcome = socialCookiesOf(ctx).readOutcome(ctx.request);
      if (!outcome) return null;
      // The identity's token never leaves the bff.
      const { identityToken: _kept, expiresAt: _expiresAt, ...visible } = outcome;
      return visible;
    },
    signInMethods: async (_p, _args, ctx) => (await ctx.api.signInMethods.list()).methods,
  },
  Mutation: {
    unlinkSignInMethod: async (_p, { input }, ctx) => {
      const { provider } = input;
      try {
        if (provider === 'COMPANY') {
          const { methods } = await ctx.api.signInMethods.list();
          return { methods, errors: [userError('SIGN_IN_METHOD_MANAGED', COMPANY_MANAGED)] };
        }
        return { methods: (await ctx.api.signInMethods.unlink(provider)).methods, errors: [] };
      } catch (error) {
        const errors = userErrorsFrom(error);
        const methods = await ctx.api.signInMethods.list().then(
          (answer) => answer.methods,
          () => [],
        );
        return { methods, errors };
      }
    },
    dismissSocialSignIn: (_p, _args, ctx) => {
      socialCookiesOf(ctx).clearOutcome(ctx.request, ctx.reply);
      return { success: true, errors: [] };
    },
  },
};
