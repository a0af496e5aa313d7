import type { FastifyRequest } from 'fastify';
import { getOperationAST, Kind, parse, type ParseOptions } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { AppError } from '../errors/error.codes.js';
import type { Caller } from '../session/request.session.js';
import type { PersistedDocuments } from './persisted.documents.js';

export const PERSISTED_QUERY_REQUIRED_MESSAGE =
  "This endpoint runs only the Trialbridge web app's own operations for browser sessions. " +
  'To send your own, use an API key (see /graphql/reference).';

/** The refusal; over HTTP with status 400 (Apollo reads and strips `http`), over the socket without. */
export const persistedQueryRequired = (over: 'http' | 'socket' = 'http'): AppError =>
  new AppError(
    'PERSISTED_QUERY_REQUIRED',
    PERSISTED_QUERY_REQUIRED_MESSAGE,
    over === 'http' ? { http: { status: 400 } } : {},
  );

const INTROSPECTION_FIELDS = new Set(['__schema', '__type', '__typename']);

/**
 * True when the operation `text` selects (by `operationName`) is a query of introspection fields
 * only. Text that does not parse, or names no single operation, is not.
 */
export function isPureIntrospection(text: string, operationName: string | null | undefined, options: ParseOptions) {
  try {
    const operation = getOperationAST(parse(text, { ...options, noLocation: true }), operationName ?? undefined);
    const selections = operation?.operation === 'query' ? operation.selectionSet.selections : [];
    return (
      selections.length > 0 &&
      selections.every((selection) => selection.kind === Kind.FIELD && INTROSPECTION_FIELDS.has(selection.name.value))
    );
  } catch {
    return false;
  }
}

/**
 * Whether an operation sent as text (not one of the web app's own, by hash) may run in
 * production. Callers with credentials of their own (an access token as bearer, an API key) may
 * send any operation; a browser session or no one may not, except pure introspection, which the
 * schema gate (schema.gate.ts) then answers for a signed-in browser (the playground's documentation
 * pane) and refuses to anyone else with INTROSPECTION_DISABLED, the error that says how to get in.
 */
export function mayRunText(
  caller: Pick<Caller, 'source'> | null,
  text: string,
  operationName: string | null | undefined,
  options: ParseOptions,
): boolean {
  if (caller && caller.source !== 'cookie') return true;
  return isPureIntrospection(text, operationName, options);
}

/** The operation a request to Apollo carries as text: a POST's body, a GET's query string. */
function operationOf(request: FastifyRequest): { query: unknown; operationName: unknown } {
  const source = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null;
  return { query: source?.query, operationName: source?.operationName };
}

/**
 * Production only: refuses an operation sent as text by a browser session or an anonymous
 * caller (mayRunText) with PERSISTED_QUERY_REQUIRED and HTTP 400. Called as Apollo's context is
 * made, once the caller is known and before the text is even parsed by Apollo, so neither
 * validation messages (schema details) nor execution reach them.
 */
export function checkTrustedDocument(
  documents: PersistedDocuments,
  ctx: Pick<GraphQLContext, 'request' | 'session'>,
  options: { production: boolean; parseOptions: ParseOptions },
): void {
  if (!options.production || documents.isTrusted(ctx.request)) return;
  const { query, operationName } = operationOf(ctx.request);
  // No text at all is Apollo's to answer (400, a body without `query`).
  if (typeof query !== 'string') return;
  const name = typeof operationName === 'string' ? operationName : null;
  if (mayRunText(ctx.session.peekCaller(), query, name, options.parseOptions)) return;
  ctx.request.log.info({ operationName: name }, "operation sent as text refused: not one of the web app's own");
  throw persistedQueryRequired();
}

/**
 * The text a socket's subscribe message runs: the manifest's for a hash it knows (trusted), else
 * the text sent along, which only mayRunText's callers may run in production.
 */
export function socketSource(
  documents: PersistedDocuments,
  payload: { query: string; extensions?: Record<string, unknown> | null },
): { query: string; trusted: boolean } {
  const persisted = payload.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  const text = typeof persisted?.sha256Hash === 'string' ? documents.text(persisted.sha256Hash) : undefined;
  return text === undefined ? { query: payload.query, trusted: false } : { query: text, trusted: true };
}
