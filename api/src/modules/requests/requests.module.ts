import { forbidden } from '../../errors.js';
import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { requestRoutes } from './requests.routes.js';
import { requestsSeed } from './requests.seed.js';

/**
 * Spec §6: REQUESTS (post, edit, publish, close, delete) is blocked while an admin impersonates;
 * reading is not. Runs before the body is validated, so the refusal is the same for any body.
 */
function refuseImpersonatedWrites(app: ApiInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.caller?.impersonating) throw forbidden();
  });
}

export const requestsModule: ApiModule = {
  name: 'requests',
  tags: [{ name: 'requests', description: 'Site, service and innovation requests (spec §3)' }],
  routes: async (app: ApiInstance) => {
    refuseImpersonatedWrites(app);
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
