import type { ApiModule } from '../../http/module.js';
import { contactDepsFromEnv } from './contact.deps.js';
import { deliverContactMessage, sweepContactMessages } from './contact.delivery.js';
import { CONTACT_DELIVERY } from './contact.limits.js';
import { contactRoutes } from './contact.routes.js';

/** The Contact Us form (docs/contact.md): stored messages, mailed to support by the job queue. */
export const contactModule: ApiModule = {
  name: 'contact',
  tags: [{ name: 'contact', description: 'The Contact Us form: messages to support.' }],
  routes: contactRoutes,
  deps: ({ env, log }) => {
    const contact = contactDepsFromEnv(env);
    log.info({ enabled: contact.enabled }, 'contact form');
    return { contact };
  },
  queues: [
    {
      name: CONTACT_DELIVERY.job,
      run: async (app, data) => {
        const id = data['contactMessageId'];
        if (typeof id === 'number' && Number.isInteger(id)) await deliverContactMessage(app, id);
      },
    },
    {
      // Messages whose job was lost or ran out of retries (sends never fail a change: jobs/send-job.ts).
      name: 'contact-message-sweep',
      cron: CONTACT_DELIVERY.sweepCron,
      run: async (app) => {
        const delivered = await sweepContactMessages(app);
        if (delivered > 0) app.log.info({ delivered }, 'contact messages delivered by the sweep');
      },
    },
  ],
};
