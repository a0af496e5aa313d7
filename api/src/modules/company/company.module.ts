import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { companyViewRoutes } from './company-views.routes.js';
import { companyRoutes } from './company.routes.js';

/** Company profiles, the company list, edits and logos, business types, and who viewed what. */
export const companyModule: ApiModule = {
  name: 'company',
  tags: [{ name: 'company', description: 'Companies and business types' }],
  routes: async (app: ApiInstance) => {
    await app.register(companyRoutes);
    await app.register(companyViewRoutes);
  },
};
