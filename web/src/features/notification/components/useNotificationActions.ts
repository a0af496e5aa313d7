import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { useFormFeedback } from '../../../ui/useMutationForm';
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
        ...UserErrorFields
      }
    }
  }
`);

export const NotificationPopoverMarkAllReadDocument = graphql(`
  mutation NotificationPopoverMarkAllRead {
    markAllNotificationsRead {
      unreadCount
      errors {
        ...UserErrorFields
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
  const feedback = useFormFeedback();
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
    await feedback.run(async () => (await markOne({ variables: { id } })).data?.markNotificationRead);
  }

  async function markAllRead() {
    await feedback.run(async () => (await markAll()).data?.markAllNotificationsRead);
  }

  return { errors: feedback.errors, markingAll, markRead, markAllRead };
}
