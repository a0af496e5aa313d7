import type { MockLink } from '@apollo/client/testing';
import { NotificationBellQueryDocument } from '../components/notificationBellQuery';
import { NotificationListQueryDocument } from '../components/notificationListQuery';
import {
  NotificationPopoverMarkAllReadDocument,
  NotificationPopoverMarkReadDocument,
} from '../components/useNotificationActions';

// Notifications as the bff sends them (with __typename, which Apollo's cache needs).

export interface TestNotification {
  __typename: 'Notification';
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export function buildNotification(overrides: Partial<TestNotification> = {}): TestNotification {
  return {
    __typename: 'Notification',
    id: 'notification-1',
    kind: 'NEW_THREAD',
    title: 'Helixa Bio wrote to Northwind Trials',
    body: 'Site feasibility for a phase II oncology study',
    link: '/dashboard/inbox/12',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** The bell's count (or the count when asked), as often as it is asked; `onCall` sees each answer. */
export function unreadCountMock(
  count: number | (() => number),
  onCall: () => void = () => undefined,
): MockLink.MockedResponse {
  return {
    request: { query: NotificationBellQueryDocument },
    result: () => {
      onCall();
      return { data: { unreadNotificationCount: typeof count === 'number' ? count : count() } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** One page of the list (ten a page), as often as it is asked unless `once`. */
export function notificationPageMock(
  page: number,
  items: TestNotification[],
  { totalPages = 1, once = false }: { totalPages?: number; once?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: NotificationListQueryDocument, variables: { page } },
    result: {
      data: {
        notifications: { __typename: 'NotificationPage', page, totalPages, items },
      },
    },
    maxUsageCount: once ? 1 : Number.POSITIVE_INFINITY,
  };
}

function payload(notification: { id: string; readAt: string } | null, unreadCount: number) {
  return {
    __typename: 'NotificationChangePayload' as const,
    notification: notification && { __typename: 'Notification' as const, ...notification },
    unreadCount,
    errors: [],
  };
}

/** Marking `id` read; `onCall` sees each call. */
export function markReadMock(
  id: string,
  unreadCount: number,
  onCall: () => void = () => undefined,
): MockLink.MockedResponse {
  return {
    request: { query: NotificationPopoverMarkReadDocument, variables: { id } },
    result: () => {
      onCall();
      return { data: { markNotificationRead: payload({ id, readAt: new Date().toISOString() }, unreadCount) } };
    },
  };
}

/** Marking all read; `onCall` sees each call. */
export function markAllReadMock(onCall: () => void = () => undefined): MockLink.MockedResponse {
  return {
    request: { query: NotificationPopoverMarkAllReadDocument },
    result: () => {
      onCall();
      return { data: { markAllNotificationsRead: payload(null, 0) } };
    },
  };
}
