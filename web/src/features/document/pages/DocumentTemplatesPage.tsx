import { Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { SectionCard } from '../../../ui/SectionCard';
import { FileTypeIcon } from '../components/FileTypeIcon';
import { type CreatedDocument, NewFromTemplateDialog } from '../components/NewFromTemplateDialog';
import {
  DocumentFieldsFragment,
  DocumentFolderFieldsFragment,
  DocumentFoldersDocument,
  DocumentListDocument,
} from '../document.documents';
import { formatBytes, TEMPLATE_KIND_LABELS, TEMPLATE_KINDS } from '../documentFormat';
import type { DocumentItem } from '../documentTypes';
import { DOCUMENTS_PATH, documentsPath, documentUploadPath } from '../documentUrls';
import { usePartnerChoices } from '../usePartnerChoices';

/**
 * `/dashboard/documents/templates`: the company's templates by kind (CDA, NDA, MSA, feasibility
 * questionnaire, other), each downloadable and the source of new documents.
 */
export function DocumentTemplatesPage() {
  const { data, error, refetch } = useQuery(DocumentListDocument, {
    variables: { scope: 'TEMPLATES', sortBy: 'NAME', direction: 'ASC', page: 0, size: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const folders = useQuery(DocumentFoldersDocument, { fetchPolicy: 'cache-and-network' });
  const partners = usePartnerChoices();
  const [using, setUsing] = useState<DocumentItem | null>(null);
  const [created, setCreated] = useState<CreatedDocument | null>(null);
  const templates = data ? getFragmentData(DocumentFieldsFragment, data.documents.items) : null;

  let body;
  if (!templates) body = <LoadState error={error} refetch={refetch} label="Loading the templates" />;
  else
    body = (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
        {TEMPLATE_KINDS.map((kind) => {
          const ofKind = templates.filter((template) => template.templateKind === kind);
          return (
            <SectionCard key={kind} title={TEMPLATE_KIND_LABELS[kind]}>
              <Stack gap={4}>
                {ofKind.length === 0 ? (
                  <Text color="fg.muted">No template of this kind yet.</Text>
                ) : (
                  <Stack
                    as="ul"
                    gap={0}
                    m={0}
                    p={0}
                    listStyleType="none"
                    aria-label={`${TEMPLATE_KIND_LABELS[kind]} templates`}
                  >
                    {ofKind.map((template) => (
                      <Flex
                        as="li"
                        key={template.id}
                        gap={3}
                        py={3}
                        justify="space-between"
                        align="flex-start"
                        wrap="wrap"
                        borderBottomWidth="1px"
                        _last={{ borderBottomWidth: 0 }}
                      >
                        <HStack gap={3} align="flex-start" minW={0} flex="1 1 12rem">
                          <FileTypeIcon name={template.name} contentType={template.contentType} />
                          <Stack gap={0} minW={0}>
                            <Link href={template.downloadPath} download={template.name} overflowWrap="anywhere">
                              {template.name}
                            </Link>
                            <Text fontSize="sm" color="fg.muted">
                              {`${formatBytes(template.sizeBytes)} · ${formatDate(template.createdAt) ?? ''}`}
                            </Text>
                          </Stack>
                        </HStack>
                        <Button size="sm" variant="outline" onClick={() => setUsing(template)}>
                          New document from template
                          <Box as="span" srOnly>{` ${template.name}`}</Box>
                        </Button>
                      </Flex>
                    ))}
                  </Stack>
                )}
                <Button asChild size="sm" variant="ghost" alignSelf="flex-start">
                  <RouterLink to={documentUploadPath({ templateKind: kind })}>
                    Upload a template
                    <Box as="span" srOnly>{` (${TEMPLATE_KIND_LABELS[kind]})`}</Box>
                  </RouterLink>
                </Button>
              </Stack>
            </SectionCard>
          );
        })}
      </SimpleGrid>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Document templates
          </Heading>
          <Text color="fg.muted">
            Your company's standard agreements and questionnaires. Start a new document from one, then share it with a
            partner. <AppLink to={DOCUMENTS_PATH}>Back to the documents</AppLink>
          </Text>
        </Stack>
        {created ? (
          <Text role="status" bg="green.subtle" color="green.fg" px={4} py={3} rounded="md">
            {`${created.name} was created. `}
            <AppLink to={documentsPath({ folderId: created.folderId ?? 'top' })}>Open its folder</AppLink>
          </Text>
        ) : null}
        {body}
      </Stack>
      {using ? (
        <NewFromTemplateDialog
          template={using}
          folders={folders.data ? getFragmentData(DocumentFolderFieldsFragment, folders.data.documentFolders) : []}
          partners={partners}
          onCreated={setCreated}
          onClose={() => setUsing(null)}
        />
      ) : null}
    </PageContainer>
  );
}
