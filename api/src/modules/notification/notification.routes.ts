import { requireUser } from '../../auth/auth.hooks.js';
import { notFound } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { refuseImpersonation } from '../../auth/refuse-impersonation.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotification,
  toNotificationDto,
  unreadNotificationCount,
} from './notification.repository.js';
import {
  NotificationChangeDto,
  NotificationCountDto,
  NotificationListQuery,
  NotificationPageDto,
  NotificationReadBody,
  ReadAllBody,
} from './notification.schemas.js';

const tags = ['notification'];
const config = { auth: 'user' as const };

export async function notificationRoutes(app: ApiInstance): Promise<void> {
  const { db, clock, events } = app.deps;
  // Notifications count as the inbox (spec §6): an admin acting as a user does not read them.
  refuseImpersonation(app);

  app.get(
    '/v1/notifications',
    {
      config,
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: NotificationListQuery,
        response: { 200: NotificationPageDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const [page, unreadCount] = await Promise.all([
        listNotifications(db, user.id, request.query),
        unreadNotificationCount(db, user.id),
      ]);
      return { ...page, unreadCount };
    },
  );

  app.get(
    '/v1/notifications/unread-count',
    { config, schema: { tags, summary: "The caller's unread notifications", response: { 200: NotificationCountDto } } },
    async (request) => ({ count: await unreadNotificationCount(db, requireUser(request).user.id) }),
  );

  app.put(
    '/v1/notifications/:id/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark one notification read or unread',
        params: IdParams,
        body: NotificationReadBody,
        response: { 200: NotificationChangeDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const row = await markNotification(db, user.id, request.params.id, request.body.read ? clock.now() : null);
      if (!row) throw notFound();
      events.publish({ kind: 'NOTIFICATION_READ', userIds: [user.id], notificationId: row.id });
      return { notification: toNotificationDto(row), unreadCount: await unreadNotificationCount(db, user.id) };
    },
  );

  app.post(
    '/v1/notifications/read-all',
    {
      config,
      schema: {
        tags,
        summary: 'Mark every notification read',
        body: ReadAllBody,
        response: { 200: NotificationChangeDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      if ((await markAllNotificationsRead(db, user.id, clock.now())) > 0)
        events.publish({ kind: 'NOTIFICATION_READ', userIds: [user.id] });
      return { unreadCount: await unreadNotificationCount(db, user.id) };
    },
  );
}
