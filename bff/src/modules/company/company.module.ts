import type { BffModule } from '../../module.js';
import { type CompanyApi, createCompanyApi } from './company.api.js';
import { type CompanyLoaders, createCompanyLoaders } from './company.loaders.js';
import { companyResolvers } from './company.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    company: CompanyApi;
  }
  interface Loaders extends CompanyLoaders {}
}

/** Company profiles, the company list, edits and logos, employee bands, recently viewed companies. */
export const companyModule: BffModule = {
  name: 'company',
  resolvers: companyResolvers,
  api: (rest) => ({ company: createCompanyApi(rest) }),
  loaders: (api) => createCompanyLoaders(api.company),
};
