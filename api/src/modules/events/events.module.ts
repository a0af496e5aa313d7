import type { ApiModule } from '../../http/module.js';
import { eventsRoutes } from './events.routes.js';

export const eventsModule: ApiModule = {
  name: 'events',
  tags: [{ name: 'events', description: "The caller's live events (server-sent events), for open browsers." }],
  routes: eventsRoutes,
};
