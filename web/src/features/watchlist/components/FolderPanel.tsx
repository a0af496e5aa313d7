import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { WatchlistEntrySort } from '../../../__generated__/graphql';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { SelectField } from '../../../ui/SelectField';
import type { UserError } from '../../../ui/useMutationForm';
import { ExportButton } from '../../data-export';
import { SEARCH_PATH } from '../../search';
import { formMessages, type WatchlistChanges } from '../useWatchlistChanges';
import { WatchlistEntriesQueryDocument } from '../watchlist.documents';
import type { WatchlistFolder } from '../watchlistTypes';
import { EntryRow } from './EntryRow';
import { FolderActions } from './FolderActions';
import { FolderSharing } from './FolderSharing';

const SORTS: { value: WatchlistEntrySort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest added first' },
  { value: 'OLDEST', label: 'Oldest added first' },
  { value: 'NAME', label: 'Name, A to Z' },
];

export interface FolderPanelProps {
  folder: WatchlistFolder;
  folders: readonly WatchlistFolder[];
  changes: WatchlistChanges;
  onDeleted: () => void;
}

/** The open folder: who sees it, its companies page by page in the chosen order, and what the viewer may change. */
export function FolderPanel({ folder, folders, changes, onDeleted }: FolderPanelProps) {
  const [sort, setSort] = useState<WatchlistEntrySort>('NEWEST');
  const [page, setPage] = useState(0);
  const [rowError, setRowError] = useState<string | null>(null);
  const viewerId = useViewer()?.user?.id ?? null;
  const { data, error, refetch } = useQuery(WatchlistEntriesQueryDocument, {
    variables: { folderId: folder.id, page, sort },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.watchlistEntries;
  const editable = folder.access !== 'VIEWER';
  const targets = folders.filter((other) => other.id !== folder.id && other.access !== 'VIEWER');
  const report = (refused: UserError[]) => setRowError(formMessages(refused).join(' ') || null);

  let body;
  if (data && entries === null)
    body = <ErrorAlert message="This folder does not exist or is no longer shared with you." />;
  else if (!entries) body = <LoadState error={error} refetch={refetch} label="Loading the folder's companies" />;
  else if (entries.totalElements === 0)
    body = editable ? (
      <Text color="fg.muted">
        No companies in this folder yet. Find them in <AppLink to={SEARCH_PATH}>search</AppLink> and add them from the
        results, the compare list or their profile.
      </Text>
    ) : (
      <Text color="fg.muted">No companies in this folder yet.</Text>
    );
  else
    body = (
      <Stack gap={4}>
        {rowError ? <ErrorAlert message={rowError} /> : null}
        <Stack as="ul" gap={0} m={0} p={0} listStyleType="none" aria-label={`Companies in ${folder.name}`}>
          {entries.items.map((entry) => (
            <EntryRow
              key={entry.companyId}
              entry={entry}
              editable={editable}
              folderId={folder.id}
              targets={targets}
              onNote={async (note) => {
                const refused = await changes.setNote(folder.id, entry.companyId, note);
                report(refused);
                return refused;
              }}
              onMove={async (to) => report(await changes.moveCompany(folder.id, entry.companyId, to))}
              onRemove={async () => report(await changes.removeCompany(folder.id, entry.companyId))}
            />
          ))}
        </Stack>
        <Pager page={entries.page} totalPages={entries.totalPages} onPageChange={setPage} hideSinglePage />
      </Stack>
    );

  return (
    <SectionCard title={folder.name}>
      <Stack gap={4}>
        <Flex gap={3} justify="space-between" align="flex-start" wrap="wrap">
          <FolderSharing folder={folder} viewerId={viewerId} />
          <Flex gap={2} wrap="wrap">
            <ExportButton target={{ folderId: folder.id }} rows={folder.companyCount} subject={folder.name} />
            {folder.access === 'OWNER' ? (
              <FolderActions folder={folder} changes={changes} onDeleted={onDeleted} />
            ) : null}
          </Flex>
        </Flex>
        <Box maxW="xs">
          <SelectField
            label="Order"
            value={sort}
            options={SORTS}
            onChange={(value) => {
              setSort(value as WatchlistEntrySort);
              setPage(0);
            }}
          />
        </Box>
        {body}
      </Stack>
    </SectionCard>
  );
}
