import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { unlockMaintenance } from './app.maintenance.js';

export const appResolvers: Resolvers = {
  Query: {
    appConfig: async (_parent, _args, ctx) => {
      const app = ctx.config.app;
      return {
        trialDays: (await ctx.services.features.subscriptionTerms.get()).trialDays,
        brandName: app.brandName,
        maintenanceMode: app.maintenancePassword !== undefined,
        supportEmail: app.supportEmail,
        analytics: app.analytics,
      };
    },
  },
  Mutation: {
    unlockMaintenance: (_parent, { password }, ctx) => unlockMaintenance(ctx, password),
  },
};
