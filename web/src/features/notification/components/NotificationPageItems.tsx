import { Box, Button, Spinner } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { NotificationListQuery } from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/LoadStates';
import { NotificationEntry } from './NotificationEntry';
import type { NotificationEntryProps } from './NotificationEntry';
import { NotificationListQueryDocument } from './notificationListQuery';

export interface NotificationPageItemsProps {
  page: NotificationListQuery['notifications'];
  onOpen: NotificationEntryProps['onOpen'];
  /** The list: focus waits there while the next page loads, as "Show more" goes away. */
  listRef: RefObject<HTMLUListElement | null>;
  /** Receives the page's first entry (a page loaded by "Show more" focuses it). */
  firstEntryRef?: (element: HTMLElement | null) => void;
}

/** A page's entries, then "Show more" while pages remain, which is replaced by the next page. */
export function NotificationPageItems({ page, onOpen, listRef, firstEntryRef }: NotificationPageItemsProps) {
  const [showMore, setShowMore] = useState(false);
  const hasMore = page.page < page.totalPages - 1;
  return (
    <>
      {page.items.map((item, index) => (
        <NotificationEntry
          key={item.id}
          notification={item}
          onOpen={onOpen}
          entryRef={index === 0 ? firstEntryRef : undefined}
        />
      ))}
      {!hasMore ? null : showMore ? (
        <NextPage page={page.page + 1} onOpen={onOpen} listRef={listRef} />
      ) : (
        <Box as="li" pt={1}>
          <Button
            size="sm"
            variant="ghost"
            width="full"
            onClick={() => {
              listRef.current?.focus();
              setShowMore(true);
            }}
          >
            Show more
          </Button>
        </Box>
      )}
    </>
  );
}

interface NextPageProps {
  page: number;
  onOpen: NotificationEntryProps['onOpen'];
  listRef: RefObject<HTMLUListElement | null>;
}

/** A page the viewer asked for: its entries once loaded, focusing the first one once. */
function NextPage({ page, onOpen, listRef }: NextPageProps) {
  const { data, previousData, error, refetch } = useQuery(NotificationListQueryDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const focused = useRef(false);
  const focusFirst = useCallback((element: HTMLElement | null) => {
    if (!element || focused.current) return;
    focused.current = true;
    element.focus();
  }, []);
  // While a live update refetches the pages, the ones already shown stay on screen.
  const current = data ?? previousData;
  if (current)
    return (
      <NotificationPageItems
        page={current.notifications}
        onOpen={onOpen}
        listRef={listRef}
        firstEntryRef={focusFirst}
      />
    );
  return (
    <Box as="li" px={3} py={2}>
      {error ? (
        <LoadError
          error={error}
          title="We couldn't load more notifications."
          size="sm"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <Spinner size="sm" role="status" aria-label="Loading more notifications" />
      )}
    </Box>
  );
}
