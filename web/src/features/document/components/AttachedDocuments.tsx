import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { DocumentFieldsFragment, DocumentListDocument } from '../document.documents';
import { formatBytes } from '../documentFormat';
import { documentsPath, documentUploadPath } from '../documentUrls';
import { FileTypeIcon } from './FileTypeIcon';

export interface AttachedDocumentsProps {
  /** The documents attached to this contracted partner (`Company.id`)… */
  partnerCompanyId?: string;
  /** …or to this request response (`Response.id`). */
  responseId?: string;
  /** How many to show before "See all" (partner lists only). */
  limit?: number;
}

/**
 * The viewer's company's documents attached to a partner or a response: each with its download
 * link, and a link to upload one attached there. For other features' pages (a partner's details,
 * a response).
 */
export function AttachedDocuments({ partnerCompanyId, responseId, limit = 10 }: AttachedDocumentsProps) {
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
  const upload = (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <RouterLink to={documentUploadPath({ partnerCompanyId, responseId })}>Attach a document</RouterLink>
    </Button>
  );

  if (!page) return <LoadState error={error} refetch={refetch} label="Loading the attached documents" />;
  return (
    <Stack gap={3}>
      {documents.length === 0 ? (
        <Text color="fg.muted">No documents attached yet.</Text>
      ) : (
        <Stack as="ul" gap={2} m={0} p={0} listStyleType="none" aria-label="Attached documents">
          {documents.map((document) => (
            <HStack as="li" key={document.id} gap={3} align="flex-start">
              <FileTypeIcon name={document.name} contentType={document.contentType} />
              <Stack gap={0} minW={0}>
                <Link href={document.downloadPath} download={document.name} overflowWrap="anywhere">
                  {document.name}
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {`${formatBytes(document.sizeBytes)} · ${formatDate(document.createdAt) ?? ''}`}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      )}
      {partnerCompanyId && page.totalElements > documents.length ? (
        <AppLink to={documentsPath({ partnerCompanyId })}>{`See all ${page.totalElements} documents`}</AppLink>
      ) : null}
      {upload}
    </Stack>
  );
}
