import type { Lockout } from '../../identity/lockout.js';
import type { BffModule } from '../../module.js';
import { createMaintenanceLockout } from './app.maintenance.js';
import { appResolvers } from './app.resolvers.js';
import { appErrors } from './app.errors.js';

declare module '../../context.js' {
  interface FeatureServices {
    /** Wrong maintenance passwords per client IP. */
    maintenanceLockout: Lockout;
  }
}

/** What the client needs first (brand, maintenance mode, analytics) and the maintenance password. */
export const appModule: BffModule = {
  name: 'app',
  resolvers: appResolvers,
  errors: appErrors,
  services: ({ lockouts, now }) => ({ maintenanceLockout: createMaintenanceLockout(lockouts, now) }),
};
