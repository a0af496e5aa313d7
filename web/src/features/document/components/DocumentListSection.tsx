import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { DocumentFieldsFragment, DocumentListDocument } from '../document.documents';
import { DOCUMENT_LIMITS } from '../documentLimits';
import type { DocumentFolderItem, DocumentItem } from '../documentTypes';
import { usePartnerChoices } from '../usePartnerChoices';
import type { DocumentChanges } from '../useDocumentChanges';
import { listArguments, SORT_OPTIONS, type useDocumentListParams } from '../useDocumentListParams';
import type { DocumentAction } from './DocumentActionsMenu';
import { DocumentDialog } from './DocumentDialogs';
import { DocumentList } from './DocumentList';

const PAGE_SIZE = 20;

export interface DocumentListSectionProps {
  params: ReturnType<typeof useDocumentListParams>;
  folders: readonly DocumentFolderItem[];
  changes: DocumentChanges;
  uploadPath: string;
}

/** The list's search, order, documents and pages, and the dialog of a row's action. */
export function DocumentListSection({ params, folders, changes, uploadPath }: DocumentListSectionProps) {
  const [words, setWords] = useState(params.search);
  const debounced = useDebouncedValue(words, 300);
  const [open, setOpen] = useState<{ document: DocumentItem; action: DocumentAction } | null>(null);
  const partners = usePartnerChoices();
  const { data, previousData, error, refetch, loading } = useQuery(DocumentListDocument, {
    variables: listArguments(params, PAGE_SIZE),
    fetchPolicy: 'cache-and-network',
  });
  const shared = params.tab === 'shared';

  // The typed words reach the URL once typing pauses (one history entry per search, not per key);
  // back and forward bring the field along.
  useEffect(() => {
    if (debounced.trim() !== params.search.trim()) params.change({ search: debounced }, { replace: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the words
  }, [debounced]);
  // The URL's words changed by back, forward or a link (not by typing): the field follows.
  const [urlSearch, setUrlSearch] = useState(params.search);
  if (params.search !== urlSearch) {
    setUrlSearch(params.search);
    if (params.search !== debounced) setWords(params.search);
  }

  const page = (data ?? previousData)?.documents;
  const documents = page ? getFragmentData(DocumentFieldsFragment, page.items) : [];
  const filtered = Boolean(params.search.trim()) || params.folder !== 'all' || Boolean(params.partner);

  let body;
  if (!page) body = <LoadState error={error} refetch={refetch} label="Loading the documents" />;
  else if (page.totalElements === 0)
    body = (
      <EmptyDocuments
        shared={shared}
        filtered={filtered}
        uploadPath={uploadPath}
        onReset={() => params.change({ search: '', folder: 'all', partner: null })}
      />
    );
  else
    body = (
      <Stack gap={4} aria-busy={loading}>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {`${page.totalElements.toLocaleString('en-US')} ${page.totalElements === 1 ? 'document' : 'documents'}`}
        </Text>
        <DocumentList
          documents={documents}
          shared={shared}
          showFolder={params.folder === 'all'}
          canUsePartners={partners.length > 0}
          onAction={(document, action) => setOpen({ document, action })}
        />
        <Pager
          page={page.page}
          totalPages={page.totalPages}
          onPageChange={(next) => params.change({ page: next })}
          hideSinglePage
        />
      </Stack>
    );

  return (
    <Stack gap={4} minW={0}>
      <Flex gap={3} wrap="wrap" align="flex-end">
        <Box flex="1 1 16rem">
          <TextField
            label="Search by name"
            name="q"
            value={words}
            onChange={setWords}
            maxLength={DOCUMENT_LIMITS.search}
          />
        </Box>
        <Box flex="0 1 14rem">
          <SelectField
            label="Order"
            value={`${params.sortBy}:${params.direction}`}
            options={SORT_OPTIONS}
            onChange={(value) => {
              const [sortBy, direction] = value.split(':') as [typeof params.sortBy, typeof params.direction];
              params.change({ sortBy, direction });
            }}
          />
        </Box>
      </Flex>
      {params.partner ? (
        <Flex gap={3} align="center" wrap="wrap">
          <Text>{`Only documents of ${partnerName(params.partner, documents, partners)}.`}</Text>
          <Button size="xs" variant="outline" onClick={() => params.change({ partner: null })}>
            Show all partners
          </Button>
        </Flex>
      ) : null}
      {body}
      {open ? (
        <DocumentDialog
          action={open.action}
          document={open.document}
          folders={folders}
          partners={partners}
          changes={changes}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}

function partnerName(
  id: string,
  documents: readonly DocumentItem[],
  partners: readonly { id: string; name: string }[],
) {
  const fromList = documents.find((document) => document.partner?.id === id)?.partner?.name;
  const fromOwner = documents.find((document) => document.owner.id === id)?.owner.name;
  return partners.find((partner) => partner.id === id)?.name ?? fromList ?? fromOwner ?? 'this partner';
}

interface EmptyDocumentsProps {
  shared: boolean;
  filtered: boolean;
  uploadPath: string;
  onReset: () => void;
}

/** What an empty list says, and what to do about it. */
function EmptyDocuments({ shared, filtered, uploadPath, onReset }: EmptyDocumentsProps) {
  if (filtered)
    return (
      <Stack gap={3} align="flex-start">
        <Text color="fg.muted">No documents match. Try other words, or another folder.</Text>
        <Button size="sm" variant="outline" onClick={onReset}>
          Show all documents
        </Button>
      </Stack>
    );
  if (shared)
    return (
      <Text color="fg.muted">
        No partner has shared a document with your company yet. What they share shows here, read only.
      </Text>
    );
  return (
    <Stack gap={3} align="flex-start">
      <Text color="fg.muted">
        No documents yet. Upload contracts, questionnaires and other files, then keep them in folders and share them
        with your partners.
      </Text>
      <Button asChild size="sm">
        <RouterLink to={uploadPath}>Upload your first document</RouterLink>
      </Button>
    </Stack>
  );
}
