import type { BffModule } from '../../module.js';
import { createEvidenceApi, type EvidenceApi } from './evidence.api.js';
import { evidenceErrors } from './evidence.errors.js';
import { createEvidenceLoaders, type EvidenceLoaders } from './evidence.loaders.js';
import { evidenceResolvers } from './evidence.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    evidence: EvidenceApi;
  }
  interface Loaders extends EvidenceLoaders {}
}

/** Evidence of profile claims: company admins submit, the admin group verifies, profiles show it (docs/evidence.md). */
export const evidenceModule: BffModule = {
  name: 'evidence',
  resolvers: evidenceResolvers,
  errors: evidenceErrors,
  api: (rest) => ({ evidence: createEvidenceApi(rest) }),
  loaders: (api) => createEvidenceLoaders(api.evidence),
};
