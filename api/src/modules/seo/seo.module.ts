import type { ApiModule } from '../../http/module.js';
import { seoRoutes } from './seo.routes.js';

/** What crawlers may list: the public company profiles, for the bff's sitemap (docs/seo.md). */
export const seoModule: ApiModule = {
  name: 'seo',
  tags: [{ name: 'seo', description: 'What the sitemap lists' }],
  routes: seoRoutes,
};
