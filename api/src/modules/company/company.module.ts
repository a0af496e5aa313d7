import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { companyPreviewRoutes } from './company-preview.routes.js';
import { companyViewRoutes } from './company-views.routes.js';
import { companyRoutes } from './company.routes.js';

/** Company profiles and their public previews, the company list, edits and logos, business types, and who viewed what. */
export const companyModule: ApiModule = {
  name: 'company',
  tags: [{ name: 'company', description: 'Companies and business types' }],
  routes: async (app: ApiInstance) => {
    await app.register(companyRoutes);
    await app.register(companyViewRoutes);
    await app.register(companyPreviewRoutes);
  },
};
