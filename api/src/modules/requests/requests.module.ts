import { refuseImpersonation } from '../../auth/refuse-impersonation.js';
import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { requestRoutes } from './requests.routes.js';
import { requestsSeed } from './requests.seed.js';

export const requestsModule: ApiModule = {
  name: 'requests',
  tags: [{ name: 'requests', description: 'Site, service and innovation requests (spec §3)' }],
  routes: async (app: ApiInstance) => {
    // Spec §6: REQUESTS is blocked while an admin impersonates, reading as well as writing (a
    // sponsor's requests and the responses to them, competitors' prices included, are theirs).
    refuseImpersonation(app);
    await requestRoutes(app);
  },
  // Posting a request needs Innovator: the requests routes refuse Explorer with ExplorerLimit.
  plans: [
    {
      plan: 'INNOVATOR',
      list: 'includes',
      order: 60,
      text: 'Post requests, compare the responses side by side and award them',
    },
  ],
  seed: requestsSeed,
};
