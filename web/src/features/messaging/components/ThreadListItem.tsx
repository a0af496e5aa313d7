import { Badge, Box, Flex, LinkBox, LinkOverlay, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { useViewer } from '../../../shared/session/useViewer';
import { CompanyLogo } from '../../company';
import { RelativeTime } from '../../../shared/ui/RelativeTime';
import { otherCompany } from '../threadParties';
import { useThreadActions } from '../useThreadActions';
import { ThreadActionsMenu } from './ThreadActionsMenu';
import type { FolderChoice } from './ThreadActionsMenu';

export const ThreadListItemFragment = graphql(`
  fragment ThreadListItem_thread on MessageThread {
    id
    subject
    lastMessageAt
    unreadCount
    location
    folder {
      id
    }
    fromCompany {
      id
      name
      logoUrl
    }
    toCompany {
      id
      name
      logoUrl
    }
    lastMessage {
      id
      body
      isMine
    }
  }
`);

export interface ThreadListItemProps {
  thread: FragmentType<typeof ThreadListItemFragment>;
  /** Where the row's link leads. */
  href: string;
  /** The thread open beside the list. */
  selected: boolean;
  folders: readonly FolderChoice[];
  onError: (messages: string[]) => void;
}

/** One thread in a list: the other company, subject, the last message's start, when, unread state and actions. */
export function ThreadListItem({ href, selected, folders, onError, ...props }: ThreadListItemProps) {
  const thread = getFragmentData(ThreadListItemFragment, props.thread);
  const viewer = useViewer();
  const actions = useThreadActions();
  const [pending, setPending] = useState(false);
  const company = otherCompany(thread, viewer?.user?.company?.id);
  const unread = thread.unreadCount > 0;
  const snippet = `${thread.lastMessage.isMine ? 'You: ' : ''}${thread.lastMessage.body.replace(/\s+/g, ' ').trim()}`;

  async function act(change: () => Promise<string[] | null>) {
    setPending(true);
    const problems = await change();
    setPending(false);
    if (problems) onError(problems);
  }

  return (
    <LinkBox
      as="li"
      display="flex"
      gap={3}
      px={3}
      py={3}
      borderBottomWidth="1px"
      bg={selected ? 'colorPalette.subtle' : unread ? 'bg.subtle' : undefined}
      _hover={{ bg: 'bg.muted' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
    >
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="sm" />
      <Box flex="1" minW={0}>
        <Flex gap={2} align="baseline" justify="space-between">
          {/* Up to two lines: a long company name is read whole, not cut at the first (issue 26). */}
          <Text
            lineClamp={2}
            overflowWrap="anywhere"
            title={company.name}
            fontSize="sm"
            fontWeight={unread ? 'bold' : 'medium'}
          >
            {company.name}
          </Text>
          <Text asChild fontSize="xs" color="fg.muted" flexShrink={0}>
            <RelativeTime value={thread.lastMessageAt} />
          </Text>
        </Flex>
        <LinkOverlay asChild>
          <RouterLink to={href} aria-current={selected ? 'page' : undefined}>
            {/* Before the truncated subject: hidden text after it sits past the row's edge and widens the page. */}
            {unread ? <VisuallyHidden>{`${thread.unreadCount} unread: `}</VisuallyHidden> : null}
            <Text truncate fontWeight={unread ? 'bold' : 'normal'}>
              {thread.subject}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" lineClamp={1} overflowWrap="anywhere">
          {snippet}
        </Text>
      </Box>
      <Flex direction="column" align="flex-end" gap={1} flexShrink={0}>
        {unread ? (
          <Badge colorPalette="blue" variant="solid" borderRadius="full" aria-hidden="true">
            {thread.unreadCount}
          </Badge>
        ) : null}
        {/* Above the overlay link, so it opens the menu rather than the thread. */}
        <Box position="relative" zIndex={1}>
          <ThreadActionsMenu
            subject={thread.subject}
            unread={unread}
            location={thread.location}
            folderId={thread.folder?.id ?? null}
            folders={folders}
            pending={pending}
            onMarkRead={(read) => void act(() => actions.markRead(thread.id, read))}
            onMove={(location, folderId) => void act(() => actions.move(thread.id, location, folderId))}
          />
        </Box>
      </Flex>
    </LinkBox>
  );
}
