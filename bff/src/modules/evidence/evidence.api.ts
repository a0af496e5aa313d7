import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type ClaimEvidenceDto = ApiSchema<'ClaimEvidenceDto'>;
export type ClaimStatusDto = ApiSchema<'ClaimStatusDto'>;
export type VerifiedClaimsDto = ApiSchema<'VerifiedClaimsDto'>;
export type ProfileClaimDto = ClaimEvidenceDto['claim'];

/** The evidence endpoints of the api (docs/evidence.md): the only place that knows their paths. */
export function createEvidenceApi(rest: RestClient) {
  return {
    companyEvidence: () => rest.get('/evidence', { operation: 'listCompanyEvidence' }),
    submit: (claim: ProfileClaimDto, documentId: string) =>
      rest.post('/evidence', { operation: 'submitClaimEvidence', body: { claim, documentId } }),
    withdraw: (id: number) => rest.delete('/evidence/{id}', { operation: 'withdrawClaimEvidence', params: { id } }),
    verified: (companyIds: number[]) =>
      rest.get('/evidence/verified', { operation: 'listVerifiedClaims', query: { companyIds } }),
    pending: (paging: Paging) => rest.get('/admin/evidence', { operation: 'listPendingEvidence', paging }),
    verify: (id: number) =>
      rest.post('/admin/evidence/{id}/verify', { operation: 'verifyClaimEvidence', params: { id }, body: {} }),
    reject: (id: number, note: string) =>
      rest.post('/admin/evidence/{id}/reject', { operation: 'rejectClaimEvidence', params: { id }, body: { note } }),
  };
}

export type EvidenceApi = ReturnType<typeof createEvidenceApi>;
