import { useMutation } from '@apollo/client/react';
import { type FragmentType, getFragmentData } from '../../__generated__';
import type { UpdateDocumentInput } from '../../__generated__/graphql';
import { type MutationPayload, refusalsOf, sendOutcome, type UserError } from '../../ui/useMutationForm';
import {
  CreateDocumentFolderDocument,
  DeleteDocumentDocument,
  DeleteDocumentFolderDocument,
  DocumentChangeFragment,
  DocumentFolderChangeFragment,
  DocumentFolderFieldsFragment,
  DocumentFoldersDocument,
  DocumentListDocument,
  RenameDocumentFolderDocument,
  ShareDocumentDocument,
  UnshareDocumentDocument,
  UpdateDocumentDocument,
} from './document.documents';

// Folder counts and the open list change with most changes: both are read again (the answers
// update the documents and folders they return in the cache; a moved or deleted one leaves lists).
const LISTS = { refetchQueries: [DocumentListDocument, DocumentFoldersDocument], awaitRefetchQueries: true };
const FOLDERS = { refetchQueries: [DocumentFoldersDocument], awaitRefetchQueries: true };

type DocumentChange = FragmentType<typeof DocumentChangeFragment> | null | undefined;
type FolderChange = FragmentType<typeof DocumentFolderChangeFragment> | null | undefined;
const documentChange = (answer: DocumentChange) => (answer ? getFragmentData(DocumentChangeFragment, answer) : null);
const folderChange = (answer: FolderChange) => (answer ? getFragmentData(DocumentFolderChangeFragment, answer) : null);

async function run<P extends MutationPayload>(send: () => Promise<P | null | undefined>): Promise<UserError[]> {
  return refusalsOf(await sendOutcome(send));
}

/** The documents page's changes, each answering its refusals (empty when it worked). */
export function useDocumentChanges() {
  const [createFolder] = useMutation(CreateDocumentFolderDocument, FOLDERS);
  const [renameFolder] = useMutation(RenameDocumentFolderDocument, FOLDERS);
  const [deleteFolder] = useMutation(DeleteDocumentFolderDocument, LISTS);
  const [update] = useMutation(UpdateDocumentDocument, LISTS);
  const [remove] = useMutation(DeleteDocumentDocument, LISTS);
  // A share's answer carries the document's `sharedWith`: the cached row updates itself.
  const [share] = useMutation(ShareDocumentDocument);
  const [unshare] = useMutation(UnshareDocumentDocument);

  return {
    createFolder: async (name: string) => {
      let createdId: string | null = null;
      const refused = await run(async () => {
        const answer = folderChange((await createFolder({ variables: { name } })).data?.createDocumentFolder);
        createdId = answer?.folder ? getFragmentData(DocumentFolderFieldsFragment, answer.folder).id : null;
        return answer;
      });
      return { refused, createdId: createdId as string | null };
    },
    renameFolder: (id: string, name: string) =>
      run(async () => folderChange((await renameFolder({ variables: { id, name } })).data?.renameDocumentFolder)),
    deleteFolder: (id: string) =>
      run(async () => folderChange((await deleteFolder({ variables: { id } })).data?.deleteDocumentFolder)),
    updateDocument: (input: UpdateDocumentInput) =>
      run(async () => documentChange((await update({ variables: { input } })).data?.updateDocument)),
    deleteDocument: (id: string) =>
      run(async () => documentChange((await remove({ variables: { id } })).data?.deleteDocument)),
    share: (id: string, companyId: string) =>
      run(async () => documentChange((await share({ variables: { id, companyId } })).data?.shareDocument)),
    unshare: (id: string, companyId: string) =>
      run(async () => documentChange((await unshare({ variables: { id, companyId } })).data?.unshareDocument)),
  };
}

export type DocumentChanges = ReturnType<typeof useDocumentChanges>;
