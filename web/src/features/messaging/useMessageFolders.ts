import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../__generated__';
import type { MessageFoldersQuery } from '../../__generated__/graphql';
import { sendForMessages } from '../../ui/useMutationForm';
import { evictInboxLists } from './inboxCache';

/** A folder as every change answers the viewer's folders. */
export const MessageFoldersFragment = graphql(`
  fragment MessageFolders_folder on MessageFolder {
    id
    name
    threadCount
    unreadCount
  }
`);

export const MessageFoldersDocument = graphql(`
  query MessageFolders {
    messageFolders {
      ...MessageFolders_folder
    }
  }
`);

export const CreateMessageFolderDocument = graphql(`
  mutation CreateMessageFolder($name: String!) {
    createMessageFolder(name: $name) {
      folders {
        ...MessageFolders_folder
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RenameMessageFolderDocument = graphql(`
  mutation RenameMessageFolder($id: ID!, $name: String!) {
    renameMessageFolder(id: $id, name: $name) {
      folders {
        ...MessageFolders_folder
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteMessageFolderDocument = graphql(`
  mutation DeleteMessageFolder($id: ID!) {
    deleteMessageFolder(id: $id) {
      folders {
        ...MessageFolders_folder
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** What a folder change answered: null when it worked, else the messages to show. */
export type FolderResult = string[] | null;

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
    (name: string) =>
      sendForMessages(async () => (await createMutation({ variables: { name } })).data?.createMessageFolder),
    [createMutation],
  );
  const rename = useCallback(
    (id: string, name: string) =>
      sendForMessages(async () => (await renameMutation({ variables: { id, name } })).data?.renameMessageFolder),
    [renameMutation],
  );
  const remove = useCallback(
    (id: string) =>
      sendForMessages(async () => (await deleteMutation({ variables: { id } })).data?.deleteMessageFolder),
    [deleteMutation],
  );
  const folders = getFragmentData(MessageFoldersFragment, query.data?.messageFolders);
  return { folders, error: query.error, refetch: query.refetch, create, rename, remove };
}
