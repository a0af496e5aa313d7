import { Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { SEARCH_PATH } from '../../search';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import type { InboxBox } from '../messagingUrls';
import type { InboxParams } from '../useInboxParams';
import type { FolderChoice } from './ThreadActionsMenu';
import { ThreadListItem } from './ThreadListItem';
import { ThreadPager } from './ThreadPager';

export const ThreadListFragment = graphql(`
  fragment ThreadList_page on MessageThreadPage {
    items {
      id
      ...ThreadListItem_thread
    }
    page
    size
    totalElements
    totalPages
  }
`);

export interface ThreadListProps {
  box: InboxBox;
  /** The page of threads, once loaded (the previous one while the next loads). */
  threads: FragmentType<typeof ThreadListFragment> | undefined;
  error: unknown;
  onRetry: () => void;
  params: InboxParams;
  selectedId: string | null;
  folders: readonly FolderChoice[];
  /** Where a thread's link leads. */
  threadHref: (threadId: string) => string;
  onPageChange: (page: number) => void;
}

/** Threads of one inbox place, newest activity first, with paging and a word for each empty case. */
export function ThreadList(props: ThreadListProps) {
  const { box, error, onRetry, params, selectedId, folders, threadHref, onPageChange } = props;
  const page = getFragmentData(ThreadListFragment, props.threads);
  const [problems, setProblems] = useState<string[]>([]);

  if (!page && error)
    return <LoadError error={error} onRetry={onRetry} title="The conversations could not be loaded" />;
  if (!page) return <LoadingRows label="Loading conversations" rows={4} />;
  if (page.items.length === 0) return <EmptyThreads box={box} params={params} />;

  return (
    <Stack gap={0}>
      {problems.map((message) => (
        <ErrorAlert key={message} message={message} />
      ))}
      <Box as="ul" listStyleType="none" aria-label="Conversations" borderTopWidth="1px">
        {page.items.map((thread) => (
          <ThreadListItem
            key={thread.id}
            thread={thread}
            href={threadHref(thread.id)}
            selected={thread.id === selectedId}
            folders={folders}
            onError={setProblems}
          />
        ))}
      </Box>
      <ThreadPager
        page={page.page}
        size={page.size}
        totalElements={page.totalElements}
        totalPages={page.totalPages}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}

function EmptyThreads({ box, params }: { box: InboxBox; params: InboxParams }) {
  let message: string;
  if (params.search) message = `No conversations match “${params.search}”.`;
  else if (params.unreadOnly) message = 'No unread conversations here.';
  else if (params.place.location === 'ARCHIVE') message = 'The archive is empty.';
  else if (params.place.location === 'FOLDER')
    message = 'This folder is empty. Move conversations here from their menu.';
  else if (box === 'COMPANY') message = 'No one has written to your company yet.';
  else
    return (
      <Stack gap={2} align="flex-start" p={3}>
        <Text fontWeight="medium">No conversations yet.</Text>
        <Text color="fg.muted">
          To start one, open a company’s profile or find it in search, and press Contact. Replies arrive here.
        </Text>
        <AppLink to={SEARCH_PATH}>Search companies</AppLink>
      </Stack>
    );
  return (
    <Text p={3} color="fg.muted">
      {message}
    </Text>
  );
}
