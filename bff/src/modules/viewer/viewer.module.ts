import type { PermissionTable } from '../../directives/permissions.js';
import type { BffModule } from '../../module.js';
import { viewerResolvers } from './viewer.resolvers.js';

declare module '../../context.js' {
  interface FeatureServices {
    /** Who holds which permission (spec §6's and every feature's rules), for `Viewer.permissions`. */
    permissions: PermissionTable;
  }
}

/** Who is signed in, whom they act as, their subscription and permissions. */
export const viewerModule: BffModule = {
  name: 'viewer',
  resolvers: viewerResolvers,
  services: ({ permissions }) => ({ permissions }),
};
