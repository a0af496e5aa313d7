import { Stack, Text } from '@chakra-ui/react';
import type { WatchlistFolder } from '../watchlistTypes';

const person = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** What the viewer may do with a folder shared with them, and who else may change it. */
function sharedWithViewer(folder: WatchlistFolder, viewerId: string | null): [string, string | null] {
  const owner = person(folder.owner);
  const editors = folder.shares
    .filter((share) => share.role === 'EDITOR' && share.person.id !== viewerId)
    .map((share) => person(share.person));
  if (folder.access === 'EDITOR') {
    const others = editors.length > 0 ? `${listed([owner, ...editors])} can change it too.` : null;
    return [`Shared with you by ${owner}: you can add, note, move and remove its companies.`, others];
  }
  const changers = [owner, ...editors];
  return [
    `Shared with you by ${owner}: you can view it.`,
    `${listed(changers)} ${changers.length === 1 ? 'is the only one who can' : 'can'} change it.`,
  ];
}

/** Who else sees the folder as its owner shared it. */
function sharedByViewer(folder: WatchlistFolder): string {
  if (folder.shares.length === 0) return 'Only you see this folder.';
  const names = folder.shares.map(
    (share) => `${person(share.person)} (${share.role === 'EDITOR' ? 'editor' : 'viewer'})`,
  );
  return `Shared with ${names.join(', ')}.`;
}

export interface FolderSharingProps {
  folder: WatchlistFolder;
  /** The viewer's user id: an editor is not listed among the others who can change it. */
  viewerId: string | null;
}

/** Who sees the folder and who may change it, as the viewer's access puts it. */
export function FolderSharing({ folder, viewerId }: FolderSharingProps) {
  const lines = folder.access === 'OWNER' ? [sharedByViewer(folder)] : sharedWithViewer(folder, viewerId);
  return (
    <Stack gap={0} color="fg.muted" minW={0} flex="1 1 16rem">
      {lines.map((line) => (line ? <Text key={line}>{line}</Text> : null))}
    </Stack>
  );
}
