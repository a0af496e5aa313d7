import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { errorMessages } from '../../../shared/errorMessages';
import { writeUnreadCount } from './notificationBellQuery';

export const NotificationPopoverMarkReadDocument = graphql(`
  mutation NotificationPopoverMarkRead($id: ID!) {
    markNotificationRead(id: $id) {
      notification {
        id
        readAt
      }
      unreadCount
      errors {
        code
        field
        message
      }
    }
  }
`);

export const NotificationPopoverMarkAllReadDocument = graphql(`
  mutation NotificationPopoverMarkAllRead {
    markAllNotificationsRead {
      unreadCount
      errors {
        code
        field
        message
      }
    }
  }
`);

/**
 * Every notification the cache holds, in any page of `notifications`, now reads as read: the
 * server marked them all, and the pages on screen should say so without being fetched again.
 */
function markCachedNotificationsRead(cache: ApolloCache): void {
  const items: Reference[] = [];
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      notifications(page: unknown, { readField }) {
        items.push(...(readField<readonly Reference[]>('items', page as Reference) ?? []));
        return page;
      },
    },
  });
  const now = new Date().toISOString();
  for (const item of items) cache.modify({ id: cache.identify(item), fields: { readAt: (readAt) => readAt ?? now } });
}

/** Marking one notification or all of them read, keeping the bell's count as the server answers it. */
export function useNotificationActions() {
  const [errors, setErrors] = useState<string[]>([]);
  const [markOne] = useMutation(NotificationPopoverMarkReadDocument, {
    update: (cache, { data }) => {
      const payload = data?.markNotificationRead;
      if (payload && payload.errors.length === 0) writeUnreadCount(cache, payload.unreadCount);
    },
  });
  const [markAll, { loading: markingAll }] = useMutation(NotificationPopoverMarkAllReadDocument, {
    update: (cache, { data }) => {
      const payload = data?.markAllNotificationsRead;
      if (!payload || payload.errors.length > 0) return;
      writeUnreadCount(cache, payload.unreadCount);
      markCachedNotificationsRead(cache);
    },
  });

  async function markRead(id: string) {
    setErrors([]);
    try {
      const { data } = await markOne({ variables: { id } });
      setErrors(data?.markNotificationRead.errors.map((error) => error.message) ?? []);
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
  }

  async function markAllRead() {
    setErrors([]);
    try {
      const { data } = await markAll();
      setErrors(data?.markAllNotificationsRead.errors.map((error) => error.message) ?? []);
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
  }

  return { errors, markingAll, markRead, markAllRead };
}
