import { Badge, Box, Button, Flex, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LoadError } from '../../../shared/ui/LoadStates';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import type { InboxPlace } from '../useInboxParams';
import { useMessageFolders } from '../useMessageFolders';
import { FolderNameDialog } from './FolderNameDialog';
import { MoreIcon } from '../../../ui/icons';

export interface FolderSidebarProps {
  current: InboxPlace;
  /** The list's URL for a place. */
  placeHref: (place: InboxPlace) => string;
  /** Called after the open folder was deleted (its threads went back to the inbox). */
  onCurrentDeleted: () => void;
}

type Editing = { kind: 'create' } | { kind: 'rename'; id: string; name: string } | null;

/** Inbox, Archive and the viewer's folders with their unread counts; folders are created, renamed and deleted here. */
export function FolderSidebar({ current, placeHref, onCurrentDeleted }: FolderSidebarProps) {
  const { folders, error, refetch, create, rename, remove } = useMessageFolders();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const isCurrent = (place: InboxPlace) =>
    place.location === current.location &&
    (place.location !== 'FOLDER' || (current.location === 'FOLDER' && current.folderId === place.folderId));

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await remove(deleting.id);
    setBusy(false);
    setProblems(result ?? []);
    if (!result && current.location === 'FOLDER' && current.folderId === deleting.id) onCurrentDeleted();
    setDeleting(null);
  }

  return (
    <Box as="nav" aria-label="Folders">
      <Flex
        as="ul"
        listStyleType="none"
        direction={{ base: 'row', md: 'column' }}
        gap={1}
        overflowX={{ base: 'auto', md: 'visible' }}
        pb={{ base: 2, md: 0 }}
      >
        <PlaceLink href={placeHref({ location: 'INBOX' })} active={isCurrent({ location: 'INBOX' })} label="Inbox" />
        <PlaceLink
          href={placeHref({ location: 'ARCHIVE' })}
          active={isCurrent({ location: 'ARCHIVE' })}
          label="Archive"
        />
        {folders?.map((folder) => {
          const place: InboxPlace = { location: 'FOLDER', folderId: folder.id };
          return (
            <PlaceLink
              key={folder.id}
              href={placeHref(place)}
              active={isCurrent(place)}
              label={folder.name}
              unread={folder.unreadCount}
              menu={
                <FolderMenu
                  name={folder.name}
                  onRename={() => setEditing({ kind: 'rename', id: folder.id, name: folder.name })}
                  onDelete={() => setDeleting({ id: folder.id, name: folder.name })}
                />
              }
            />
          );
        })}
      </Flex>
      {!folders && error ? <LoadError error={error} onRetry={() => void refetch()} size="sm" /> : null}
      {problems.map((message) => (
        <ErrorAlert key={message} message={message} />
      ))}
      <Button size="xs" variant="outline" mt={2} onClick={() => setEditing({ kind: 'create' })}>
        New folder
      </Button>
      {editing ? (
        <FolderNameDialog
          title={editing.kind === 'create' ? 'New folder' : 'Rename folder'}
          initialName={editing.kind === 'rename' ? editing.name : ''}
          onSave={(name) => (editing.kind === 'create' ? create(name) : rename(editing.id, name))}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the folder “${deleting?.name ?? ''}”?`}
        description="Its conversations go back to your inbox. Nothing is deleted but the folder."
        confirmLabel="Delete folder"
        cancelLabel="Keep it"
        destructive
        confirming={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}

interface PlaceLinkProps {
  href: string;
  active: boolean;
  label: string;
  unread?: number;
  menu?: ReactNode;
}

function PlaceLink({ href, active, label, unread = 0, menu }: PlaceLinkProps) {
  return (
    <Flex as="li" align="center" gap={1} flexShrink={0}>
      <Box
        asChild
        flex="1"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap={2}
        px={3}
        py={1.5}
        borderRadius="md"
        fontSize="sm"
        fontWeight={active ? 'semibold' : 'normal'}
        bg={active ? 'colorPalette.subtle' : undefined}
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        <NavLink to={href} aria-current={active ? 'page' : undefined}>
          <Text as="span" truncate maxW="12rem">
            {label}
          </Text>
          {unread > 0 ? (
            <Badge size="sm" variant="solid" colorPalette="blue" borderRadius="full">
              {unread} <VisuallyHiddenUnread />
            </Badge>
          ) : null}
        </NavLink>
      </Box>
      {menu}
    </Flex>
  );
}

function VisuallyHiddenUnread() {
  return (
    // The space stays outside: a name is computed from the hidden span's text trimmed ("2unread").
    <Text as="span" srOnly>
      unread
    </Text>
  );
}

function FolderMenu({ name, onRename, onDelete }: { name: string; onRename: () => void; onDelete: () => void }) {
  return (
    <Menu.Root onSelect={(details) => (details.value === 'rename' ? onRename() : onDelete())}>
      <Menu.Trigger asChild>
        <Button size="2xs" variant="ghost" aria-label={`Folder actions: ${name}`}>
          <MoreIcon boxSize="14px" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="rename">Rename</Menu.Item>
            <Menu.Item value="delete" color="fg.error">
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
