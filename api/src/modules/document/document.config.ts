import { join } from 'node:path';
import { resolveDataDir } from '../../config.js';
import type { DocumentStorage } from './document.storage.js';
import { createFsStorage } from './document.storage.js';
import { createS3Storage } from './document.s3.js';

declare module '../../http/types.js' {
  interface FeatureDeps {
    /** Where documents' bytes live (docs/documents.md); unset, files under `<DATA_DIR>/documents`. */
    documentStorage?: DocumentStorage;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The storage the environment names: S3 when DOCUMENTS_S3_BUCKET is set (with DOCUMENTS_S3_REGION,
 * optional DOCUMENTS_S3_ENDPOINT, credentials from the standard AWS variables), else files under
 * `<DATA_DIR>/documents`.
 */
export function storageFromEnv(env: Env): DocumentStorage {
  const bucket = env.DOCUMENTS_S3_BUCKET?.trim();
  if (!bucket) return createFsStorage(join(resolveDataDir(env as Record<string, string | undefined>), 'documents'));
  const region = env.DOCUMENTS_S3_REGION?.trim() || env.AWS_REGION?.trim();
  if (!region) throw new Error('DOCUMENTS_S3_BUCKET is set: set DOCUMENTS_S3_REGION too.');
  const endpoint = env.DOCUMENTS_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('DOCUMENTS_S3_ENDPOINT must be an http(s) URL.');
  return createS3Storage({ bucket, region, endpoint });
}
