import { Button, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { LoadState } from '../../../shared/ui/LoadStates';
import { PageContainer } from '../../../ui/PageContainer';
import { DeleteFolderDialog, FolderNameDialog } from '../components/FolderDialogs';
import { FolderNav, type FolderSummary } from '../components/FolderNav';
import { DocumentListSection } from '../components/DocumentListSection';
import { DocumentFolderFieldsFragment, DocumentFoldersDocument } from '../document.documents';
import { DOCUMENT_TEMPLATES_PATH, documentUploadPath } from '../documentUrls';
import { useDocumentChanges } from '../useDocumentChanges';
import { type DocumentTab, useDocumentListParams } from '../useDocumentListParams';

type FolderDialog = { kind: 'create' } | { kind: 'rename' | 'delete'; folder: FolderSummary } | null;

const TABS: readonly { value: DocumentTab; label: string }[] = [
  { value: 'own', label: 'Our documents' },
  { value: 'shared', label: 'Shared with us' },
];

/**
 * `/dashboard/documents`: the company's folders beside its documents (search, order, paging in the
 * URL), or the documents partners shared with it. `?partner=` narrows either to one partner.
 */
export function DocumentsPage() {
  const params = useDocumentListParams();
  const changes = useDocumentChanges();
  const [dialog, setDialog] = useState<FolderDialog>(null);
  const foldersQuery = useQuery(DocumentFoldersDocument, { fetchPolicy: 'cache-and-network' });
  const folders = foldersQuery.data
    ? getFragmentData(DocumentFolderFieldsFragment, foldersQuery.data.documentFolders)
    : null;
  const own = params.tab === 'own';
  const openFolder = folders?.find((folder) => folder.id === params.folder) ?? null;
  // A link to a folder since deleted (or never the company's) opens all documents instead.
  const unknownFolder = Boolean(folders) && !openFolder && !['all', 'top'].includes(params.folder);
  const listParams = unknownFolder ? { ...params, folder: 'all' } : params;
  const uploadPath = documentUploadPath({ folderId: openFolder?.id, partnerCompanyId: params.partner });

  let side = null;
  if (own && !folders)
    side = <LoadState error={foldersQuery.error} refetch={foldersQuery.refetch} label="Loading the folders" />;
  else if (own && folders)
    side = (
      <FolderNav
        folders={folders}
        current={listParams.folder}
        onOpen={(folder) => params.change({ folder })}
        onCreate={() => setDialog({ kind: 'create' })}
        onRename={(folder) => setDialog({ kind: 'rename', folder })}
        onDelete={(folder) => setDialog({ kind: 'delete', folder })}
      />
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Flex gap={4} justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2} maxW="2xl">
            <Heading as="h1" size="2xl">
              Documents
            </Heading>
            <Text color="fg.muted">
              Your company's contracts, questionnaires and files in folders, attached to partners and shared with them
              read only.
            </Text>
          </Stack>
          <HStack gap={2} wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to={DOCUMENT_TEMPLATES_PATH}>Templates</RouterLink>
            </Button>
            <Button asChild>
              <RouterLink to={uploadPath}>Upload documents</RouterLink>
            </Button>
          </HStack>
        </Flex>
        <HStack as="nav" aria-label="Whose documents" gap={2} wrap="wrap">
          {TABS.map((tab) => (
            <Button
              key={tab.value}
              size="sm"
              variant={params.tab === tab.value ? 'solid' : 'outline'}
              aria-current={params.tab === tab.value ? 'page' : undefined}
              onClick={() => params.change({ tab: tab.value, folder: 'all' })}
            >
              {tab.label}
            </Button>
          ))}
        </HStack>
        <Grid templateColumns={{ base: '1fr', md: own ? '16rem minmax(0, 1fr)' : '1fr' }} gap={6} alignItems="start">
          {side}
          <DocumentListSection params={listParams} folders={folders ?? []} changes={changes} uploadPath={uploadPath} />
        </Grid>
      </Stack>
      {dialog?.kind === 'create' ? (
        <FolderNameDialog
          folder={null}
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            const { refused, createdId } = await changes.createFolder(name);
            if (createdId) params.change({ folder: createdId });
            return refused;
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <FolderNameDialog
          folder={dialog.folder}
          onClose={() => setDialog(null)}
          onSave={(name) => changes.renameFolder(dialog.folder.id, name)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteFolderDialog
          folder={dialog.folder}
          onClose={() => setDialog(null)}
          onDelete={async () => {
            const refused = await changes.deleteFolder(dialog.folder.id);
            if (refused.length === 0) params.change({ folder: 'all' });
            return refused;
          }}
        />
      ) : null}
    </PageContainer>
  );
}
