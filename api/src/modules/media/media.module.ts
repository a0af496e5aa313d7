import type { ApiModule } from '../../http/module.js';
import { mediaRoutes } from './media.routes.js';

export const mediaModule: ApiModule = {
  name: 'media',
  tags: [{ name: 'media', description: 'Uploaded files' }],
  routes: mediaRoutes,
};
