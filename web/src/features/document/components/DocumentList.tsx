import { Badge, Button, Flex, HStack, Link, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { AppLink } from '../../../ui/AppLink';
import { DetailList } from '../../../ui/DetailList';
import { StackedList } from '../../../ui/StackedList';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import { formatBytes, personName, TEMPLATE_KIND_LABELS } from '../documentFormat';
import type { DocumentItem } from '../documentTypes';
import { documentsPath } from '../documentUrls';
import { type DocumentAction, DocumentActionsMenu } from './DocumentActionsMenu';
import { FileTypeIcon } from './FileTypeIcon';

export interface DocumentListProps {
  documents: readonly DocumentItem[];
  /** Shared with us: read only, the owner shown, download alone. */
  shared: boolean;
  /** Show each document's folder (the "All documents" view). */
  showFolder: boolean;
  canUsePartners: boolean;
  onAction: (document: DocumentItem, action: DocumentAction) => void;
}

function NameCell({ document, showFolder }: { document: DocumentItem; showFolder: boolean }) {
  return (
    <HStack gap={3} align="flex-start" minW={0}>
      <FileTypeIcon name={document.name} contentType={document.contentType} />
      <Stack gap={0} minW={0}>
        <Link href={document.downloadPath} download={document.name} fontWeight="medium" overflowWrap="anywhere">
          {document.name}
        </Link>
        <HStack gap={2} wrap="wrap">
          {document.templateKind ? (
            <Badge size="sm" colorPalette="purple">{`Template: ${TEMPLATE_KIND_LABELS[document.templateKind]}`}</Badge>
          ) : null}
          {showFolder && document.folder ? (
            <Text fontSize="xs" color="fg.muted">{`In ${document.folder.name}`}</Text>
          ) : null}
        </HStack>
      </Stack>
    </HStack>
  );
}

function SharedWith({ document }: { document: DocumentItem }) {
  if (document.sharedWith.length === 0) return <Text color="fg.muted">Not shared</Text>;
  return (
    <Wrap gap={1}>
      {document.sharedWith.map((company) => (
        <Badge key={company.id} variant="subtle" whiteSpace="normal">
          {company.name}
        </Badge>
      ))}
    </Wrap>
  );
}

const partnerLink = (document: DocumentItem): ReactNode =>
  document.partner ? (
    <AppLink to={documentsPath({ partnerCompanyId: document.partner.id })}>{document.partner.name}</AppLink>
  ) : null;

/** The documents: a table on wide screens, cards on phones; each with its actions or its download. */
export function DocumentList({ documents, shared, showFolder, canUsePartners, onAction }: DocumentListProps) {
  const compact = useCompactLayout();
  const actions = (document: DocumentItem) =>
    shared || !document.mine ? (
      <Button asChild size="xs" variant="outline">
        <a href={document.downloadPath} download={document.name} aria-label={`Download ${document.name}`}>
          Download
        </a>
      </Button>
    ) : (
      <DocumentActionsMenu
        document={document}
        canUsePartners={canUsePartners}
        onAction={(action) => onAction(document, action)}
      />
    );
  const label = shared ? 'Documents shared with us' : 'Our documents';

  if (compact)
    return (
      <StackedList
        label={label}
        items={documents}
        itemKey={(document) => document.id}
        renderItem={(document) => (
          <Stack gap={3}>
            <Flex gap={2} justify="space-between" align="flex-start">
              <NameCell document={document} showFolder={showFolder} />
              {actions(document)}
            </Flex>
            <DetailList
              labelWidth="6.5rem"
              items={
                shared
                  ? [
                      { label: 'From', value: document.owner.name },
                      { label: 'Size', value: formatBytes(document.sizeBytes) },
                      { label: 'Date', value: formatDate(document.createdAt) },
                    ]
                  : [
                      { label: 'Size', value: formatBytes(document.sizeBytes) },
                      { label: 'Uploaded by', value: personName(document.uploadedBy) },
                      { label: 'Date', value: formatDate(document.createdAt) },
                      { label: 'Partner', value: partnerLink(document) },
                      { label: 'Shared with', value: <SharedWith document={document} /> },
                    ]
              }
              emptyText="None"
            />
          </Stack>
        )}
      />
    );

  const columns = shared
    ? ['Name', 'From', 'Size', 'Date', 'Actions']
    : ['Name', 'Size', 'Uploaded by', 'Date', 'Partner', 'Shared with', 'Actions'];
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} textAlign={column === 'Size' ? 'end' : undefined}>
                {column === 'Actions' ? <Text srOnly>Actions</Text> : column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {documents.map((document) => (
            <Table.Row key={document.id}>
              <Table.Cell minW="14rem">
                <NameCell document={document} showFolder={showFolder} />
              </Table.Cell>
              {shared ? <Table.Cell>{document.owner.name}</Table.Cell> : null}
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatBytes(document.sizeBytes)}
              </Table.Cell>
              {shared ? null : <Table.Cell>{personName(document.uploadedBy) ?? '—'}</Table.Cell>}
              <Table.Cell whiteSpace="nowrap">{formatDate(document.createdAt)}</Table.Cell>
              {shared ? null : (
                <>
                  <Table.Cell>{partnerLink(document) ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <SharedWith document={document} />
                  </Table.Cell>
                </>
              )}
              <Table.Cell textAlign="end">{actions(document)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
