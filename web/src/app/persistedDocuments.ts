import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/**
 * The hash codegen gave a document (`__meta__.hash`, codegen.ts's persistedDocuments): the key of
 * its text in persisted-documents.json, which the bff runs for browser sessions in production.
 */
export function documentHash(document: DocumentNode): string | undefined {
  const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : undefined;
}

/**
 * Sends a codegen document as its hash alone (`extensions.persistedQuery`, no `query`), by POST:
 * hashed queries never go by GET, which the bff's CSRF rules refuse. When the bff does not know
 * the hash (PersistedQueryNotFound: a bff in development without the build's manifest) the link
 * sends the text once more; in production the bff refuses text from browser sessions. A document
 * without a hash (none of the app's own) goes as text.
 */
export function createPersistedDocumentsLink(): ApolloLink {
  const hashed = new PersistedQueryLink({
    generateHash: (document) => documentHash(document) ?? '',
    useGETForHashedQueries: false,
  });
  return ApolloLink.split((operation) => documentHash(operation.query) !== undefined, hashed);
}

/**
 * What the live socket (graphql-ws) sends beside a document's text: its hash, as the HTTP link
 * does. The bff runs the manifest's text for a known hash; the text serves a bff without one.
 */
export function persistedQueryExtensions(document: DocumentNode): { persistedQuery: object } | undefined {
  const sha256Hash = documentHash(document);
  return sha256Hash ? { persistedQuery: { version: 1, sha256Hash } } : undefined;
}
