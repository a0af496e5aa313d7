import type { BffModule } from '../../module.js';
import { liveResolvers } from './live.resolvers.js';

/** The viewer's live updates: a GraphQL subscription over the api's event stream (docs/live-updates.md). */
export const liveModule: BffModule = { name: 'live', resolvers: liveResolvers };
