import type { ApiModule } from '../../http/module.js';
import { challengePosterRoutes } from './challenge.poster.routes.js';
import { challengeRoutes } from './challenge.routes.js';
import { challengeSeed } from './challenge.seed.js';

/** Open innovation challenges (issue 31): the public face of innovation requests; applying is responding (docs/challenges.md). */
export const challengeModule: ApiModule = {
  name: 'challenge',
  tags: [{ name: 'challenges', description: 'Open innovation challenges on innovation requests.' }],
  routes: async (app) => {
    await challengeRoutes(app);
    await app.register(async (scope) => challengePosterRoutes(scope));
  },
  seed: challengeSeed,
};
