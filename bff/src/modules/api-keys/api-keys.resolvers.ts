import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';

export const KEY_NOT_FOUND = 'This API key does not exist or is not your company’s.';
const USAGE_DAYS = { min: 1, max: 90 };

/** The refusals an admin can act on, at their fields (`name`, `expiresAt`); anything else is top-level. */
function keyErrors(error: unknown) {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return [userError('NOT_FOUND', KEY_NOT_FOUND)];
  return userErrorsFrom(error);
}

/** Partner API keys: the api decides; this maps. */
export const apiKeysResolvers: Resolvers = {
  Query: {
    apiKeys: (_p, _args, ctx) => ctx.api.apiKeys.list(),
  },
  Mutation: {
    createApiKey: async (_p, { input }, ctx) => {
      try {
        const created = await ctx.api.apiKeys.create({
          name: input.name,
          scope: input.scope,
          expiresAt: input.expiresAt ?? null,
        });
        return { apiKey: created.apiKey, secret: created.secret, errors: [] };
      } catch (error) {
        return { apiKey: null, secret: null, errors: keyErrors(error) };
      }
    },
    revokeApiKey: async (_p, { id }, ctx) => {
      // The api's ids are UUIDs: anything else names no key.
      if (!/^[0-9a-f-]{36}$/i.test(id)) return { apiKey: null, errors: [userError('NOT_FOUND', KEY_NOT_FOUND)] };
      try {
        return { apiKey: await ctx.api.apiKeys.revoke(id), errors: [] };
      } catch (error) {
        return { apiKey: null, errors: keyErrors(error) };
      }
    },
  },
  ApiKey: {
    usage: (key, { days }, ctx) => {
      const wanted = days ?? 14;
      if (!Number.isInteger(wanted) || wanted < USAGE_DAYS.min || wanted > USAGE_DAYS.max) {
        const message = `Ask for ${USAGE_DAYS.min} to ${USAGE_DAYS.max} days of usage.`;
        throw new AppError('BAD_USER_INPUT', message, { details: [{ field: 'days', message }] });
      }
      return ctx.loaders.apiKeyUsage.load({ id: key.id, days: wanted });
    },
  },
};
