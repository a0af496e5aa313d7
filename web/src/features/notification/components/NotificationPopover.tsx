import { Button, Flex, Popover, Portal, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { moveBetweenEntries } from './entryKeyboard';
import { NotificationBellQueryDocument } from './notificationBellQuery';
import { NotificationList } from './NotificationList';
import type { NotificationEntryProps } from './NotificationEntry';
import { useNotificationActions } from './useNotificationActions';

export interface NotificationPopoverProps {
  /** The bell's id: the popover is placed below it, leaves it out of "outside" and gives it focus back. */
  triggerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The bell's popover: the newest notifications, "Mark all as read", and each entry's way to what it is about. */
export function NotificationPopover({ triggerId, open, onOpenChange }: NotificationPopoverProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const { data } = useQuery(NotificationBellQueryDocument, { fetchPolicy: 'cache-only' });
  const unread = data?.unreadNotificationCount ?? 0;
  const { errors, markingAll, markRead, markAllRead } = useNotificationActions();

  // The popover moves focus in when it opens; mounted already open (the bell's first press,
  // before this module had loaded), nothing opens, so focus is moved here.
  const openedAtMount = useRef(open);
  useEffect(() => {
    if (openedAtMount.current) requestAnimationFrame(() => contentRef.current?.focus({ preventScroll: true }));
  }, []);

  const handleOpen: NotificationEntryProps['onOpen'] = ({ id, unread: wasUnread, path }) => {
    if (wasUnread) void markRead(id);
    // A link navigates by itself; the popover closes behind it.
    if (path) onOpenChange(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId }}
      initialFocusEl={() => contentRef.current}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      size="sm"
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content ref={contentRef} css={{ '--popover-size': 'sizes.sm' }} onKeyDown={moveBetweenEntries}>
            <Popover.Header>
              <Flex align="center" justify="space-between" gap={2}>
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={unread === 0}
                  loading={markingAll}
                  onClick={() => void markAllRead()}
                >
                  Mark all as read
                </Button>
              </Flex>
            </Popover.Header>
            <Popover.Body px={1} pt={2} minH="0" overflowY="auto">
              <Stack gap={2}>
                {errors.map((message) => (
                  <ErrorAlert key={message} message={message} />
                ))}
                <NotificationList onOpen={handleOpen} />
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
