import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';

export const KEY_NOT_FOUND = 'This API key does not exist or is not your company’s.';

/** The api refused the id itself (its ids are UUIDs): an id that is none names no key. */
const refusesId = (error: AppError): boolean =>
  error.code === 'BAD_USER_INPUT' &&
  Array.isArray(error.extensions.details) &&
  error.extensions.details.some((detail: { field?: unknown }) => detail.field === 'id');

/** The refusals an admin can act on, at their fields (`name`, `expiresAt`); anything else is top-level. */
function keyErrors(error: unknown) {
  if (error instanceof AppError && (error.code === 'NOT_FOUND' || refusesId(error)))
    return [userError('NOT_FOUND', KEY_NOT_FOUND)];
  return userErrorsFrom(error);
}

/** Partner API keys: the api decides (names, scopes, expiry, ids, usage windows); this maps. */
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
      try {
        return { apiKey: await ctx.api.apiKeys.revoke(id), errors: [] };
      } catch (error) {
        return { apiKey: null, errors: keyErrors(error) };
      }
    },
  },
  ApiKey: {
    // A window the api does not serve (it answers 1 to 90 days) is its 400, naming `days`.
    usage: (key, { days }, ctx) => ctx.loaders.apiKeyUsage.load({ id: key.id, days: days ?? 14 }),
  },
};
