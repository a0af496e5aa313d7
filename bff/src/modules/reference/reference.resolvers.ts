import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { toReferenceItem } from './reference.api.js';

export const referenceResolvers: Resolvers = {
  Query: {
    referenceItems: async (_parent, { kinds }, ctx) =>
      (await ctx.api.reference.items(kinds ?? null)).map(toReferenceItem),
    countries: async (_parent, _args, ctx) =>
      (await ctx.api.reference.countries()).map((country) => ({ ...country, id: String(country.id) })),
  },
};
