import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { ThreadLocation } from '../../__generated__/graphql';
import { sendForMessages } from '../../ui/useMutationForm';
import { evictInboxLists, evictThreadNotifications } from './inboxCache';

export const MarkThreadReadDocument = graphql(`
  mutation MarkThreadRead($threadId: ID!, $read: Boolean!) {
    markThreadRead(threadId: $threadId, read: $read) {
      thread {
        id
        unreadCount
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const MoveThreadDocument = graphql(`
  mutation MoveThread($threadId: ID!, $location: ThreadLocation!, $folderId: ID) {
    moveThread(threadId: $threadId, location: $location, folderId: $folderId) {
      thread {
        id
        location
        folder {
          id
          name
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** What a change answered: null when it worked, else the messages to show. */
export type ActionResult = string[] | null;

/**
 * Read state and location of threads; each change refreshes the lists, folders and counts, and
 * reading one the bell's count as well.
 */
export function useThreadActions() {
  const [markMutation] = useMutation(MarkThreadReadDocument, {
    update(cache, _result, { variables }) {
      evictInboxLists(cache);
      if (variables?.read) evictThreadNotifications(cache);
    },
  });
  const [moveMutation] = useMutation(MoveThreadDocument, { update: evictInboxLists });

  const markRead = useCallback(
    (threadId: string, read: boolean): Promise<ActionResult> =>
      sendForMessages(async () => (await markMutation({ variables: { threadId, read } })).data?.markThreadRead),
    [markMutation],
  );
  const move = useCallback(
    (threadId: string, location: ThreadLocation, folderId?: string): Promise<ActionResult> =>
      sendForMessages(
        async () =>
          (await moveMutation({ variables: { threadId, location, folderId: folderId ?? null } })).data?.moveThread,
      ),
    [moveMutation],
  );
  return { markRead, move };
}
