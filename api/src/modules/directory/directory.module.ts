import type { ApiModule } from '../../http/module.js';
import { directoryRoutes } from './directory.routes.js';

/** The directory's public figures (the home page's numbers). */
export const directoryModule: ApiModule = {
  name: 'directory',
  tags: [{ name: 'directory', description: "The directory's public figures" }],
  routes: directoryRoutes,
};
