import { Button, Link, Menu, Portal } from '@chakra-ui/react';
import { MoreIcon } from '../../../ui/icons';
import type { DocumentItem } from '../documentTypes';

export type DocumentAction = 'rename' | 'move' | 'partner' | 'share' | 'delete';

export interface DocumentActionsMenuProps {
  document: DocumentItem;
  /** Whether the company has contracted partners to attach or share with. */
  canUsePartners: boolean;
  onAction: (action: DocumentAction) => void;
}

/**
 * A document's actions: download (a plain link), rename, move, attach to a partner, share, delete.
 * Chakra's menu is keyboard accessible: arrows move, Enter picks, Escape returns to the button.
 */
export function DocumentActionsMenu({ document, canUsePartners, onAction }: DocumentActionsMenuProps) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value !== 'download') onAction(details.value as DocumentAction);
      }}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" aria-label={`Actions for ${document.name}`}>
          <MoreIcon boxSize="16px" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="download" asChild>
              <Link href={document.downloadPath} download={document.name} textDecoration="none">
                Download
              </Link>
            </Menu.Item>
            <Menu.Item value="rename">Rename</Menu.Item>
            <Menu.Item value="move">Move to folder</Menu.Item>
            {canUsePartners ? (
              <>
                <Menu.Item value="partner">{document.partner ? 'Change partner' : 'Attach to a partner'}</Menu.Item>
                <Menu.Item value="share">Share with partners</Menu.Item>
              </>
            ) : null}
            <Menu.Item value="delete" color="fg.error">
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
