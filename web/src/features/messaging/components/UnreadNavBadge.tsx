import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';

// Part of the first route (the header's links): a query and a span, nothing else of messaging.
// Live updates write these counts into the cache, so the badges follow without polling.
export const UnreadNavCountsDocument = graphql(`
  query UnreadNavCounts {
    unreadMessageCounts {
      inbox
      companyInbox
    }
  }
`);

function CountBadge({ count }: { count: number | undefined }) {
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
        {count > 99 ? '99+' : count}
        <Box as="span" srOnly>
          {' unread'}
        </Box>
      </Box>
    </>
  );
}

/** Threads with unread messages in the viewer's inbox, beside "Inbox". */
export function InboxUnreadBadge() {
  const { data } = useQuery(UnreadNavCountsDocument);
  return <CountBadge count={data?.unreadMessageCounts.inbox} />;
}

/** Threads with unread messages in the company inbox, beside "Company inbox". */
export function CompanyInboxUnreadBadge() {
  const { data } = useQuery(UnreadNavCountsDocument);
  return <CountBadge count={data?.unreadMessageCounts.companyInbox} />;
}
