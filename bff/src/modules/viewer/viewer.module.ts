import type { BffModule } from '../../module.js';
import { viewerResolvers } from './viewer.resolvers.js';

/** Who is signed in, whom they act as, their subscription and permissions. */
export const viewerModule: BffModule = { name: 'viewer', resolvers: viewerResolvers };
