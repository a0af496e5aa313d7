import { Box, VisuallyHidden } from '@chakra-ui/react';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { appPath } from '../appPath';
import { notificationRenderer } from '../kinds/registry';
import { ENTRY_ATTRIBUTE } from './entryKeyboard';

export const NotificationEntryFragment = graphql(`
  fragment NotificationEntry_notification on Notification {
    id
    kind
    link
    readAt
    ...NotificationContent_notification
  }
`);

export interface NotificationEntryProps {
  notification: FragmentType<typeof NotificationEntryFragment>;
  /** Called as the entry is pressed (a link then navigates by itself): `path` is where it leads, if anywhere. */
  onOpen: (entry: { id: string; unread: boolean; path: string | null }) => void;
  /** The entry's link or button (to focus it). */
  entryRef?: Ref<HTMLElement>;
}

/**
 * One notification, drawn by its kind's renderer: a link to what it is about, or a button that
 * only marks it read when it leads nowhere in the app.
 */
export function NotificationEntry({ notification, onOpen, entryRef }: NotificationEntryProps) {
  const entry = getFragmentData(NotificationEntryFragment, notification);
  const render = notificationRenderer(entry.kind);
  const path = appPath(entry.link);
  const unread = entry.readAt == null;
  const open = () => onOpen({ id: entry.id, unread, path });
  const content = (
    <>
      {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
      {render(entry)}
    </>
  );
  const style = {
    ref: entryRef,
    [ENTRY_ATTRIBUTE]: '',
    display: 'block',
    width: 'full',
    textAlign: 'start',
    px: 3,
    py: 2.5,
    borderRadius: 'l2',
    bg: unread ? 'colorPalette.subtle' : undefined,
    _hover: { bg: unread ? 'colorPalette.muted' : 'bg.muted' },
    focusVisibleRing: 'inside',
  } as const;

  return (
    <Box as="li">
      {path ? (
        <Box asChild {...style}>
          <RouterLink to={path} onClick={open}>
            {content}
          </RouterLink>
        </Box>
      ) : (
        <Box asChild {...style}>
          <button type="button" onClick={open}>
            {content}
          </button>
        </Box>
      )}
    </Box>
  );
}
