import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { UpdateDocumentInput } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormDialog } from '../../../ui/FormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { messagesOf, type UserError } from '../../../ui/useMutationForm';
import { DOCUMENT_LIMITS } from '../documentLimits';
import type { DocumentFolderItem, DocumentItem, PartnerChoice } from '../documentTypes';
import type { DocumentChanges } from '../useDocumentChanges';
import type { DocumentAction } from './DocumentActionsMenu';

export interface DocumentDialogProps {
  action: DocumentAction;
  document: DocumentItem;
  folders: readonly DocumentFolderItem[];
  partners: readonly PartnerChoice[];
  changes: DocumentChanges;
  onClose: () => void;
}

const TOP = 'top';
const NONE = '';

/** One dialog's sending state and messages: `run` closes it once every change worked. */
function useDialogSend(onClose: () => void) {
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const run = async (send: () => Promise<UserError[]>) => {
    setSending(true);
    const refused = await send();
    setSending(false);
    if (refused.length === 0) onClose();
    else setErrors(messagesOf(refused));
  };
  return { errors, sending, run };
}

/** The dialog of a document's action from its menu: rename, move, attach, share, delete. */
export function DocumentDialog({ action, document, folders, partners, changes, onClose }: DocumentDialogProps) {
  const { errors, sending, run } = useDialogSend(onClose);
  const [name, setName] = useState(document.name);
  const [folder, setFolder] = useState(document.folder?.id ?? TOP);
  const [partner, setPartner] = useState(document.partner?.id ?? NONE);
  const [shared, setShared] = useState<string[]>(document.sharedWith.map((company) => company.id));
  const update = (input: Omit<UpdateDocumentInput, 'id'>) =>
    run(() => changes.updateDocument({ id: document.id, ...input }));
  const common = { onClose, submitting: sending, errors };

  if (action === 'delete')
    return (
      <ConfirmDialog
        open
        title={`Delete ${document.name}?`}
        description={
          errors.length > 0
            ? errors.join(' ')
            : 'The file is removed for good, and partners it is shared with lose it too.'
        }
        confirmLabel="Delete"
        cancelLabel="Keep it"
        confirming={sending}
        destructive
        onCancel={onClose}
        onConfirm={() => void run(() => changes.deleteDocument(document.id))}
      />
    );

  if (action === 'rename')
    return (
      <FormDialog
        {...common}
        title={`Rename ${document.name}`}
        submitLabel="Rename"
        onSubmit={() => void (name.trim() ? update({ name: name.trim() }) : undefined)}
      >
        <TextField
          label="Name"
          name="name"
          value={name}
          onChange={setName}
          maxLength={DOCUMENT_LIMITS.documentName}
          error={name.trim() ? undefined : 'Name the document.'}
        />
      </FormDialog>
    );

  if (action === 'move')
    return (
      <FormDialog
        {...common}
        title={`Move ${document.name}`}
        submitLabel="Move"
        onSubmit={() => void update(folder === TOP ? { toTopLevel: true } : { folderId: folder })}
      >
        <SelectField
          label="Folder"
          value={folder}
          options={[
            { value: TOP, label: 'Top level' },
            ...folders.map((item) => ({ value: item.id, label: item.name })),
          ]}
          onChange={setFolder}
        />
      </FormDialog>
    );

  if (action === 'partner')
    return (
      <FormDialog
        {...common}
        title={`Attach ${document.name} to a partner`}
        submitLabel="Save"
        onSubmit={() => void update(partner === NONE ? { detachPartner: true } : { partnerCompanyId: partner })}
      >
        <SelectField
          label="Contracted partner"
          value={partner}
          options={[
            { value: NONE, label: 'No partner' },
            ...partners.map((item) => ({ value: item.id, label: item.name })),
          ]}
          onChange={setPartner}
          helperText="Attaching does not share it: the partner sees it only once you share it."
        />
      </FormDialog>
    );

  const was = new Set(document.sharedWith.map((company) => company.id));
  // Partners it is shared with that are no longer contracted stay listed, so sharing can be stopped.
  const listed = [
    ...partners,
    ...document.sharedWith.filter((company) => !partners.some((item) => item.id === company.id)),
  ];
  return (
    <FormDialog
      {...common}
      title={`Share ${document.name}`}
      submitLabel="Save"
      onSubmit={() =>
        void run(async () => {
          const refused: UserError[] = [];
          for (const item of listed) {
            const want = shared.includes(item.id);
            if (want && !was.has(item.id)) refused.push(...(await changes.share(document.id, item.id)));
            if (!want && was.has(item.id)) refused.push(...(await changes.unshare(document.id, item.id)));
          }
          return refused;
        })
      }
    >
      <Text color="fg.muted">Partners you share it with can read and download it; they cannot change it.</Text>
      <Stack as="fieldset" gap={2}>
        <Text as="legend" fontWeight="medium" mb={2}>
          Contracted partners
        </Text>
        {listed.map((item) => (
          <Checkbox.Root
            key={item.id}
            checked={shared.includes(item.id)}
            onCheckedChange={(details) =>
              setShared((current) =>
                details.checked === true ? [...current, item.id] : current.filter((id) => id !== item.id),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{item.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </FormDialog>
  );
}
