import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CompanySearchInput } from '../../../__generated__/graphql';
import { routePath } from '../../../shared/routing/routePath';
import { useViewer } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { SaveSearchDialog } from './SaveSearchDialog';

export interface SaveSearchButtonProps {
  /** The search shown, as `searchCompanies` takes it (its page and order are not kept). */
  search: CompanySearchInput;
  /** The name the dialog suggests: the search's words. */
  suggestedName: string;
}

/**
 * 'Save search' on the search page: a dialog names it, and a note then links to the saved
 * searches. Hidden without the WATCHLIST permission (they live beside the watchlist).
 */
export function SaveSearchButton({ search, suggestedName }: SaveSearchButtonProps) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (!viewer?.permissions.includes('WATCHLIST')) return null;
  return (
    // At the foot of the search toolbar's row, level with its fields.
    <Stack gap={1} align="flex-start" alignSelf="flex-end">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Save search
      </Button>
      {saved ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {`Saved as “${saved}”. `}
          {/* By its route: the watchlist page shows the saved searches (and imports this feature). */}
          <AppLink to={routePath('/dashboard/watchlist')}>Your saved searches</AppLink>
        </Text>
      ) : null}
      {open ? (
        <SaveSearchDialog
          search={search}
          suggestedName={suggestedName}
          onClose={() => setOpen(false)}
          onSaved={(name) => {
            setSaved(name);
            setOpen(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
