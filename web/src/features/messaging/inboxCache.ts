import type { ApolloCache } from '@apollo/client';

/**
 * After a thread moves, is read or gets a message, the lists, folders and counts that include it
 * are stale: evicting them makes every query on screen that reads them fetch them again (the way
 * live updates refresh them too), while screens not shown fetch when they next open.
 */
export function evictInboxLists(cache: ApolloCache): void {
  for (const fieldName of ['inboxThreads', 'companyInboxThreads', 'messageFolders', 'unreadMessageCounts']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

/**
 * Reading a thread reads the notifications about its messages too (one api call): the bell's count
 * and list are read again from this answer, not only from the live event that follows it.
 */
export function evictThreadNotifications(cache: ApolloCache): void {
  for (const fieldName of ['unreadNotificationCount', 'notifications']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
