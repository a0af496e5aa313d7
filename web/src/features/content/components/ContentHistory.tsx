import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { ContentHistoryQueryDocument } from '../content.documents';

const PAGE_SIZE = 10;

export interface ContentHistoryProps {
  entryKey: string;
  /** Copies a version into the draft (the editor sends it and shows the outcome). */
  onRestore: (number: number) => Promise<unknown>;
}

/** An entry's published versions, newest first, each restorable into the draft. */
export function ContentHistory({ entryKey, onRestore }: ContentHistoryProps) {
  const [page, setPage] = useState(0);
  const { data, previousData, error, refetch } = useQuery(ContentHistoryQueryDocument, {
    variables: { key: entryKey, page: { page, size: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [busy, setBusy] = useState<number | null>(null);
  const history = (data ?? previousData)?.contentHistory;

  async function handleRestore(number: number) {
    setBusy(number);
    await onRestore(number);
    setBusy(null);
  }

  return (
    <Stack as="section" aria-labelledby="content-history" gap={3}>
      <Heading as="h3" size="md" id="content-history">
        Published versions
      </Heading>
      {!history ? (
        <LoadState error={error} refetch={refetch} label="Loading the published versions" />
      ) : history.items.length === 0 ? (
        <Text color="fg.muted">Not published yet.</Text>
      ) : (
        <>
          <Stack as="ul" gap={2} listStyleType="none" ms={0}>
            {history.items.map((item) => (
              <Flex
                as="li"
                key={item.number}
                justify="space-between"
                align={{ base: 'stretch', sm: 'center' }}
                direction={{ base: 'column', sm: 'row' }}
                gap={2}
                borderWidth="1px"
                borderRadius="md"
                px={4}
                py={3}
              >
                <Stack gap={0} minW={0}>
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    Version {item.number}: {item.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {formatDateTime(item.publishedAt)} · {item.publishedBy ?? 'Trialbridge (initial text)'}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === item.number}
                  onClick={() => void handleRestore(item.number)}
                  aria-label={`Restore version ${item.number} into the draft`}
                >
                  Restore
                </Button>
              </Flex>
            ))}
          </Stack>
          <Pager page={history.page} totalPages={history.totalPages} onPageChange={setPage} hideSinglePage />
        </>
      )}
    </Stack>
  );
}
