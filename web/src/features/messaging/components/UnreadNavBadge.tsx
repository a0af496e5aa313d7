import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

// Loaded just after the first paint (LazyNavBadges.tsx): a query and a span, nothing else of messaging.
// Live updates write these counts into the cache, so the badges follow without polling.
export const UnreadNavCountsDocument = graphql(`
  query UnreadNavCounts {
    unreadMessageCounts {
      inbox
      companyInbox
    }
  }
`);

export interface CountBadgeProps {
  count: number | undefined;
}

/** A count of unread threads after a label (nothing when there are none), read out as "N unread". */
export function CountBadge({ count }: CountBadgeProps) {
  if (!count) return null;
  return (
    <>
      {' '}
      <Box
        as="span"
        ms={1}
        px={1.5}
        borderRadius="full"
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        fontSize="xs"
        fontWeight="semibold"
      >
        {/* The space outside the hidden span: a name is computed from its text trimmed ("2unread"). */}
        {count > 99 ? '99+' : count}{' '}
        <Box as="span" srOnly>
          unread
        </Box>
      </Box>
    </>
  );
}

/**
 * Threads with unread messages in both inboxes, beside the header's one "Inbox" link: the
 * inbox page's tabs show each box's share.
 */
export function InboxUnreadBadge() {
  const { data } = useQuery(UnreadNavCountsDocument);
  const counts = data?.unreadMessageCounts;
  return <CountBadge count={counts ? counts.inbox + counts.companyInbox : undefined} />;
}
