import type { GraphQLFormattedError } from 'graphql';
import { ApolloServerErrorCode, ApolloServerValidationErrorCode, unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from 'pino';
import { AppError, GENERIC_MESSAGE } from './error.codes.js';

/** Errors Apollo and graphql-js raise about the request itself: safe, and useful to the caller. */
const REQUEST_ERROR_CODES = new Set<string>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerValidationErrorCode.INTROSPECTION_DISABLED,
  ApolloServerValidationErrorCode.MAX_RECURSIVE_SELECTIONS_EXCEEDED,
]);

/**
 * An unreachable upstream's error says so and nothing more: what failed underneath (a socket
 * code, the identity service's exception name) is logged where it happened, never sent.
 */
function withoutTransportDetails(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'UPSTREAM_UNAVAILABLE') return formatted;
  return { ...formatted, extensions: { code: 'UPSTREAM_UNAVAILABLE' } };
}

/**
 * No stack, and no `http` (status and headers for Apollo, which takes them off over HTTP; over the
 * socket nothing does, and they are no client's business).
 */
function withoutStacktrace(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions || !('stacktrace' in formatted.extensions || 'http' in formatted.extensions)) {
    return formatted;
  }
  const { stacktrace: _stacktrace, http: _http, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}

/**
 * Apollo's `formatError`: errors the bff raised on purpose (AppError) and request errors pass
 * through; anything else (a bug, a library's exception) is logged whole and masked, so no stack,
 * upstream body or internal message ever reaches the client.
 */
export function createFormatError(log: Pick<Logger, 'error'>) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) return withoutTransportDetails(withoutStacktrace(formatted));
    const code = formatted.extensions?.code;
    // A request error is created by Apollo or graphql-js itself; a resolver's plain Error is not.
    const raisedInResolver = original !== error;
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code) && !raisedInResolver) {
      return withoutStacktrace(formatted);
    }
    log.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return {
      message: GENERIC_MESSAGE,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
