import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import type { DocumentTemplateKind } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { SectionCard } from '../../../ui/SectionCard';
import { SelectField } from '../../../ui/SelectField';
import { DropZone } from '../components/DropZone';
import { UploadQueueList } from '../components/UploadQueueList';
import {
  DocumentFolderFieldsFragment,
  DocumentFoldersDocument,
  DocumentUploadRulesDocument,
} from '../document.documents';
import { readTemplateKind, TEMPLATE_KIND_LABELS, TEMPLATE_KINDS } from '../documentFormat';
import type { DocumentFolderItem } from '../documentTypes';
import { DOCUMENTS_PATH, safeBackPath } from '../documentUrls';
import { usePartnerChoices } from '../usePartnerChoices';
import { useLeaveWarning, useUploadItems, useUploadQueue } from '../useUploadQueue';

const NONE = '';

/**
 * `/dashboard/documents/upload`: several files at once, by drag and drop or the picker, each with
 * its progress. `?folder=`, `?partner=`, `?template=` and `?response=` preselect where they go.
 */
export function DocumentUploadPage() {
  const rules = useQuery(DocumentUploadRulesDocument);
  const folders = useQuery(DocumentFoldersDocument, { fetchPolicy: 'cache-and-network' });
  const ready = rules.data && folders.data;

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Upload documents
          </Heading>
          <Text color="fg.muted">
            Add several files at once. Each is checked for its size before it is sent and for its real type once it
            arrives. <AppLink to={DOCUMENTS_PATH}>Back to the documents</AppLink>
          </Text>
        </Stack>
        {ready ? (
          <UploadForm
            maxBytes={rules.data.documentUploadRules.maxBytes}
            extensions={rules.data.documentUploadRules.extensions}
            folders={getFragmentData(DocumentFolderFieldsFragment, folders.data.documentFolders)}
          />
        ) : (
          <LoadState
            error={rules.error ?? folders.error}
            refetch={() => Promise.all([rules.refetch(), folders.refetch()])}
            label="Loading the upload form"
          />
        )}
      </Stack>
    </PageContainer>
  );
}

interface UploadFormProps {
  maxBytes: number;
  extensions: readonly string[];
  folders: readonly DocumentFolderItem[];
}

function UploadForm({ maxBytes, extensions, folders }: UploadFormProps) {
  const [params] = useSearchParams();
  const partners = usePartnerChoices();
  const asked = params.get('folder');
  const [folder, setFolder] = useState(folders.some((item) => item.id === asked) ? (asked ?? NONE) : NONE);
  const [partner, setPartner] = useState(params.get('partner') ?? NONE);
  const [template, setTemplate] = useState<DocumentTemplateKind | null>(readTemplateKind(params.get('template')));
  const responseId = params.get('response');
  const back = safeBackPath(params.get('back'));
  const queue = useUploadQueue(maxBytes);
  const items = useUploadItems(queue);
  const [announcement, setAnnouncement] = useState('');
  useLeaveWarning(items.some((item) => ['waiting', 'uploading', 'checking'].includes(item.state)));

  // A preselected partner not (yet) among the choices stays choosable, by its id's place.
  const partnerOptions = [
    { value: NONE, label: 'No partner' },
    ...partners.map((item) => ({ value: item.id, label: item.name })),
    ...(partner && !partners.some((item) => item.id === partner)
      ? [{ value: partner, label: 'The chosen partner' }]
      : []),
  ];

  function add(files: File[]) {
    const added = queue.add(files, {
      folderId: folder || null,
      partnerCompanyId: partner || null,
      responseId,
      templateKind: template,
    });
    const tooLarge = added.filter((item) => item.state === 'failed').length;
    setAnnouncement(
      `${added.length} ${added.length === 1 ? 'file' : 'files'} added: ${added.map((item) => item.file.name).join(', ')}.` +
        (tooLarge > 0 ? ` ${tooLarge} too large.` : ''),
    );
  }

  return (
    <Stack gap={6}>
      <SectionCard title="Where they go">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <SelectField
            label="Folder"
            value={folder}
            options={[
              { value: NONE, label: 'Top level' },
              ...folders.map((item) => ({ value: item.id, label: item.name })),
            ]}
            onChange={setFolder}
          />
          <SelectField
            label="Attach to a partner (optional)"
            value={partner}
            options={partnerOptions}
            onChange={setPartner}
          />
          <SelectField
            label="Save as template (optional)"
            value={template ?? NONE}
            options={[
              { value: NONE, label: 'Not a template' },
              ...TEMPLATE_KINDS.map((kind) => ({ value: kind, label: TEMPLATE_KIND_LABELS[kind] })),
            ]}
            onChange={(value) => setTemplate(readTemplateKind(value))}
          />
        </SimpleGrid>
        {responseId ? (
          <Text mt={3} fontSize="sm" color="fg.muted">
            The files are attached to the response you came from.{' '}
            {back ? <AppLink to={back}>Back to the request</AppLink> : null}
          </Text>
        ) : null}
      </SectionCard>
      <DropZone extensions={extensions} maxBytes={maxBytes} onFiles={add} announcement={announcement} />
      {items.length > 0 ? (
        <SectionCard title="Files">
          <UploadQueueList items={items} onRetry={(key) => queue.retry(key)} onRemove={(key) => queue.remove(key)} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
