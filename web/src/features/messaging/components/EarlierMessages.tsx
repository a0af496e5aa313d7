import { Box, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { LoadError } from '../../../shared/ui/LoadStates';
import { MessageItem } from './MessageItem';

/** Messages per page of a thread (page 0 is the latest). */
export const MESSAGES_PER_PAGE = 20;

export const ThreadEarlierMessagesDocument = graphql(`
  query ThreadEarlierMessages($id: ID!, $page: Int!, $size: Int!) {
    messageThread(id: $id) {
      id
      messages(page: $page, size: $size) {
        items {
          id
          ...MessageItem_message
        }
        page
        totalPages
      }
    }
  }
`);

export interface EarlierMessagesProps {
  threadId: string;
  /** The page to show (1 or more: page 0 is the thread view's own). */
  page: number;
  totalPages: number;
}

/**
 * "Show earlier messages": one older page, oldest first, above the newer ones; the next older
 * page is offered above it. Each page is its own query, so the latest page never refetches
 * because an older one loaded.
 */
export function EarlierMessages({ threadId, page, totalPages }: EarlierMessagesProps) {
  const [shown, setShown] = useState(false);
  if (page >= totalPages) return null;
  if (!shown)
    return (
      <Button size="sm" variant="outline" alignSelf="center" onClick={() => setShown(true)}>
        Show earlier messages
      </Button>
    );
  return <EarlierPage threadId={threadId} page={page} totalPages={totalPages} />;
}

function EarlierPage({ threadId, page, totalPages }: EarlierMessagesProps) {
  const { data, error, refetch, loading } = useQuery(ThreadEarlierMessagesDocument, {
    variables: { id: threadId, page, size: MESSAGES_PER_PAGE },
  });
  const messages = data?.messageThread?.messages;
  if (!messages && error) return <LoadError error={error} onRetry={() => void refetch()} size="sm" />;
  if (!messages)
    return (
      <Button size="sm" variant="outline" alignSelf="center" loading={loading} disabled>
        Show earlier messages
      </Button>
    );
  return (
    <Stack gap={3}>
      <EarlierMessages threadId={threadId} page={page + 1} totalPages={totalPages} />
      <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap={3}>
        {[...messages.items].reverse().map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </Box>
    </Stack>
  );
}
