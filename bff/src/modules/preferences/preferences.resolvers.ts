import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { userErrorsFrom } from '../../errors/user.errors.js';

export const preferencesResolvers: Resolvers = {
  Query: {
    emailPreferences: (_parent, _args, ctx) => ctx.api.preferences.get(),
  },
  Mutation: {
    updateEmailPreferences: async (_parent, { input }, ctx) => {
      // matches or watchedCompanies left out (or null) keeps the saved value: the api's body leaves it out.
      const { matches, watchedCompanies, ...rest } = input;
      const body = {
        ...rest,
        ...(matches === null || matches === undefined ? {} : { matches }),
        ...(watchedCompanies === null || watchedCompanies === undefined ? {} : { watchedCompanies }),
      };
      try {
        return { emailPreferences: await ctx.api.preferences.update(body), errors: [] };
      } catch (error) {
        return { emailPreferences: null, errors: userErrorsFrom(error) };
      }
    },
    unsubscribeFromEmails: async (_parent, { token }, ctx) => {
      try {
        await ctx.api.preferences.unsubscribe(token);
        return { success: true, errors: [] };
      } catch (error) {
        // The api answers 400 'token is invalid' for a malformed, forged or unknown link.
        return { success: false, errors: userErrorsFrom(error, { fields: { token: 'token' } }) };
      }
    },
  },
};
