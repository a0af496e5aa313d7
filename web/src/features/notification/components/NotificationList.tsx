import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { LoadError } from '../../../shared/ui/LoadStates';
import type { NotificationEntryProps } from './NotificationEntry';
import { NotificationListQueryDocument } from './notificationListQuery';
import { NotificationPageItems } from './NotificationPageItems';

export interface NotificationListProps {
  onOpen: NotificationEntryProps['onOpen'];
}

/** The newest notifications, ten at a time, with loading, empty and error states. */
export function NotificationList({ onOpen }: NotificationListProps) {
  // Fetched on each open: without a live connection the cached list may be old.
  const { data, previousData, error, refetch } = useQuery(NotificationListQueryDocument, {
    variables: { page: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const listRef = useRef<HTMLUListElement>(null);
  const current = data ?? previousData;

  if (!current && error)
    return (
      <LoadError
        error={error}
        title="We couldn't load your notifications."
        size="sm"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!current)
    return (
      <Stack gap={2} role="status" aria-busy="true" aria-label="Loading notifications">
        <Skeleton height="14" />
        <Skeleton height="14" />
        <Skeleton height="14" />
      </Stack>
    );
  if (current.notifications.items.length === 0)
    return (
      <Text color="fg.muted" px={3} py={4}>
        No notifications yet. Messages and join requests to your company appear here.
      </Text>
    );
  return (
    <Box as="ul" ref={listRef} tabIndex={-1} aria-label="Notifications" listStyleType="none" outline="none">
      <NotificationPageItems page={current.notifications} onOpen={onOpen} listRef={listRef} />
    </Box>
  );
}
