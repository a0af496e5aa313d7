import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../__generated__/errors.js';
import { MESSAGES } from './platform.errors.js';

/**
 * Every `extensions.code` the bff answers with: the platform's (platform.errors.ts), then each
 * feature's (`modules/<feature>/<feature>.errors.ts`), merged by codegen. The web client switches
 * on these, never on messages.
 */
export { ERROR_CODES, type ErrorCode } from '../__generated__/errors.js';
export { GENERIC_MESSAGE, MESSAGES } from './platform.errors.js';

/** Where an error came from, kept in `extensions.upstreamCode` (the api's or identity's code). */
export type UpstreamCode = string | number;

/**
 * An error the bff raised on purpose: its message is safe to show. Anything else reaching
 * `formatError` is masked.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  /**
   * What went wrong underneath (e.g. `ECONNREFUSED`), for the logs only: it is no extension, and
   * GraphQLError's JSON form (message, locations, path, extensions) never carries it to a client.
   */
  detail: string | number | undefined;

  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
    this.code = code;
    this.name = 'AppError';
  }
}

export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
export const forbidden = (): AppError => new AppError('FORBIDDEN', MESSAGES.forbidden);
export const impersonationRequired = (): AppError =>
  new AppError('IMPERSONATION_REQUIRED', MESSAGES.impersonationRequired);
