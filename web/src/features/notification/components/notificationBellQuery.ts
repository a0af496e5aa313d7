import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__';

// Its own module: the bell (first route) reads it, and the popover's mutations (loaded later)
// write the count they answer into it.
export const NotificationBellQueryDocument = graphql(`
  query NotificationBell {
    unreadNotificationCount
  }
`);

/** Stores the viewer's unread count where the bell (and the live updates) keep it. */
export function writeUnreadCount(cache: ApolloCache, count: number): void {
  cache.writeQuery({ query: NotificationBellQueryDocument, data: { unreadNotificationCount: count } });
}
