import { Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { DataExportKind, ExportLogQuery } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { DetailList } from '../../../ui/DetailList';
import { SectionCard } from '../../../ui/SectionCard';
import { StackedList } from '../../../ui/StackedList';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import { rowCount } from '../exportFormat';

// The section loads its own page: only company admins see it, and it must not hold up the rest.
export const ExportLogQueryDocument = graphql(`
  query ExportLog($page: Int!, $size: Int!) {
    dataExports(page: $page, size: $size) {
      items {
        id
        kind
        subject
        rows
        createdAt
        exportedByName
      }
      page
      totalElements
      totalPages
    }
  }
`);

const PAGE_SIZE = 10;
// The api words a search's subject whole ("Search for …"); a folder's is its name.
const WHAT: Readonly<Record<DataExportKind, (subject: string) => string>> = {
  WATCHLIST_FOLDER: (subject) => `Watchlist folder “${subject}”`,
  SEARCH: (subject) => subject,
};
const COLUMNS = ['When', 'Who', 'What', 'Rows'] as const;

type Entry = NonNullable<ExportLogQuery['dataExports']>['items'][number];

const who = (entry: Entry) => entry.exportedByName ?? 'A former member';
const what = (entry: Entry) => WHAT[entry.kind](entry.subject);
const when = (entry: Entry) => formatDateTime(entry.createdAt) ?? '';

/** "Data exports": who in the company exported what and how many rows, newest first (company admins). */
export function ExportLog() {
  const [page, setPage] = useState(0);
  const compact = useCompactLayout();
  const { data, error, refetch } = useQuery(ExportLogQueryDocument, {
    variables: { page, size: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const log = data?.dataExports;

  let body;
  if (!log) body = <LoadState error={error} refetch={refetch} label="Loading the export log" />;
  else if (log.totalElements === 0)
    body = <Text color="fg.muted">No one in your company has exported a watchlist folder or a search yet.</Text>;
  else
    body = (
      <Stack gap={4}>
        {compact ? (
          <StackedList
            label="Data exports"
            items={log.items}
            itemKey={(entry) => entry.id}
            renderItem={(entry) => (
              <DetailList
                labelWidth="4rem"
                items={[
                  { label: 'When', value: when(entry) },
                  { label: 'Who', value: who(entry) },
                  { label: 'What', value: what(entry) },
                  { label: 'Rows', value: rowCount(entry.rows) },
                ]}
              />
            )}
          />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Data exports">
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((column) => (
                    <Table.ColumnHeader key={column} textAlign={column === 'Rows' ? 'end' : undefined}>
                      {column}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {log.items.map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell whiteSpace="nowrap">{when(entry)}</Table.Cell>
                    <Table.Cell>{who(entry)}</Table.Cell>
                    <Table.Cell overflowWrap="anywhere">{what(entry)}</Table.Cell>
                    <Table.Cell textAlign="end">{rowCount(entry.rows)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        <Pager page={log.page} totalPages={log.totalPages} onPageChange={setPage} hideSinglePage />
      </Stack>
    );

  return (
    <SectionCard title="Data exports">
      <Stack gap={3}>
        <Text color="fg.muted">Who in your company exported companies to CSV, newest first.</Text>
        {body}
      </Stack>
    </SectionCard>
  );
}
