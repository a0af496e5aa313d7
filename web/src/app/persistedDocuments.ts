import { ApolloLink } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { mergeMap, of } from 'rxjs';

/**
 * The hash codegen gave a document (`__meta__.hash`, `sha256:<hex>`, codegen.yml's
 * persistedDocuments) as Apollo's protocol sends it, the bare hex: the key of its text in the
 * build's persisted-documents.json, which the bff runs for browser sessions in production.
 */
export function documentHash(document: DocumentNode): string | undefined {
  const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash.replace('sha256:', '') : undefined;
}

/** The bff's answer to a hash it does not know (Apollo's code, http/persisted.documents.ts). */
const hashUnknown = (result: FormattedExecutionResult) =>
  result.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') ?? false;

/**
 * Sends a codegen document as its hash alone, in Apollo's persisted-query protocol
 * (`extensions.persistedQuery: { version: 1, sha256Hash }`, no `query`), by POST like every
 * operation (the bff's CSRF rules refuse GET). When the bff does not know the hash (a bff in
 * development without the build's manifest) the operation is sent again with its text; in
 * production the bff refuses text from browser sessions. A document without a hash (none of the
 * app's own) goes as text. Apollo Client's PersistedQueryLink does the same with GET, hash caching
 * and disabling on top, ~0.8 KB gzip more on the first route, whose budget this would break.
 */
export function createPersistedDocumentsLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sha256Hash = documentHash(operation.query);
    if (!sha256Hash) return forward(operation);
    operation.extensions.persistedQuery = { version: 1, sha256Hash };
    // No other link sets `http` options: this one owns them.
    const send = (includeQuery: boolean) => {
      operation.setContext({ http: { includeQuery, includeExtensions: true } });
      return forward(operation);
    };
    return send(false).pipe(mergeMap((result) => (hashUnknown(result) ? send(true) : of(result))));
  });
}

/**
 * What the live socket (graphql-ws) sends beside a document's text: its hash, as the HTTP link
 * does. The bff runs the manifest's text for a known hash; the text serves a bff without one.
 */
export function persistedQueryExtensions(document: DocumentNode): { persistedQuery: object } | undefined {
  const sha256Hash = documentHash(document);
  return sha256Hash ? { persistedQuery: { version: 1, sha256Hash } } : undefined;
}
