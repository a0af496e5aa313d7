import type { ApiModule } from '../../http/module.js';
import { contentRoutes } from './content.routes.js';
import { contentSeed } from './content.seed.js';

/** Spec §7's CMS (issue 31): public pages, home banners and audiences, edited by the admin group (docs/content.md). */
export const contentModule: ApiModule = {
  name: 'content',
  tags: [{ name: 'content', description: 'Published pages, home banners and audiences (the CMS calls of spec §7).' }],
  routes: contentRoutes,
  seed: contentSeed,
};
