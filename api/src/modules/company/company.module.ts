import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { companyPreviewRoutes } from './company-preview.routes.js';
import { companyRoutes } from './company.routes.js';
import { companySeed } from './company.seed.js';

/** Company profiles and their public previews, edits and logos, business types and employee bands. */
export const companyModule: ApiModule = {
  name: 'company',
  tags: [{ name: 'company', description: 'Companies and business types' }],
  routes: async (app: ApiInstance) => {
    await app.register(companyRoutes);
    await app.register(companyPreviewRoutes);
  },
  plans: [
    { plan: 'EXPLORER', list: 'includes', order: 10, text: 'A company profile every member can find in search' },
    {
      plan: 'EXPLORER',
      list: 'includes',
      order: 30,
      text: 'Full company profiles: capabilities, members and what they look for',
    },
  ],
  seed: companySeed,
};
