import type { ApiModule } from '../../http/module.js';
import { notificationRoutes } from './notification.routes.js';

export const notificationModule: ApiModule = {
  name: 'notification',
  tags: [{ name: 'notification', description: "The caller's notifications (the bell)" }],
  routes: notificationRoutes,
};
