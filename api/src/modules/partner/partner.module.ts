import type { ApiModule } from '../../http/module.js';
import { partnerRoutes } from './partner.routes.js';
import { partnerSeed } from './partner.seed.js';

/** Contracted partners (spec §1): labels, notes and ratings a company keeps on them (docs/contracted-partners.md). */
export const partnerModule: ApiModule = {
  name: 'partner',
  tags: [
    {
      name: 'contracted-partners',
      description: "The caller company's contracted partners, with labels, notes and ratings.",
    },
  ],
  routes: partnerRoutes,
  seed: partnerSeed,
};
