import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type ThreadDto = ApiSchema<'ThreadDto'>;
export type MessageDto = ApiSchema<'MessageDto'>;
export type MessageFolderDto = ApiSchema<'MessageFolderDto'>;
export type ThreadPersonDto = ApiSchema<'ThreadPersonDto'>;
export type UnreadCountsDto = ApiSchema<'UnreadCountsDto'>;
export type CompanyInboxSettingsDto = ApiSchema<'CompanyInboxSettingsDto'>;

export interface ThreadFilter {
  box: 'PERSONAL' | 'COMPANY';
  location: 'INBOX' | 'ARCHIVE' | 'FOLDER';
  folderId?: number;
  q?: string;
  unreadOnly: boolean;
}

/** The messaging endpoints of the api (docs/messaging.md); the only place that knows their paths. */
export function createMessagingApi(rest: RestClient) {
  return {
    threads: (filter: ThreadFilter, paging: Paging) =>
      rest.get('/messages/threads', { operation: 'listThreads', query: { ...filter }, paging }),
    thread: (id: number) => rest.get('/messages/threads/{id}', { operation: 'getThread', params: { id } }),
    messages: (id: number, paging: Paging) =>
      rest.get('/messages/threads/{id}/messages', { operation: 'listThreadMessages', params: { id }, paging }),
    start: (body: RequestBody<'post', '/messages/threads'>) =>
      rest.post('/messages/threads', { operation: 'startThread', body }),
    reply: (id: number, body: string) =>
      rest.post('/messages/threads/{id}/messages', { operation: 'replyToThread', params: { id }, body: { body } }),
    markRead: (id: number, read: boolean) =>
      rest.put('/messages/threads/{id}/read', { operation: 'markThreadRead', params: { id }, body: { read } }),
    move: (id: number, body: RequestBody<'put', '/messages/threads/{id}/location'>) =>
      rest.put('/messages/threads/{id}/location', { operation: 'moveThread', params: { id }, body }),
    folders: () => rest.get('/messages/folders', { operation: 'listMessageFolders' }),
    createFolder: (name: string) =>
      rest.post('/messages/folders', { operation: 'createMessageFolder', body: { name } }),
    renameFolder: (id: number, name: string) =>
      rest.put('/messages/folders/{id}', { operation: 'renameMessageFolder', params: { id }, body: { name } }),
    deleteFolder: (id: number) =>
      rest.delete('/messages/folders/{id}', { operation: 'deleteMessageFolder', params: { id } }),
    unreadCounts: () => rest.get('/messages/unread-counts', { operation: 'getUnreadMessageCounts' }),
    contactAvailability: (companyId: number) =>
      rest.get('/companies/{id}/contact-availability', {
        operation: 'getContactAvailability',
        params: { id: companyId },
      }),
    inboxSettings: (companyId: number) =>
      rest.get('/companies/{id}/inbox-settings', { operation: 'getCompanyInboxSettings', params: { id: companyId } }),
    updateInboxSettings: (companyId: number, body: RequestBody<'put', '/companies/{id}/inbox-settings'>) =>
      rest.put('/companies/{id}/inbox-settings', {
        operation: 'updateCompanyInboxSettings',
        params: { id: companyId },
        body,
      }),
  };
}

export type MessagingApi = ReturnType<typeof createMessagingApi>;
