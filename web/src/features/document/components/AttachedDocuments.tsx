import { Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { DocumentFieldsFragment, DocumentListDocument } from '../document.documents';
import { formatBytes } from '../documentFormat';
import { documentsPath, documentUploadPath } from '../documentUrls';
import { FileTypeIcon } from './FileTypeIcon';
import { PickDocumentDialog } from './PickDocumentDialog';
import { RemovedNotice, RemoveFromResponseButton } from './RemoveFromResponseButton';

export interface AttachedDocumentsProps {
  /** The documents attached to this contracted partner (`Company.id`)… */
  partnerCompanyId?: string;
  /** …or to this request response (`Response.id`): both parties' attachments. */
  responseId?: string;
  /** How many to show before "See all" (partner lists only). */
  limit?: number;
  /** Shown when none is attached. */
  emptyText?: string;
}

/**
 * The documents attached to a partner (the viewer's company's) or to a response (both parties'),
 * each with its download link, a link to attach one there (the upload page) and, on a response, "Pick
 * from our documents" (PickDocumentDialog). For other features' pages; nothing
 * for a viewer without DOCUMENTS (an impersonating admin: spec §6).
 */
export function AttachedDocuments(props: AttachedDocumentsProps) {
  const viewer = useViewer();
  if (!viewer?.permissions.includes('DOCUMENTS')) return null;
  return <AttachedDocumentList {...props} canUpload={viewer.permissions.includes('DOCUMENT_UPLOAD')} />;
}

function AttachedDocumentList({
  partnerCompanyId,
  responseId,
  limit = 10,
  emptyText = 'No documents attached yet.',
  canUpload,
}: AttachedDocumentsProps & { canUpload: boolean }) {
  const { pathname, search } = useLocation();
  // The name of the attachment just removed from the response: said where its row was.
  const [removed, setRemoved] = useState<string | null>(null);
  // The name of the document just picked from the company's documents: said politely.
  const [attached, setAttached] = useState<string | null>(null);
  const { data, error, refetch } = useQuery(DocumentListDocument, {
    variables: {
      scope: 'OWN',
      partnerCompanyId: partnerCompanyId ?? null,
      responseId: responseId ?? null,
      sortBy: 'CREATED_AT',
      direction: 'DESC',
      page: 0,
      size: limit,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.documents;
  const documents = page ? getFragmentData(DocumentFieldsFragment, page.items) : [];

  if (!page) return <LoadState error={error} refetch={refetch} label="Loading the attached documents" />;
  return (
    <Stack gap={3}>
      {removed ? <RemovedNotice key={removed} name={removed} /> : null}
      {documents.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <Stack as="ul" gap={2} m={0} p={0} listStyleType="none" aria-label="Attached documents">
          {documents.map((document) => (
            <HStack as="li" key={document.id} gap={3} align="flex-start">
              <FileTypeIcon name={document.name} contentType={document.contentType} />
              <Stack gap={0} minW={0}>
                <Link href={document.downloadPath} download={document.name} overflowWrap="anywhere">
                  {document.name}
                </Link>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {[
                    formatBytes(document.sizeBytes),
                    formatDate(document.createdAt),
                    document.mine ? null : `From ${document.owner.name}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              {responseId && document.mine ? (
                <Box ms="auto" flexShrink={0}>
                  <RemoveFromResponseButton
                    documentId={document.id}
                    name={document.name}
                    onRemoved={(name) => {
                      setAttached(null);
                      setRemoved(name);
                    }}
                  />
                </Box>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
      {partnerCompanyId && page.totalElements > documents.length ? (
        <AppLink to={documentsPath({ partnerCompanyId })}>{`See all ${page.totalElements} documents`}</AppLink>
      ) : null}
      {canUpload ? (
        <Flex gap={2} wrap="wrap" align="center">
          <Button asChild size="sm" variant="outline">
            <RouterLink
              to={documentUploadPath({
                partnerCompanyId,
                responseId,
                back: responseId ? `${pathname}${search}` : null,
              })}
            >
              {/* Beside "Pick from our documents", the button says it brings a new file. */}
              {responseId ? 'Upload a new file' : 'Attach a document'}
            </RouterLink>
          </Button>
          {responseId ? (
            <>
              <PickDocumentDialog
                responseId={responseId}
                onAttached={(name) => {
                  setRemoved(null);
                  setAttached(name);
                }}
              />
              {/* Always there, so that what it says is announced (the focus is back on the button). */}
              <Text role="status" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {attached ? `${attached} attached.` : null}
              </Text>
            </>
          ) : null}
        </Flex>
      ) : null}
    </Stack>
  );
}
