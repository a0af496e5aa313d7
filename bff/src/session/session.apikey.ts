import { AppError } from '../errors/error.codes.js';

/** Every partner API key starts with this (api/src/modules/api-keys/api-keys.auth.ts). */
export const API_KEY_PREFIX = 'tbk_';

/**
 * The api's refusal of a key, thrown while the request's context is made: Apollo then answers
 * with this HTTP status before any resolver runs (401 for a key the api refused, with its words;
 * 503 while the api cannot be reached). Anything unexpected stays unexpected (masked, 500).
 */
export function keyRefused(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const status = error.code === 'UNAUTHENTICATED' ? 401 : error.code === 'UPSTREAM_UNAVAILABLE' ? 503 : undefined;
  if (status === undefined) return error;
  const { upstreamCode } = error.extensions;
  return new AppError(error.code, error.message, {
    ...(upstreamCode !== undefined ? { upstreamCode } : {}),
    http: { status },
  });
}
