import type { BffModule } from '../../module.js';
import { createDocumentApi, type DocumentApi } from './document.api.js';
import { documentErrors } from './document.errors.js';
import { documentResolvers } from './document.resolvers.js';
import { registerDocumentRoutes } from './document.routes.js';

declare module '../../context.js' {
  interface Apis {
    document: DocumentApi;
  }
}

/**
 * Documents (spec §1, docs/documents.md): folders, lists, templates, shares, the access log and the
 * upload's start and finish in GraphQL; downloads through `GET /documents/:id/download`
 * (document.routes.ts). An upload's bytes go from the browser to the storage itself.
 */
export const documentModule: BffModule = {
  name: 'document',
  resolvers: documentResolvers,
  errors: documentErrors,
  api: (rest) => ({ document: createDocumentApi(rest) }),
  routes: registerDocumentRoutes,
};
