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

/** The stream's first update: every change after it comes live; what was read before may be stale. */
const STREAM_OPEN = 'STREAM_OPEN';

/**
 * Applies one live update to the cache: the counts as the server read them for this viewer, and
 * the lists and the thread it concerns forgotten, so every query showing them refetches by itself.
 * When the stream opens (the page's first, or after a reconnection) every list and open thread is
 * read again: the page read them before the stream was there to tell of changes.
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
  if (update.kind === STREAM_OPEN) cache.evict({ id: 'ROOT_QUERY', fieldName: 'messageThread' });
  if (update.threadId) {
    cache.evict({ id: cache.identify({ __typename: 'MessageThread', id: update.threadId }), fieldName: 'messages' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'messageThread', args: { id: update.threadId } });
  }
  cache.gc();
}

function forgetLists(cache: ApolloCache): void {
  for (const fieldName of LISTS) cache.evict({ id: 'ROOT_QUERY', fieldName });
}
