import { Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { DocumentAccessLogQuery } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { DetailList } from '../../../ui/DetailList';
import { SectionCard } from '../../../ui/SectionCard';
import { StackedList } from '../../../ui/StackedList';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import { personName } from '../documentFormat';

// The card loads its own page: only company admins see it, and it must not hold up the dashboard.
export const DocumentAccessLogQueryDocument = graphql(`
  query DocumentAccessLog($page: Int!, $size: Int!) {
    documentAccessLog(page: $page, size: $size) {
      items {
        id
        action
        documentName
        documentId
        at
        user {
          id
          firstName
          lastName
        }
        adminEmail
        impersonator {
          id
          firstName
          lastName
        }
        actorCompany {
          id
          name
        }
        targetCompany {
          id
          name
        }
      }
      page
      totalElements
      totalPages
    }
  }
`);

const PAGE_SIZE = 10;
const COLUMNS = ['When', 'What', 'Document', 'Who', 'Company'] as const;

export type AccessEntry = DocumentAccessLogQuery['documentAccessLog']['items'][number];

/** What happened, in words ("Downloaded", "Shared with Meridian Clinical Research"). */
export function accessActionText(entry: Pick<AccessEntry, 'action' | 'targetCompany'>): string {
  const target = entry.targetCompany?.name ?? 'a company';
  switch (entry.action) {
    case 'UPLOAD':
      return 'Uploaded';
    case 'DOWNLOAD':
      return 'Downloaded';
    case 'SHARE':
      return `Shared with ${target}`;
    case 'UNSHARE':
      return `Stopped sharing with ${target}`;
    case 'DELETE':
      return 'Deleted';
    case 'EVIDENCE_SUBMITTED':
      return 'Submitted as evidence';
    case 'EVIDENCE_VERIFIED':
      return 'Evidence verified';
    case 'EVIDENCE_REJECTED':
      return 'Evidence rejected';
    default:
      return entry.action.charAt(0) + entry.action.slice(1).toLowerCase().replace(/_/g, ' ');
  }
}

/** Who did it: "Sam Sponsor", "Ada Admin as Sam Sponsor" (or "admin@… as Sam Sponsor") while impersonating. */
export function accessWho(entry: Pick<AccessEntry, 'user' | 'impersonator' | 'adminEmail'>): string {
  const user = personName(entry.user);
  // An admin-group member often has no user row of their own: their sign-in e-mail names them.
  const admin = personName(entry.impersonator) ?? entry.adminEmail ?? null;
  if (admin && user) return `${admin} as ${user}`;
  return user ?? admin ?? 'A former member';
}

const when = (entry: AccessEntry) => formatDateTime(entry.at) ?? '';
const company = (entry: AccessEntry) => entry.actorCompany?.name ?? 'Platform administrators';

/** "Document access": every upload, download, share and evidence check of the company's documents, newest first. */
export function DocumentAccessLog() {
  const [page, setPage] = useState(0);
  const compact = useCompactLayout();
  const { data, error, refetch } = useQuery(DocumentAccessLogQueryDocument, {
    variables: { page, size: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const log = data?.documentAccessLog;

  let body;
  if (!log) body = <LoadState error={error} refetch={refetch} label="Loading the document access log" />;
  else if (log.totalElements === 0)
    body = <Text color="fg.muted">No one has uploaded, downloaded or shared your company's documents yet.</Text>;
  else
    body = (
      <Stack gap={4}>
        {compact ? (
          <StackedList
            label="Document access"
            items={log.items}
            itemKey={(entry) => entry.id}
            renderItem={(entry) => (
              <DetailList
                labelWidth="5.5rem"
                items={[
                  { label: 'When', value: when(entry) },
                  { label: 'What', value: accessActionText(entry) },
                  { label: 'Document', value: entry.documentName },
                  { label: 'Who', value: accessWho(entry) },
                  { label: 'Company', value: company(entry) },
                ]}
              />
            )}
          />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Document access">
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((column) => (
                    <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {log.items.map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell whiteSpace="nowrap">{when(entry)}</Table.Cell>
                    <Table.Cell>{accessActionText(entry)}</Table.Cell>
                    <Table.Cell overflowWrap="anywhere">{entry.documentName}</Table.Cell>
                    <Table.Cell>{accessWho(entry)}</Table.Cell>
                    <Table.Cell>{company(entry)}</Table.Cell>
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
    <SectionCard title="Document access">
      <Stack gap={3}>
        <Text color="fg.muted">
          Who uploaded, downloaded or shared your company's documents, and evidence checks, newest first.
        </Text>
        {body}
      </Stack>
    </SectionCard>
  );
}
