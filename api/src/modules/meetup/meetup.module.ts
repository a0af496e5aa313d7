import type { ApiModule } from '../../http/module.js';
import { USER_ACTIVATED_JOB } from '../registration/index.js';
import { meetupRoutes } from './meetup.routes.js';
import { meetupSeed } from './meetup.seed.js';
import { registerEventSignups } from './meetup.signup.js';

/**
 * Meetups (docs/meetups.md): events with seats and a waiting list, registration with a calendar
 * file by mail, and the event sign-up (`/register?event=<code>`) that registers its new user once
 * their account is active: on the sign-up's job, and by a sweep for accounts approved later.
 */
export const meetupModule: ApiModule = {
  name: 'meetup',
  tags: [{ name: 'meetups', description: 'Meetups, their seats, registrations and waiting lists.' }],
  routes: meetupRoutes,
  seed: meetupSeed,
  queues: [
    {
      name: 'meetup-event-signup',
      follows: USER_ACTIVATED_JOB,
      run: async (app, data) => {
        if (typeof data['userId'] === 'number') await registerEventSignups(app, data['userId']);
      },
    },
    // Accounts approved by their company's admins later, and sends that were lost.
    {
      name: 'meetup-event-signups-sweep',
      cron: '*/5 * * * *',
      run: async (app) => void (await registerEventSignups(app)),
    },
  ],
};
