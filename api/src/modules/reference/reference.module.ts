import type { ApiModule } from '../../http/module.js';
import { referenceRoutes } from './reference.routes.js';
import { referenceSeed } from './reference.seed.js';

export const referenceModule: ApiModule = {
  name: 'reference',
  tags: [{ name: 'reference', description: 'Reference data and countries' }],
  routes: referenceRoutes,
  seed: referenceSeed,
};
