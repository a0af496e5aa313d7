import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ThreadLocation } from '../../../__generated__/graphql';
import { MoreIcon } from '../../../ui/icons';

export interface FolderChoice {
  id: string;
  name: string;
}

export interface ThreadActionsMenuProps {
  subject: string;
  unread: boolean;
  location: ThreadLocation;
  folderId: string | null;
  folders: readonly FolderChoice[];
  pending: boolean;
  onMarkRead: (read: boolean) => void;
  onMove: (location: ThreadLocation, folderId?: string) => void;
}

/**
 * A thread's actions: read state, archive (or back to the inbox), move to a folder. Chakra's menu
 * is keyboard accessible: arrows move between items, Enter picks one, Escape closes and returns
 * focus to the button.
 */
export function ThreadActionsMenu(props: ThreadActionsMenuProps) {
  const { subject, unread, location, folderId, folders, pending, onMarkRead, onMove } = props;
  const targets = folders.filter((folder) => !(location === 'FOLDER' && folder.id === folderId));

  function select(value: string) {
    if (value === 'read') onMarkRead(true);
    else if (value === 'unread') onMarkRead(false);
    else if (value === 'archive') onMove('ARCHIVE');
    else if (value === 'inbox') onMove('INBOX');
    else if (value.startsWith('folder:')) onMove('FOLDER', value.slice('folder:'.length));
  }

  return (
    <Menu.Root onSelect={(details) => select(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" loading={pending} aria-label={`Actions for ${subject}`}>
          <MoreIcon boxSize="16px" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {unread ? (
              <Menu.Item value="read">Mark as read</Menu.Item>
            ) : (
              <Menu.Item value="unread">Mark as unread</Menu.Item>
            )}
            {location === 'ARCHIVE' ? null : <Menu.Item value="archive">Archive</Menu.Item>}
            {location === 'INBOX' ? null : <Menu.Item value="inbox">Move to inbox</Menu.Item>}
            {targets.length > 0 ? (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Move to folder</Menu.ItemGroupLabel>
                {targets.map((folder) => (
                  <Menu.Item key={folder.id} value={`folder:${folder.id}`}>
                    {folder.name}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
