import { Box, Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import type { Permission } from '../../../__generated__/graphql';
import { useViewer } from '../../../shared/session/useViewer';
import { inboxPath } from '../messagingUrls';
import type { InboxBox } from '../messagingUrls';
import { CountBadge, UnreadNavCountsDocument } from './UnreadNavBadge';

export interface InboxTabsProps {
  /** The box on screen. */
  current: InboxBox;
}

const TABS: readonly { box: InboxBox; label: string; permission: Permission }[] = [
  { box: 'PERSONAL', label: 'My inbox', permission: 'INBOX' },
  { box: 'COMPANY', label: 'Company inbox', permission: 'COMPANY_INBOX' },
];

/**
 * "My inbox" and "Company inbox", each with its unread threads, for the boxes the viewer may open:
 * the header has one "Inbox" link for both. Links, not ARIA tabs: each box is its own URL, so a
 * tab opens a page (Tab moves between them, Enter follows) and the current one is `aria-current`.
 */
export function InboxTabs({ current }: InboxTabsProps) {
  const viewer = useViewer();
  // The header's badge asked for the same counts: this reads the cache, and live updates refresh both.
  const { data } = useQuery(UnreadNavCountsDocument);
  const counts = data?.unreadMessageCounts;
  const tabs = TABS.filter((tab) => viewer?.permissions.includes(tab.permission));
  if (tabs.length === 0) return null;
  return (
    <Flex as="nav" aria-label="Inboxes" gap={6} borderBottomWidth="1px" overflowX="auto">
      {tabs.map((tab) => {
        const active = tab.box === current;
        return (
          <Box
            key={tab.box}
            asChild
            py={2}
            mb="-1px"
            whiteSpace="nowrap"
            fontWeight="medium"
            borderBottomWidth="2px"
            borderColor={active ? 'colorPalette.solid' : 'transparent'}
            color={active ? 'fg' : 'fg.muted'}
            _hover={{ color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            <RouterLink to={inboxPath(tab.box)} aria-current={active ? 'page' : undefined}>
              {tab.label}
              <CountBadge count={tab.box === 'PERSONAL' ? counts?.inbox : counts?.companyInbox} />
            </RouterLink>
          </Box>
        );
      })}
    </Flex>
  );
}
