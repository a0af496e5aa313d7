import type { ApiModule } from '../../http/module.js';
import { dayOf } from '../../clock.js';
import { syncAllPublishedAlertsFlags } from './capability.repository.js';
import { capabilityRoutes } from './capability.routes.js';
import { capabilitySeed } from './capability.seed.js';

/** Capability alerts (vendors and sites), and `companies.has_published_alerts` kept true to them. */
export const capabilityModule: ApiModule = {
  name: 'capability',
  tags: [{ name: 'capability', description: 'Capability alerts of vendors and sites' }],
  routes: capabilityRoutes,
  plans: [
    { plan: 'EXPLORER', list: 'includes', order: 70, text: 'Capability alerts and looking-for lists for your company' },
  ],
  seed: capabilitySeed,
  queues: [
    {
      // Alerts expire at the end of their valid-until day: the search flag follows just after midnight UTC.
      name: 'capability-alert-flags',
      cron: '5 0 * * *',
      run: async (app) => {
        const changed = await syncAllPublishedAlertsFlags(app.deps.db, dayOf(app.deps.clock.now()));
        if (changed > 0) app.log.info({ changed }, 'capability alert flags recomputed');
      },
    },
  ],
};
