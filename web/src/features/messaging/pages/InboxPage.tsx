import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { PageContainer } from '../../../ui/PageContainer';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import { CompanyInboxSettingsPanel } from '../components/CompanyInboxSettingsPanel';
import { FolderSidebar } from '../components/FolderSidebar';
import { InboxTabs } from '../components/InboxTabs';
import { InboxToolbar } from '../components/InboxToolbar';
import { ThreadList } from '../components/ThreadList';
import { ThreadView } from '../components/ThreadView';
import { inboxPath, threadPath } from '../messagingUrls';
import type { InboxBox } from '../messagingUrls';
import { inboxSearch, threadListInput, useInboxParams } from '../useInboxParams';
import { useMessageFolders } from '../useMessageFolders';

export const InboxThreadsDocument = graphql(`
  query InboxThreads($input: ThreadListInput!) {
    inboxThreads(input: $input) {
      ...ThreadList_page
    }
  }
`);

export const CompanyInboxThreadsDocument = graphql(`
  query CompanyInboxThreads($input: ThreadListInput!) {
    companyInboxThreads(input: $input) {
      ...ThreadList_page
    }
  }
`);

/** `/dashboard/inbox` and `/dashboard/inbox/:threadId`: the threads the viewer takes part in. */
export function InboxPage() {
  return <Inbox box="PERSONAL" />;
}

/** `/dashboard/company-inbox` and `/dashboard/company-inbox/:threadId`: threads addressed to the viewer's company. */
export function CompanyInboxPage() {
  return <Inbox box="COMPANY" />;
}

function useThreadPage(box: InboxBox, input: ReturnType<typeof threadListInput>) {
  const personal = useQuery(InboxThreadsDocument, {
    variables: { input },
    skip: box !== 'PERSONAL',
    fetchPolicy: 'cache-and-network',
  });
  const company = useQuery(CompanyInboxThreadsDocument, {
    variables: { input },
    skip: box !== 'COMPANY',
    fetchPolicy: 'cache-and-network',
  });
  // The previous page stays on screen while the next loads, and while a refreshed list refetches.
  return box === 'PERSONAL'
    ? { page: (personal.data ?? personal.previousData)?.inboxThreads, error: personal.error, refetch: personal.refetch }
    : {
        page: (company.data ?? company.previousData)?.companyInboxThreads,
        error: company.error,
        refetch: company.refetch,
      };
}

/**
 * An inbox: folders, search and filter, the threads, and the open thread. Side by side from 768
 * px; on phones the list and the thread are separate screens, the thread with a back link.
 */
function Inbox({ box }: { box: InboxBox }) {
  const { threadId = null } = useParams();
  const navigate = useNavigate();
  const compact = useCompactLayout();
  const { params, update } = useInboxParams();
  const { page, error, refetch } = useThreadPage(box, threadListInput(params));
  const { folders } = useMessageFolders();
  const search = inboxSearch(params);
  const listHref = `${inboxPath(box)}${search}`;

  const list = (
    <Stack gap={3} minW={0}>
      <InboxToolbar
        search={params.search}
        unreadOnly={params.unreadOnly}
        onSearch={(text) => update({ search: text })}
        onUnreadOnlyChange={(unreadOnly) => update({ unreadOnly })}
      />
      <ThreadList
        box={box}
        threads={page}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        params={params}
        selectedId={threadId}
        folders={folders ?? []}
        threadHref={(id) => threadPath(box, id, search)}
        onPageChange={(next) => update({ page: next })}
      />
    </Stack>
  );
  const sidebar = (
    <FolderSidebar
      current={params.place}
      placeHref={(place) => `${inboxPath(box)}${inboxSearch({ ...params, place, search: '', page: 0 })}`}
      onCurrentDeleted={() => void navigate(inboxPath(box))}
    />
  );
  const thread = threadId ? (
    <ThreadView key={threadId} threadId={threadId} listHref={listHref} showBack={compact} />
  ) : null;

  // The same centred column as every page (and the header); the thread takes what the folders and list leave.
  return (
    <PageContainer>
      <Stack gap={5}>
        <Heading as="h1" size="2xl">
          Inbox
        </Heading>
        <InboxTabs current={box} />
        {box === 'COMPANY' ? <CompanyInboxSettingsPanel /> : null}
        {compact ? (
          (thread ?? (
            <Stack gap={4}>
              {sidebar}
              {list}
            </Stack>
          ))
        ) : (
          <Grid
            templateColumns={{
              base: '9rem minmax(15rem, 18rem) minmax(0, 1fr)',
              lg: '10rem minmax(18rem, 22rem) minmax(0, 1fr)',
            }}
            gap={{ base: 4, lg: 6 }}
            alignItems="start"
          >
            {sidebar}
            {list}
            <Box borderLeftWidth="1px" ps={{ base: 4, lg: 6 }} minH="20rem" minW={0}>
              {thread ?? <Text color="fg.muted">Choose a conversation to read it here.</Text>}
            </Box>
          </Grid>
        )}
      </Stack>
    </PageContainer>
  );
}
