import DataLoader from 'dataloader';
import type { EvidenceApi, VerifiedClaimsDto } from './evidence.api.js';

type VerifiedClaims = VerifiedClaimsDto['companies'][number]['claims'];

export interface EvidenceLoaders {
  /** A company's verified claims: every company of one request in one upstream call per 100. */
  verifiedClaims: DataLoader<number, VerifiedClaims>;
}

export function createEvidenceLoaders(api: EvidenceApi): EvidenceLoaders {
  const verifiedClaims = new DataLoader<number, VerifiedClaims>(
    async (ids) => {
      const { companies } = await api.verified([...ids]);
      const byId = new Map(companies.map((company) => [company.companyId, company.claims]));
      return ids.map((id) => byId.get(id) ?? []);
    },
    { maxBatchSize: 100 },
  );
  return { verifiedClaims };
}
