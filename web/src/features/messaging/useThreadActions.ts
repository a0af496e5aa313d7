import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { ThreadLocation } from '../../__generated__/graphql';
import { errorMessages } from '../../shared/errorMessages';
import { evictInboxLists } from './inboxCache';

export const MarkThreadReadDocument = graphql(`
  mutation MarkThreadRead($threadId: ID!, $read: Boolean!) {
    markThreadRead(threadId: $threadId, read: $read) {
      thread {
        id
        unreadCount
      }
      errors {
        code
        field
        message
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
        code
        field
        message
      }
    }
  }
`);

/** What a change answered: null when it worked, else the messages to show. */
export type ActionResult = string[] | null;

async function run(action: () => Promise<{ errors: ReadonlyArray<{ message: string }> } | undefined>) {
  try {
    const payload = await action();
    if (!payload) return errorMessages(null);
    return payload.errors.length > 0 ? payload.errors.map((error) => error.message) : null;
  } catch (error) {
    return errorMessages(error);
  }
}

/** Read state and location of threads; each change refreshes the lists, folders and counts. */
export function useThreadActions() {
  const [markMutation] = useMutation(MarkThreadReadDocument, { update: evictInboxLists });
  const [moveMutation] = useMutation(MoveThreadDocument, { update: evictInboxLists });

  const markRead = useCallback(
    (threadId: string, read: boolean): Promise<ActionResult> =>
      run(async () => (await markMutation({ variables: { threadId, read } })).data?.markThreadRead),
    [markMutation],
  );
  const move = useCallback(
    (threadId: string, location: ThreadLocation, folderId?: string): Promise<ActionResult> =>
      run(
        async () =>
          (await moveMutation({ variables: { threadId, location, folderId: folderId ?? null } })).data?.moveThread,
      ),
    [moveMutation],
  );
  return { markRead, move };
}
