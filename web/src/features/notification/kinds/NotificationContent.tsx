import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { RelativeTime } from '../../../shared/ui/RelativeTime';

export const NotificationContentFragment = graphql(`
  fragment NotificationContent_notification on Notification {
    id
    title
    body
    createdAt
    readAt
  }
`);

export interface NotificationContentProps {
  notification: FragmentType<typeof NotificationContentFragment>;
  /** The kind's icon (decorative). */
  icon: ReactNode;
}

/** The layout every kind shares: its icon, the title (bold while unread), the body and how long ago. */
export function NotificationContent({ notification, icon }: NotificationContentProps) {
  const { title, body, createdAt, readAt } = getFragmentData(NotificationContentFragment, notification);
  const unread = readAt == null;
  return (
    <Flex gap={3} align="flex-start">
      <Flex
        flexShrink={0}
        boxSize="8"
        align="center"
        justify="center"
        borderRadius="full"
        bg="colorPalette.subtle"
        color="colorPalette.fg"
      >
        {icon}
      </Flex>
      <Stack gap={0.5} flex="1" minW={0}>
        <Text fontWeight={unread ? 'semibold' : 'normal'} lineClamp={2}>
          {title}
        </Text>
        {body ? (
          <Text color="fg.muted" lineClamp={2}>
            {body}
          </Text>
        ) : null}
        {/* fg.muted, not fg.subtle: the subtle grey on an unread entry's tint falls below 4.5:1. */}
        <Text asChild color="fg.muted" textStyle="xs">
          <RelativeTime value={createdAt} />
        </Text>
      </Stack>
      {unread ? <Box flexShrink={0} boxSize="2" mt="2" borderRadius="full" bg="colorPalette.solid" /> : null}
    </Flex>
  );
}
