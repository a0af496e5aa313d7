import DataLoader from 'dataloader';
import type { CompanyApi, CompanyDto } from './company.api.js';

/** The api's by-ids route takes at most this many ids per call. */
export const MAX_IDS_PER_CALL = 100;

export interface CompanyLoaders {
  /**
   * Companies by id, every read of one request in one upstream call (GET /companies/by-ids), each
   * id once. Null for an id the api does not answer (unknown or inactive).
   */
  companyById: DataLoader<number, CompanyDto | null>;
}

export function createCompanyLoaders(api: CompanyApi): CompanyLoaders {
  const companyById = new DataLoader<number, CompanyDto | null>(
    async (ids) => {
      const found = new Map((await api.byIds(ids)).map((company) => [company.id, company]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );
  return { companyById };
}
