import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { unlockMaintenance } from './app.maintenance.js';

export const appResolvers: Resolvers = {
  Query: {
    appConfig: (_parent, _args, ctx) => {
      const app = ctx.config.app;
      return {
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
