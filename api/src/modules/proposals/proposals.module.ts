import { refuseImpersonation } from '../../auth/refuse-impersonation.js';
import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { outcomeRoutes } from './outcome.routes.js';
import { PROPOSALS_PLAN_LINES } from './proposals.limits.js';
import { proposalsSeed } from './proposals.seed.js';
import { questionRoutes } from './questions.routes.js';
import { responseRoutes } from './responses.routes.js';

async function proposalRoutes(app: ApiInstance): Promise<void> {
  // Spec §6's REQUESTS, blocked while impersonating: responses, their outcome and questions alike.
  refuseImpersonation(app);
  await responseRoutes(app);
  await outcomeRoutes(app);
  await questionRoutes(app);
}

/** Responses to requests, the poster's comparison and award, and the public Q&A (issue 15). */
export const proposalsModule: ApiModule = {
  name: 'proposals',
  tags: [{ name: 'proposals', description: 'Responses to requests, their comparison and award, and questions' }],
  routes: proposalRoutes,
  plans: PROPOSALS_PLAN_LINES,
  seed: proposalsSeed,
};
