import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const directoryResolvers: Resolvers = {
  Query: {
    // The api counts at most once a minute for everyone; nothing here to cache again.
    directoryFigures: (_parent, _args, ctx) => ctx.api.directory.figures(),
  },
};
