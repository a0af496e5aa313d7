import { forbidden } from '../../errors.js';
import { IMPERSONATION_HEADER } from '../../auth/caller.js';
import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { storageFromEnv } from './document.config.js';
import { sweepDocuments } from './document.files.js';
import { documentRoutes } from './document.routes.js';
import { documentSeed } from './document.seed.js';
import { documentSharingRoutes } from './document.sharing.routes.js';
import type { DocumentStorage } from './document.storage.js';
import { documentUploadRoutes } from './document.upload.routes.js';

/** Routes an impersonating admin may still call: the rules, and a download (evidence only, checked there). */
const OPEN_WHILE_IMPERSONATING = new Set(['/v1/documents/rules', '/v1/documents/:id/download']);

export const storageOf = (app: ApiInstance): DocumentStorage => {
  if (!app.deps.documentStorage) app.deps.documentStorage = storageFromEnv(process.env);
  return app.deps.documentStorage;
};

async function routes(app: ApiInstance): Promise<void> {
  // Spec §6: DOCUMENTS, DOCUMENT_UPLOAD and DOCUMENT_TEMPLATES are blocked while impersonating.
  app.addHook('preValidation', async (request) => {
    if (OPEN_WHILE_IMPERSONATING.has(request.routeOptions.url ?? '')) return;
    if (request.caller?.impersonating || request.headers[IMPERSONATION_HEADER] !== undefined) throw forbidden();
  });
  const storage = storageOf(app);
  await documentUploadRoutes(app, storage);
  await documentRoutes(app, storage);
  await documentSharingRoutes(app, storage);
}

/** Documents (spec §1, docs/documents.md): folders, files, templates, shares, downloads, the access log. */
export const documentModule: ApiModule = {
  name: 'document',
  tags: [
    {
      name: 'documents',
      description: "A company's files: folders, templates, shares with partners, downloads and their access log.",
    },
  ],
  routes,
  deps: ({ env, log }) => {
    const documentStorage = storageFromEnv(env);
    log.info({ storage: documentStorage.kind }, 'document storage');
    return { documentStorage };
  },
  seed: documentSeed,
  queues: [
    {
      // PENDING uploads an hour old, and bytes without a record (docs/documents.md).
      name: 'document-sweep',
      cron: '*/15 * * * *',
      run: async (app) => {
        const result = await sweepDocuments(app.deps.db, storageOf(app), app.deps.clock.now(), app.log);
        if (result.pending + result.orphans > 0) app.log.info(result, 'documents swept');
      },
    },
  ],
};
