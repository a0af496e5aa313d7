import { Badge, Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ContentKind, ContentState } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { PageContainer } from '../../../ui/PageContainer';
import { ContentEntriesQueryDocument } from '../content.documents';
import { EntryEditor } from '../components/EntryEditor';
import { NewEntryDialog } from '../components/NewEntryDialog';
import { STATE_LABELS } from '../components/stateLabels';

const PAGE_SIZE = 30;
const KIND_LABELS: Record<ContentKind, string> = { PAGE: 'Page', BANNER: 'Home banner', ROLE: 'Audience' };
const STATE_PALETTES: Record<ContentState, string> = {
  PUBLISHED: 'green',
  DRAFT_CHANGES: 'orange',
  UNPUBLISHED: 'gray',
};

/** `/dashboard/content`: the admin group edits the public pages, home banners and audiences (docs/content.md). */
export function ContentEditorPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(0);
  const { data, previousData, error, refetch } = useQuery(ContentEntriesQueryDocument, {
    variables: { page: { page, size: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.contentEntries;
  const selected = params.get('key');
  const [creating, setCreating] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);

  return (
    <PageContainer maxW="8xl">
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Content
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            The public pages, the home page&apos;s banners and its audiences. Changes stay in a draft until you publish
            them; every published version is kept and can be restored.
          </Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap={8} alignItems="start">
          <Box as="nav" aria-label="Content entries">
            {!list ? (
              <LoadState error={error} refetch={refetch} label="Loading the entries" />
            ) : (
              <Stack gap={3}>
                <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => setCreating(true)}>
                  New banner or audience
                </Button>
                <Stack as="ul" gap={1} listStyleType="none" ms={0}>
                  {list.items.map((item) => (
                    <li key={item.key}>
                      <Button
                        variant={item.key === selected ? 'subtle' : 'ghost'}
                        w="full"
                        h="auto"
                        py={2}
                        justifyContent="flex-start"
                        textAlign="start"
                        whiteSpace="normal"
                        aria-current={item.key === selected ? 'page' : undefined}
                        onClick={() => {
                          setDeleted(null);
                          setParams({ key: item.key });
                        }}
                      >
                        <Stack gap={1} align="flex-start" minW={0}>
                          <Text fontWeight="medium" overflowWrap="anywhere">
                            {item.title}
                          </Text>
                          <Text as="span" fontSize="xs" color="fg.muted">
                            {KIND_LABELS[item.kind]}{' '}
                            <Badge size="sm" colorPalette={STATE_PALETTES[item.state]}>
                              {STATE_LABELS[item.state]}
                            </Badge>
                          </Text>
                        </Stack>
                      </Button>
                    </li>
                  ))}
                </Stack>
                <Pager page={list.page} totalPages={list.totalPages} onPageChange={setPage} hideSinglePage />
              </Stack>
            )}
          </Box>
          <Box minW={0}>
            {deleted ? (
              <Text role="status" mb={4}>
                Deleted “{deleted}”: the home page no longer shows it.
              </Text>
            ) : null}
            {selected ? (
              <EntryEditor
                key={selected}
                entryKey={selected}
                onDeleted={(title) => {
                  setDeleted(title);
                  setParams({});
                }}
              />
            ) : (
              <Text color="fg.muted">Choose an entry to edit it.</Text>
            )}
          </Box>
        </Grid>
      </Stack>
      {creating ? (
        <NewEntryDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setParams({ key });
          }}
        />
      ) : null}
    </PageContainer>
  );
}
