import type { BffModule } from '../../module.js';
import { createNotificationApi, type NotificationApi } from './notification.api.js';
import { notificationResolvers } from './notification.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    notification: NotificationApi;
  }
}

/** The notification centre (spec §1): the bell's list, counts and read state. */
export const notificationModule: BffModule = {
  name: 'notification',
  resolvers: notificationResolvers,
  api: (rest) => ({ notification: createNotificationApi(rest) }),
};
