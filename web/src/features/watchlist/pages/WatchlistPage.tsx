import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { LoadState } from '../../../shared/ui/LoadStates';
import { PageContainer } from '../../../ui/PageContainer';
import { SavedSearchList } from '../../saved-search';
import { FolderList } from '../components/FolderList';
import { FolderPanel } from '../components/FolderPanel';
import { useWatchlistChanges } from '../useWatchlistChanges';
import { WatchlistFoldersFragment, WatchlistQueryDocument } from '../watchlist.documents';

/**
 * `/dashboard/watchlist`: the viewer's folders (their own in their order, then those colleagues
 * shared with them) beside the open folder's companies. `?folder=` names the open folder, so a
 * folder can be linked to; without it the first folder opens.
 */
export function WatchlistPage() {
  const { data, error, refetch } = useQuery(WatchlistQueryDocument, { fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const changes = useWatchlistChanges();
  const watchlist = data ? getFragmentData(WatchlistFoldersFragment, data.watchlist) : null;
  const folders = watchlist?.folders ?? [];
  const asked = params.get('folder');
  const open = folders.find((folder) => folder.id === asked) ?? folders[0] ?? null;
  const openFolder = (id: string | null) => setParams(id ? { folder: id } : {});

  let body;
  if (!watchlist) body = <LoadState error={error} refetch={refetch} label="Loading your watchlist" />;
  else
    body = (
      <Grid templateColumns={{ base: '1fr', md: '18rem minmax(0, 1fr)' }} gap={6} alignItems="start">
        <FolderList
          folders={folders}
          openId={open?.id ?? null}
          capacity={watchlist.capacity}
          onOpen={openFolder}
          onCreate={changes.createFolder}
        />
        {open ? (
          <FolderPanel
            key={open.id}
            folder={open}
            folders={folders}
            changes={changes}
            onDeleted={() => openFolder(null)}
          />
        ) : (
          <Text color="fg.muted">
            You have no folders yet. Make one on the left, then add companies from search or a company profile.
          </Text>
        )}
      </Grid>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Watchlist
          </Heading>
          <Text color="fg.muted">
            Companies you keep an eye on, in folders, each with a note. Share a folder with colleagues to shortlist
            together.
          </Text>
        </Stack>
        {body}
        <SavedSearchList />
      </Stack>
    </PageContainer>
  );
}
