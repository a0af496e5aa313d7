import type { ApiModule } from '../../http/module.js';
import { partnerSeed } from './partner.seed.js';

/** Contracted partners (search's partner inclusion reads them): no routes of their own yet, their seed data. */
export const partnerModule: ApiModule = {
  name: 'partner',
  routes: async () => undefined,
  seed: partnerSeed,
};
