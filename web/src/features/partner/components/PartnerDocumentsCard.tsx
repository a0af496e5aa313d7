import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { SectionCard } from '../../../ui/SectionCard';
import { PartnerDocumentsQueryDocument } from '../partner.documents';
import { formatSize } from '../partnerLabels';

/** The company's documents attached to this partner (the documents feature stores them), and a way to upload one. */
export function PartnerDocumentsCard({ companyId }: { companyId: string }) {
  const { data, error, refetch } = useQuery(PartnerDocumentsQueryDocument, {
    variables: { partnerCompanyId: companyId },
    fetchPolicy: 'cache-and-network',
  });
  const documents = data?.documents.items;
  return (
    <SectionCard title="Documents">
      <Stack gap={4}>
        {!documents ? (
          <LoadState error={error} refetch={refetch} label="Loading documents" />
        ) : documents.length === 0 ? (
          <Text color="fg.muted">No documents attached to this partner yet.</Text>
        ) : (
          <Stack as="ul" gap={2} listStyleType="none" aria-label="Documents">
            {documents.map((document) => (
              <HStack as="li" key={document.id} justify="space-between" wrap="wrap" gap={2}>
                <Link href={document.downloadPath} overflowWrap="anywhere" color="colorPalette.fg">
                  {document.name}
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {`${formatSize(document.sizeBytes)} · ${formatDate(document.createdAt) ?? ''}`}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={`/dashboard/documents/upload?partner=${encodeURIComponent(companyId)}`}>
            Upload a document
          </RouterLink>
        </Button>
      </Stack>
    </SectionCard>
  );
}
