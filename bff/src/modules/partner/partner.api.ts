import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type ContractedPartnerDto = ApiSchema<'ContractedPartnerDto'>;
export type ContractedPartnerDetailsDto = ApiSchema<'ContractedPartnerDetailsDto'>;
export type PartnerNoteDto = ApiSchema<'PartnerNoteDto'>;
export type PartnerRatingDto = ApiSchema<'PartnerRatingDto'>;
export type PartnerPersonDto = ApiSchema<'PartnerPersonDto'>;

/** The contracted-partner endpoints of the api (docs/contracted-partners.md): the only place that knows their paths. */
export function createPartnerApi(rest: RestClient) {
  return {
    list: (filter: { q?: string; label?: string }, paging: Paging) =>
      rest.get('/contracted-partners', { operation: 'listContractedPartners', query: filter, paging }),
    add: (partnerCompanyId: number) =>
      rest.post('/contracted-partners', { operation: 'addContractedPartner', body: { partnerCompanyId } }),
    remove: (companyId: number) =>
      rest.delete('/contracted-partners/{companyId}', { operation: 'removeContractedPartner', params: { companyId } }),
    details: (companyId: number) =>
      rest.get('/contracted-partners/{companyId}', { operation: 'getContractedPartner', params: { companyId } }),
    labels: () => rest.get('/contracted-partners/labels', { operation: 'listContractedPartnerLabels' }),
    setLabels: (companyId: number, labels: string[]) =>
      rest.put('/contracted-partners/{companyId}/labels', {
        operation: 'setContractedPartnerLabels',
        params: { companyId },
        body: { labels },
      }),
    rate: (companyId: number, body: RequestBody<'put', '/contracted-partners/{companyId}/rating'>) =>
      rest.put('/contracted-partners/{companyId}/rating', {
        operation: 'rateContractedPartner',
        params: { companyId },
        body,
      }),
    createNote: (companyId: number, body: RequestBody<'post', '/contracted-partners/{companyId}/notes'>) =>
      rest.post('/contracted-partners/{companyId}/notes', {
        operation: 'createContractedPartnerNote',
        params: { companyId },
        body,
      }),
    updateNote: (id: number, body: string) =>
      rest.patch('/contracted-partners/notes/{id}', {
        operation: 'updateContractedPartnerNote',
        params: { id },
        body: { body },
      }),
    deleteNote: (id: number) =>
      rest.delete('/contracted-partners/notes/{id}', { operation: 'deleteContractedPartnerNote', params: { id } }),
  };
}

export type PartnerApi = ReturnType<typeof createPartnerApi>;
