import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type NotificationDto = ApiSchema<'NotificationDto'>;

/** The notification endpoints of the api (docs/messaging.md); the only place that knows their paths. */
export function createNotificationApi(rest: RestClient) {
  return {
    list: (unreadOnly: boolean, paging: Paging) =>
      rest.get('/notifications', { operation: 'listNotifications', query: { unreadOnly }, paging }),
    unreadCount: () => rest.get('/notifications/unread-count', { operation: 'getUnreadNotificationCount' }),
    markRead: (id: number, read: boolean) =>
      rest.put('/notifications/{id}/read', { operation: 'markNotificationRead', params: { id }, body: { read } }),
    markAllRead: () => rest.post('/notifications/read-all', { operation: 'markAllNotificationsRead', body: {} }),
  };
}

export type NotificationApi = ReturnType<typeof createNotificationApi>;
