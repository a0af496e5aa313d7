import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, QueryParams, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type DocumentDto = ApiSchema<'DocumentDto'>;
export type DocumentFolderDto = ApiSchema<'DocumentFolderDto'>;
export type DocumentPageDto = ApiSchema<'DocumentPageDto'>;
export type DocumentCompanyDto = ApiSchema<'DocumentCompanyDto'>;
export type DocumentPersonDto = ApiSchema<'DocumentPersonDto'>;
export type DocumentUploadDto = ApiSchema<'DocumentUploadDto'>;
export type DocumentAccessEntryDto = ApiSchema<'DocumentAccessEntryDto'>;
export type DocumentAccessPageDto = ApiSchema<'DocumentAccessPageDto'>;
export type DocumentListQuery = QueryParams<'get', '/documents'>;

/** The documents endpoints of the api (docs/documents.md): the only place that knows their paths. */
export function createDocumentApi(rest: RestClient) {
  return {
    folders: () => rest.get('/document-folders', { operation: 'listDocumentFolders' }),
    createFolder: (name: string) =>
      rest.post('/document-folders', { operation: 'createDocumentFolder', body: { name } }),
    renameFolder: (id: number, name: string) =>
      rest.patch('/document-folders/{id}', { operation: 'renameDocumentFolder', params: { id }, body: { name } }),
    deleteFolder: (id: number) =>
      rest.delete('/document-folders/{id}', { operation: 'deleteDocumentFolder', params: { id } }),
    list: (query: DocumentListQuery, paging: Paging) =>
      rest.get('/documents', { operation: 'listDocuments', query, paging }),
    get: (id: string) => rest.get('/documents/{id}', { operation: 'getDocument', params: { id } }),
    rules: () => rest.get('/documents/rules', { operation: 'getDocumentUploadRules' }),
    start: (body: RequestBody<'post', '/documents/uploads'>) =>
      rest.post('/documents/uploads', { operation: 'startDocumentUpload', body }),
    finish: (id: string) => rest.post('/documents/{id}/finish', { operation: 'finishDocumentUpload', params: { id } }),
    update: (id: string, body: RequestBody<'patch', '/documents/{id}'>) =>
      rest.patch('/documents/{id}', { operation: 'updateDocument', params: { id }, body }),
    delete: (id: string) => rest.delete('/documents/{id}', { operation: 'deleteDocument', params: { id } }),
    copy: (id: string, body: RequestBody<'post', '/documents/{id}/copies'>) =>
      rest.post('/documents/{id}/copies', { operation: 'copyDocumentTemplate', params: { id }, body }),
    share: (id: string, companyId: number) =>
      rest.put('/documents/{id}/shares/{companyId}', { operation: 'shareDocument', params: { id, companyId } }),
    unshare: (id: string, companyId: number) =>
      rest.delete('/documents/{id}/shares/{companyId}', { operation: 'unshareDocument', params: { id, companyId } }),
    accessLog: (page: number, size: number) =>
      rest.get('/documents/access-log', { operation: 'listDocumentAccessLog', paging: { page, size } }),
  };
}

export type DocumentApi = ReturnType<typeof createDocumentApi>;
