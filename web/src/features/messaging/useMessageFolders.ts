import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { MessageFoldersQuery } from '../../__generated__/graphql';
import { errorMessages } from '../../shared/errorMessages';
import { evictInboxLists } from './inboxCache';

export const MessageFoldersDocument = graphql(`
  query MessageFolders {
    messageFolders {
      id
      name
      threadCount
      unreadCount
    }
  }
`);

export const CreateMessageFolderDocument = graphql(`
  mutation CreateMessageFolder($name: String!) {
    createMessageFolder(name: $name) {
      folders {
        id
        name
        threadCount
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

export const RenameMessageFolderDocument = graphql(`
  mutation RenameMessageFolder($id: ID!, $name: String!) {
    renameMessageFolder(id: $id, name: $name) {
      folders {
        id
        name
        threadCount
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

export const DeleteMessageFolderDocument = graphql(`
  mutation DeleteMessageFolder($id: ID!) {
    deleteMessageFolder(id: $id) {
      folders {
        id
        name
        threadCount
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

/** What a folder change answered: null when it worked, else the messages to show. */
export type FolderResult = string[] | null;

type Payload = { errors: ReadonlyArray<{ message: string }> } | undefined;

async function outcome(action: () => Promise<Payload>): Promise<FolderResult> {
  try {
    const payload = await action();
    if (!payload) return errorMessages(null);
    return payload.errors.length > 0 ? payload.errors.map((error) => error.message) : null;
  } catch (error) {
    return errorMessages(error);
  }
}

type Folders = MessageFoldersQuery['messageFolders'];

/** Writes the folders a change answered where every screen reads them. */
function storeFolders(cache: ApolloCache, folders: Folders | undefined) {
  if (folders) cache.writeQuery({ query: MessageFoldersDocument, data: { messageFolders: folders } });
}

/**
 * The viewer's folders and the changes to them. Every change answers the folders after it, which
 * are written to the list; deleting also moves threads back to the inbox, so the lists refresh.
 */
export function useMessageFolders() {
  const query = useQuery(MessageFoldersDocument, { fetchPolicy: 'cache-and-network' });
  const [createMutation] = useMutation(CreateMessageFolderDocument, {
    update: (cache, { data }) => storeFolders(cache, data?.createMessageFolder.folders),
  });
  const [renameMutation] = useMutation(RenameMessageFolderDocument, {
    update: (cache, { data }) => storeFolders(cache, data?.renameMessageFolder.folders),
  });
  // Its threads go back to the inbox: the lists and counts are refreshed as well.
  const [deleteMutation] = useMutation(DeleteMessageFolderDocument, { update: evictInboxLists });

  const create = useCallback(
    (name: string) => outcome(async () => (await createMutation({ variables: { name } })).data?.createMessageFolder),
    [createMutation],
  );
  const rename = useCallback(
    (id: string, name: string) =>
      outcome(async () => (await renameMutation({ variables: { id, name } })).data?.renameMessageFolder),
    [renameMutation],
  );
  const remove = useCallback(
    (id: string) => outcome(async () => (await deleteMutation({ variables: { id } })).data?.deleteMessageFolder),
    [deleteMutation],
  );
  return { folders: query.data?.messageFolders, error: query.error, refetch: query.refetch, create, rename, remove };
}
