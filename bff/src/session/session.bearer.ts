import { AppError } from '../errors/error.codes.js';
import type { Caller } from './request.session.js';

/**
 * A kind of bearer credential a feature vouches for (e.g. partner API keys), given by its
 * descriptor (`BffModule.authenticators`). A bearer token that no authenticator accepts is an
 * access token of the identity service.
 */
export interface BearerAuthenticator {
  /** Whether the token is of this kind (e.g. by its prefix); decided without a call. */
  accepts(token: string): boolean;
  /** The caller the token stands for; rejects with the api's refusal of it. */
  authenticate(token: string): Promise<Caller>;
}

/**
 * The api's refusal of a bearer credential, thrown while the request's context is made: Apollo
 * then answers with this HTTP status before any resolver runs (401 for a credential the api
 * refused, with its words; 503 while the api cannot be reached). Anything unexpected stays
 * unexpected (masked, 500).
 */
export function credentialRefused(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const status = error.code === 'UNAUTHENTICATED' ? 401 : error.code === 'UPSTREAM_UNAVAILABLE' ? 503 : undefined;
  if (status === undefined) return error;
  const { upstreamCode } = error.extensions;
  return new AppError(error.code, error.message, {
    ...(upstreamCode !== undefined ? { upstreamCode } : {}),
    http: { status },
  });
}
