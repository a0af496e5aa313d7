import type { ApiModule } from '../../http/module.js';
import { evidenceRoutes } from './evidence.routes.js';
import { evidenceSeed } from './evidence.seed.js';

/** Evidence of profile claims (issue 28): company admins submit documents, the admin group verifies (docs/evidence.md). */
export const evidenceModule: ApiModule = {
  name: 'evidence',
  tags: [
    {
      name: 'evidence',
      description:
        'Documents backing profile claims (audited by FDA; minority-, women-, disability-owned) and their review.',
    },
  ],
  routes: evidenceRoutes,
  seed: evidenceSeed,
};
