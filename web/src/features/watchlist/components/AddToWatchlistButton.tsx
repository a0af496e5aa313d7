import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useViewer } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { watchlistFolderPath } from '../watchlistUrls';
import { AddToWatchlistDialog } from './AddToWatchlistDialog';

export interface AddToWatchlistButtonProps {
  companyId: string;
  companyName: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * 'Add to watchlist' on a company: a dialog picks one of the viewer's folders (or names a new
 * one), and the button's note then links to that folder. Hidden without the WATCHLIST permission.
 */
export function AddToWatchlistButton({ companyId, companyName, size = 'sm' }: AddToWatchlistButtonProps) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  if (!viewer?.permissions.includes('WATCHLIST')) return null;
  return (
    <Stack gap={1} align="flex-start">
      <Button size={size} variant="outline" onClick={() => setOpen(true)}>
        Add to watchlist
      </Button>
      {added ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {`Added to ${added.name}. `}
          <AppLink to={watchlistFolderPath(added.id)}>Open the folder</AppLink>
        </Text>
      ) : null}
      {open ? (
        <AddToWatchlistDialog
          companyIds={[companyId]}
          subject={companyName}
          onClose={() => setOpen(false)}
          onAdded={(folder) => {
            setAdded(folder);
            setOpen(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
