import { refuseImpersonation } from '../../auth/refuse-impersonation.js';
import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { companyInboxRoutes } from './company-inbox.routes.js';
import { folderRoutes } from './folders.routes.js';
import { MESSAGING_PLAN_LINES } from './messaging.limits.js';
import { messagingSeed } from './messaging.seed.js';
import { threadStateRoutes } from './thread-state.routes.js';
import { threadRoutes } from './threads.routes.js';

async function messagingRoutes(app: ApiInstance): Promise<void> {
  // Spec §6: the inbox, the company inbox and sending are blocked while impersonating.
  refuseImpersonation(app);
  await threadRoutes(app);
  await threadStateRoutes(app);
  await folderRoutes(app);
  await companyInboxRoutes(app);
}

export const messagingModule: ApiModule = {
  name: 'messaging',
  tags: [{ name: 'messaging', description: 'Threads, messages, folders and company inboxes' }],
  routes: messagingRoutes,
  plans: MESSAGING_PLAN_LINES,
  seed: messagingSeed,
};
