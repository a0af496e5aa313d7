import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getFragmentData } from '../../__generated__';
import { messagesOf, sendOutcome, type UserError } from '../../ui/useMutationForm';
import {
  DocumentChangeFragment,
  DocumentFieldsFragment,
  FinishDocumentUploadDocument,
  StartDocumentUploadDocument,
} from './document.documents';
import { sendUpload } from './sendUpload';
import { type Answer, UploadQueue } from './uploadQueue';

/** The refusals' messages, or the value the payload carried. */
const answer = <T>(outcome: { ok: T } | { errors: UserError[] }): Answer<T> =>
  'ok' in outcome ? { ok: outcome.ok } : { messages: messagesOf(outcome.errors) };

/**
 * The upload page's queue, wired to the api: `startDocumentUpload`, the bytes by XMLHttpRequest,
 * `finishDocumentUpload`. Each finished file refetches the open document lists and folder counts,
 * so they show it without a reload.
 */
export function useUploadQueue(maxBytes: number): UploadQueue {
  const client = useApolloClient();
  const [start] = useMutation(StartDocumentUploadDocument);
  const [finish] = useMutation(FinishDocumentUploadDocument);
  const [queue] = useState(
    () =>
      new UploadQueue({
        maxBytes,
        start: async (file, target) =>
          answer(
            await sendOutcome(
              async () =>
                (await start({ variables: { input: { name: file.name, sizeBytes: file.size, ...target } } })).data
                  ?.startDocumentUpload,
              (payload) =>
                payload.upload && {
                  documentId: payload.upload.documentId,
                  url: payload.upload.url,
                  fields: payload.upload.fields.map(({ name, value }) => ({ name, value })),
                },
            ),
          ),
        send: sendUpload,
        finish: async (id) =>
          answer(
            await sendOutcome(
              async () => {
                const payload = (await finish({ variables: { id } })).data?.finishDocumentUpload;
                return payload ? getFragmentData(DocumentChangeFragment, payload) : null;
              },
              (payload) => {
                const document = payload.document ? getFragmentData(DocumentFieldsFragment, payload.document) : null;
                return document && { id: document.id, name: document.name, folderId: document.folder?.id ?? null };
              },
            ),
          ),
        onDone: () => {
          // The cached lists and folder counts are dropped: open ones read again now, the others
          // when they mount, so the new document shows without a reload.
          void client.refetchQueries({
            updateCache: (cache) => {
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'documents' });
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'documentFolders' });
            },
          });
        },
      }),
  );
  return queue;
}

/** The queue's rows, re-rendered on each change. */
export function useUploadItems(queue: UploadQueue) {
  return useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);
}

/** Warns before leaving the page while files are still going. */
export function useLeaveWarning(busy: boolean): void {
  useEffect(() => {
    if (!busy) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);
}
