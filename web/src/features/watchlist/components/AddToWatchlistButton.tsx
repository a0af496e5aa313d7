import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppLink } from '../../../ui/AppLink';
import { useWatchlistAllowed } from '../useWatchedCompanies';
import { watchlistFolderPath } from '../watchlistUrls';
import { AddToWatchlistDialog } from './AddToWatchlistDialog';

type Folder = { id: string; name: string };
const companies = (count: number) => `${count} ${count === 1 ? 'company' : 'companies'}`;

interface AddControlProps {
  companyIds: readonly string[];
  /** What is added, in the dialog's title: a company's name, or "3 companies". */
  subject: string;
  label: string;
  /** The button's accessible name when its text alone does not say which company. */
  ariaLabel?: string;
  /** What the note says once added, before its link to the folder. */
  added: (folder: Folder) => string;
  size: 'xs' | 'sm' | 'md';
}

/** A button opening the folder dialog, and a note linking to the folder once the companies are in it. */
function AddControl({ companyIds, subject, label, ariaLabel, added: say, size }: AddControlProps) {
  const allowed = useWatchlistAllowed();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<Folder | null>(null);
  if (!allowed) return null;
  return (
    <Stack gap={1} align="flex-start">
      <Button size={size} variant="outline" aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {/* Always there, so the note is read out when it appears. */}
      <Text fontSize="sm" color="fg.muted" role="status">
        {added ? (
          <>
            {`${say(added)} `}
            <AppLink to={watchlistFolderPath(added.id)}>Open the folder</AppLink>
          </>
        ) : null}
      </Text>
      {open ? (
        <AddToWatchlistDialog
          companyIds={companyIds}
          subject={subject}
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

export interface AddToWatchlistButtonProps {
  companyId: string;
  companyName: string;
  /** Adds the company's name to the button's accessible name, where many such buttons share a page. */
  nameInLabel?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * 'Add to watchlist' on a company: a dialog picks one of the viewer's folders (or names a new
 * one), and the button's note then links to that folder. Hidden without the WATCHLIST permission.
 */
export function AddToWatchlistButton({
  companyId,
  companyName,
  nameInLabel = false,
  size = 'sm',
}: AddToWatchlistButtonProps) {
  return (
    <AddControl
      companyIds={[companyId]}
      subject={companyName}
      label="Add to watchlist"
      ariaLabel={nameInLabel ? `Add to watchlist: ${companyName}` : undefined}
      added={(folder) => `Added to ${folder.name}.`}
      size={size}
    />
  );
}

export interface AddAllToWatchlistButtonProps {
  /** The companies, in the order they are shown (a search page's selection, the compare list). */
  companyIds: readonly string[];
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}

/** Adds several companies to one folder in one call; the note then says how many went where. */
export function AddAllToWatchlistButton({
  companyIds,
  label = 'Add to watchlist',
  size = 'sm',
}: AddAllToWatchlistButtonProps) {
  return (
    <AddControl
      companyIds={companyIds}
      subject={companies(companyIds.length)}
      label={label}
      added={(folder) => `Added ${companies(companyIds.length)} to ${folder.name}.`}
      size={size}
    />
  );
}
