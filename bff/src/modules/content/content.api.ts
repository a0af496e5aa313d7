import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type CmsEntryDto = ApiSchema<'CmsEntryDto'>;
export type CmsBannerDto = ApiSchema<'CmsBannerDto'>;
export type CmsRoleDto = ApiSchema<'CmsRoleDto'>;
export type ContentDraftDto = ApiSchema<'ContentDraftDto'>;
export type ContentEntrySummaryDto = ApiSchema<'ContentEntrySummaryDto'>;
export type ContentEntryPageDto = ApiSchema<'ContentEntryPageDto'>;
export type ContentVersionDto = ApiSchema<'ContentVersionDto'>;
export type ContentVersionPageDto = ApiSchema<'ContentVersionPageDto'>;
export type SaveContentDraftBody = ApiSchema<'SaveContentDraftBody'>;
export type ContentDraftFields = Omit<SaveContentDraftBody, 'version'>;
export type ContentKindDto = ContentDraftDto['kind'];

/**
 * The content endpoints of the api (docs/content.md): the only place that knows their paths.
 * getCmsEntry, getBanners and getRoles are spec §7's calls sent without the bearer header.
 */
export function createContentApi(rest: RestClient) {
  return {
    entry: (key: string) => rest.get('/cms/entries/{key}', { operation: 'getCmsEntry', params: { key } }),
    banners: async () => (await rest.get('/cms/banners', { operation: 'getBanners' })).banners,
    roles: async () => (await rest.get('/cms/roles', { operation: 'getRoles' })).roles,
    entries: (kind: ContentKindDto | undefined, paging: Paging) =>
      rest.get('/admin/cms/entries', {
        operation: 'listContentEntries',
        ...(kind ? { query: { kind } } : {}),
        paging: { ...paging, sort: [] },
      }),
    draft: (key: string) => rest.get('/admin/cms/entries/{key}', { operation: 'getContentDraft', params: { key } }),
    history: (key: string, paging: Paging) =>
      rest.get('/admin/cms/entries/{key}/versions', {
        operation: 'listContentVersions',
        params: { key },
        paging: { ...paging, sort: [] },
      }),
    create: (key: string, kind: 'BANNER' | 'ROLE', fields: ContentDraftFields) =>
      rest.post('/admin/cms/entries', { operation: 'createContentEntry', body: { key, kind, ...fields } }),
    save: (key: string, version: number, fields: ContentDraftFields) =>
      rest.put('/admin/cms/entries/{key}/draft', {
        operation: 'saveContentDraft',
        params: { key },
        body: { version, ...fields },
      }),
    publish: (key: string, version: number) =>
      rest.post('/admin/cms/entries/{key}/publish', {
        operation: 'publishContent',
        params: { key },
        body: { version },
      }),
    remove: (key: string, version: number) =>
      rest.delete('/admin/cms/entries/{key}', {
        operation: 'deleteContentEntry',
        params: { key },
        query: { version },
      }),
    restore: (key: string, number: number, version: number) =>
      rest.post('/admin/cms/entries/{key}/versions/{number}/restore', {
        operation: 'restoreContentVersion',
        params: { key, number },
        body: { version },
      }),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
