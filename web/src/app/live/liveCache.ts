import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__';
import type { LiveUpdatesSubscription } from '../../__generated__/graphql';

export const LiveUpdatesDocument = graphql(`
  subscription LiveUpdates {
    liveUpdates {
      kind
      threadId
      unreadMessages {
        inbox
        companyInbox
      }
      unreadNotifications
    }
  }
`);

export const LiveCountsDocument = graphql(`
  query LiveCounts {
    unreadMessageCounts {
      inbox
      companyInbox
    }
    unreadNotificationCount
  }
`);

type LiveUpdate = LiveUpdatesSubscription['liveUpdates'];

/** The lists a change may alter: evicted, so the queries on screen fetch them again. */
const LISTS = ['inboxThreads', 'companyInboxThreads', 'messageFolders', 'notifications'] as const;

/**
 * Applies one live update to the cache: the counts as the server read them for this viewer, and
 * the lists and the thread it concerns forgotten, so every query showing them refetches by itself.
 */
export function applyLiveUpdate(cache: ApolloCache, update: LiveUpdate): void {
  cache.writeQuery({
    query: LiveCountsDocument,
    data: {
      unreadMessageCounts: { inbox: update.unreadMessages.inbox, companyInbox: update.unreadMessages.companyInbox },
      unreadNotificationCount: update.unreadNotifications,
    },
  });
  forgetLists(cache);
  if (update.threadId) {
    cache.evict({ id: cache.identify({ __typename: 'MessageThread', id: update.threadId }), fieldName: 'messages' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'messageThread', args: { id: update.threadId } });
  }
  cache.gc();
}

/** After a reconnection events may have been missed: every list and count is read again. */
export function forgetLists(cache: ApolloCache): void {
  for (const fieldName of LISTS) cache.evict({ id: 'ROOT_QUERY', fieldName });
}
