import { createIcon, HStack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { stroke } from '../../../ui/icons';
import { AppLink } from '../../../ui/AppLink';
import type { WatchedFolder } from '../useWatchedCompanies';
import { watchlistFolderPath } from '../watchlistUrls';

/** Feather's bookmark (MIT), decorative: the words beside it say what it means. */
const BookmarkIcon = createIcon({
  displayName: 'BookmarkIcon',
  defaultProps: { 'aria-hidden': true },
  path: <path {...stroke} d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />,
});

export interface WatchedMarkProps {
  /** The viewer's folders that keep the company; nothing shows when there are none. */
  folders: readonly WatchedFolder[] | undefined;
}

/** "In Shortlist A, Team picks": the folders keeping a company, each linked, with a bookmark. */
export function WatchedMark({ folders }: WatchedMarkProps) {
  if (!folders || folders.length === 0) return null;
  return (
    <HStack gap={1} align="flex-start" fontSize="sm" color="fg.muted" maxW="16rem">
      <BookmarkIcon boxSize={4} mt="0.15rem" flexShrink={0} color="colorPalette.fg" />
      <Text overflowWrap="anywhere">
        {'In '}
        {folders.map((folder, index) => (
          <Fragment key={folder.id}>
            {index > 0 ? ', ' : null}
            <AppLink to={watchlistFolderPath(folder.id)}>{folder.name}</AppLink>
          </Fragment>
        ))}
      </Text>
    </HStack>
  );
}
