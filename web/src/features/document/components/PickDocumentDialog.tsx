import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { LoadError, LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { TextField } from '../../../ui/TextField';
import { sendForMessages } from '../../../ui/useMutationForm';
import {
  DocumentChangeFragment,
  DocumentFieldsFragment,
  DocumentListDocument,
  UpdateDocumentDocument,
} from '../document.documents';
import { formatBytes } from '../documentFormat';
import { DOCUMENT_LIMITS } from '../documentLimits';
import type { DocumentItem } from '../documentTypes';
import { documentUploadPath } from '../documentUrls';
import { FileTypeIcon } from './FileTypeIcon';

/** Documents a page of the picker shows. */
export const PICK_PAGE_SIZE = 10;
/** How long typing must pause before the list is searched. */
export const PICK_SEARCH_DEBOUNCE_MS = 300;

export interface PickDocumentDialogProps {
  /** The request response (`Response.id`) the picked document is attached to. */
  responseId: string;
  /** After the api attached it and the attachment lists were read again: the dialog has closed. */
  onAttached: (name: string) => void;
}

/**
 * "Pick from our documents" on a request response: a dialog listing the company's own documents
 * (searchable by name, paged), each with "Attach". The api attaches it by `updateDocument`'s
 * `responseId`; one attached to another response moves here (said on its row first). The dialog
 * closes once it worked, the focus going back to its button; a refusal stays in the dialog.
 */
export function PickDocumentDialog({ responseId, onAttached }: PickDocumentDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          Pick from our documents
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Pick from our documents</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {open ? (
                <PickDocumentList
                  responseId={responseId}
                  onAttached={(name) => {
                    setOpen(false);
                    onAttached(name);
                  }}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PickDocumentList({ responseId, onAttached }: PickDocumentDialogProps) {
  const { pathname, search } = useLocation();
  const [words, setWords] = useState('');
  const searched = useDebouncedValue(words.trim(), PICK_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen in: a new search starts on its first page.
  const [paging, setPaging] = useState({ search: '', page: 0 });
  const page = paging.search === searched ? paging.page : 0;
  const [errors, setErrors] = useState<string[]>([]);
  const [attaching, setAttaching] = useState<string | null>(null);
  const { data, previousData, error, refetch, loading } = useQuery(DocumentListDocument, {
    variables: {
      scope: 'OWN',
      folderId: null,
      topLevelOnly: null,
      partnerCompanyId: null,
      responseId: null,
      search: searched || null,
      sortBy: 'CREATED_AT',
      direction: 'DESC',
      page,
      size: PICK_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  // Once attached, every list of documents is read again (this response's, the other party's
  // dialog, the response it left): the answer carries the document's new `responseId`, which the
  // cache keeps. A refusal changed nothing: nothing is read again.
  const [update] = useMutation(UpdateDocumentDocument, {
    refetchQueries: (result) => {
      const payload = result.data ? getFragmentData(DocumentChangeFragment, result.data.updateDocument) : null;
      return payload?.document && payload.errors.length === 0 ? [DocumentListDocument] : [];
    },
    awaitRefetchQueries: true,
  });

  async function attach(document: DocumentItem) {
    setAttaching(document.id);
    setErrors([]);
    const messages = await sendForMessages(async () => {
      const answer = (await update({ variables: { input: { id: document.id, responseId } } })).data;
      return answer ? getFragmentData(DocumentChangeFragment, answer.updateDocument) : null;
    });
    setAttaching(null);
    if (messages) setErrors(messages);
    else onAttached(document.name);
  }

  const shown = (data ?? previousData)?.documents;
  const documents = shown ? getFragmentData(DocumentFieldsFragment, shown.items) : [];
  const uploadPath = documentUploadPath({ responseId, back: `${pathname}${search}` });

  let body;
  if (!shown) body = <LoadState error={error} refetch={refetch} label="Loading your company's documents" />;
  else if (documents.length === 0 && !searched)
    body = (
      <Stack gap={2} align="flex-start">
        <Text>Your company has no documents yet.</Text>
        <AppLink to={uploadPath}>Upload a document to attach</AppLink>
      </Stack>
    );
  else if (documents.length === 0) body = <Text>{`No document's name matches “${searched}”.`}</Text>;
  else
    body = (
      <Stack gap={4}>
        <Stack
          as="ul"
          gap={3}
          m={0}
          p={0}
          listStyleType="none"
          aria-label="Your company's documents"
          aria-busy={loading}
        >
          {documents.map((document) => (
            <PickRow
              key={document.id}
              document={document}
              responseId={responseId}
              attaching={attaching}
              onAttach={(picked) => void attach(picked)}
            />
          ))}
        </Stack>
        <Pager
          page={shown.page}
          totalPages={shown.totalPages}
          onPageChange={(next) => setPaging({ search: searched, page: next })}
          hideSinglePage
        />
      </Stack>
    );

  return (
    <Stack gap={4}>
      <Text color="fg.muted">
        The other company of this response can read what you attach. The file stays in your documents.
      </Text>
      <ErrorAlerts messages={errors} />
      <TextField
        label="Search by name"
        name="pick-search"
        value={words}
        onChange={setWords}
        maxLength={DOCUMENT_LIMITS.search}
      />
      {shown && error ? (
        <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} size="sm" />
      ) : null}
      {body}
    </Stack>
  );
}

interface PickRowProps {
  document: DocumentItem;
  responseId: string;
  /** The document being attached, if any: the other rows wait. */
  attaching: string | null;
  onAttach: (document: DocumentItem) => void;
}

function PickRow({ document, responseId, attaching, onAttach }: PickRowProps) {
  const noteId = useId();
  const here = document.responseId === responseId;
  const elsewhere = Boolean(document.responseId) && !here;
  return (
    <HStack as="li" gap={3} align="flex-start">
      <FileTypeIcon name={document.name} contentType={document.contentType} />
      <Stack gap={0} minW={0} flex="1">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {document.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {[formatBytes(document.sizeBytes), formatDate(document.createdAt), document.folder?.name]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {elsewhere ? (
          <Text id={noteId} fontSize="sm" color="fg.warning">
            Attached to another response: attaching moves it here.
          </Text>
        ) : null}
      </Stack>
      <Box flexShrink={0}>
        {here ? (
          <Button size="xs" variant="subtle" disabled aria-label={`${document.name} attached`}>
            Attached
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Attach ${document.name}`}
            aria-describedby={elsewhere ? noteId : undefined}
            loading={attaching === document.id}
            disabled={attaching !== null && attaching !== document.id}
            onClick={() => onAttach(document)}
          >
            Attach
          </Button>
        )}
      </Box>
    </HStack>
  );
}
