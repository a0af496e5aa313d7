import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { sendMessageDigests } from './digest.job.js';
import { preferencesRoutes } from './preferences.routes.js';

/** Email preferences (my account) and the digest of unread messages and notifications they govern. */
export const preferencesModule: ApiModule = {
  name: 'preferences',
  routes: async (app: ApiInstance) => {
    await app.register(preferencesRoutes);
  },
  queues: [
    {
      name: 'message-digests',
      cron: '* * * * *',
      run: async (app) => {
        const sent = await sendMessageDigests(app.deps);
        if (sent > 0) app.log.info({ sent }, 'message digests sent');
      },
    },
  ],
};
