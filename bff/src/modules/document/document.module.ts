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
 * Documents (spec §1, docs/documents.md): folders, lists, templates, shares and the access log in
 * GraphQL; the bytes go through `POST /uploads/documents/:id` and `GET /documents/:id/download`
 * (document.routes.ts), outside GraphQL.
 */
export const documentModule: BffModule = {
  name: 'document',
  resolvers: documentResolvers,
  errors: documentErrors,
  api: (rest) => ({ document: createDocumentApi(rest) }),
  routes: registerDocumentRoutes,
};
