import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { FormDialog } from '../../../ui/FormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { messagesOf, sendOutcome } from '../../../ui/useMutationForm';
import {
  CreateDocumentFromTemplateDocument,
  DocumentChangeFragment,
  DocumentFieldsFragment,
  DocumentFoldersDocument,
  DocumentListDocument,
} from '../document.documents';
import { DOCUMENT_LIMITS } from '../documentLimits';
import { nameFromTemplate } from '../documentFormat';
import type { DocumentFolderItem, DocumentItem, PartnerChoice } from '../documentTypes';

export interface CreatedDocument {
  id: string;
  name: string;
  folderId: string | null;
}

export interface NewFromTemplateDialogProps {
  template: DocumentItem;
  folders: readonly DocumentFolderItem[];
  partners: readonly PartnerChoice[];
  onCreated: (document: CreatedDocument) => void;
  onClose: () => void;
}

const NONE = '';

/** "New document from template": a copy of the template's file, named, in a folder, maybe for a partner. */
export function NewFromTemplateDialog({ template, folders, partners, onCreated, onClose }: NewFromTemplateDialogProps) {
  const [name, setName] = useState(() => nameFromTemplate(template.name, formatDate(new Date().toISOString()) ?? ''));
  const [folder, setFolder] = useState(NONE);
  const [partner, setPartner] = useState(NONE);
  const [nameError, setNameError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [create, { loading }] = useMutation(CreateDocumentFromTemplateDocument, {
    refetchQueries: [DocumentListDocument, DocumentFoldersDocument],
  });

  async function submit() {
    if (!name.trim()) return setNameError('Name the document.');
    const outcome = await sendOutcome(
      async () => {
        const { data } = await create({
          variables: {
            templateId: template.id,
            name: name.trim(),
            folderId: folder || null,
            partnerCompanyId: partner || null,
          },
        });
        return data ? getFragmentData(DocumentChangeFragment, data.createDocumentFromTemplate) : null;
      },
      (payload) => (payload.document ? getFragmentData(DocumentFieldsFragment, payload.document) : null),
    );
    if ('ok' in outcome) {
      onCreated({ id: outcome.ok.id, name: outcome.ok.name, folderId: outcome.ok.folder?.id ?? null });
      return onClose();
    }
    setNameError(messagesOf(outcome.errors.filter((error) => error.field === 'name')).join(' ') || null);
    setErrors(messagesOf(outcome.errors.filter((error) => error.field !== 'name')));
  }

  return (
    <FormDialog
      title={`New document from ${template.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Create document"
      submitting={loading}
      errors={errors}
    >
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={setName}
        maxLength={DOCUMENT_LIMITS.documentName}
        error={nameError ?? undefined}
      />
      <SelectField
        label="Folder"
        value={folder}
        options={[
          { value: NONE, label: 'Top level' },
          ...folders.map((item) => ({ value: item.id, label: item.name })),
        ]}
        onChange={setFolder}
      />
      {partners.length > 0 ? (
        <SelectField
          label="For a partner (optional)"
          value={partner}
          options={[
            { value: NONE, label: 'No partner' },
            ...partners.map((item) => ({ value: item.id, label: item.name })),
          ]}
          onChange={setPartner}
        />
      ) : null}
    </FormDialog>
  );
}
