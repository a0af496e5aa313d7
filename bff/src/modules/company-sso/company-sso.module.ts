import type { BffModule } from '../../module.js';
import { createCompanySsoApi, type CompanySsoApi } from './company-sso.api.js';
import { companySsoErrors } from './company-sso.errors.js';
import { companySsoResolvers } from './company-sso.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    companySso: CompanySsoApi;
  }
}

/** A company's own identity provider: its settings for company admins, and which emails it signs in (docs/company-sso.md). */
export const companySsoModule: BffModule = {
  name: 'company-sso',
  resolvers: companySsoResolvers,
  errors: companySsoErrors,
  api: (rest) => ({ companySso: createCompanySsoApi(rest) }),
};
