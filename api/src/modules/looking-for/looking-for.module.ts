import type { ApiModule } from '../../http/module.js';
import { lookingForRoutes } from './looking-for.routes.js';
import { lookingForSeed } from './looking-for.seed.js';

/** Spec §3's looking-for lists (published and full), one row per item (looking_for_items). */
export const lookingForModule: ApiModule = {
  name: 'looking-for',
  tags: [{ name: 'looking-for', description: 'What companies are looking for (published and full lists)' }],
  routes: lookingForRoutes,
  seed: lookingForSeed,
};
