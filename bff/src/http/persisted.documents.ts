import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { GRAPHQL_PATH } from './graphql.limits.js';

/**
 * Where the web build writes the trusted documents (web/build/persistedDocuments.ts), in the
 * dist/ the bff serves: hash → the text of one of the app's own operations. A dot folder, which
 * the static files never serve.
 */
export const PERSISTED_DOCUMENTS_FILE = '.graphql/persisted-documents.json';

/** The web app's own operations, by hash, and which requests asked for one of them. */
export interface PersistedDocuments {
  /** The text of the document with this hash, if the build made it. */
  text(hash: string): string | undefined;
  readonly size: number;
  /** True when this request's operation came from the manifest (sent as its hash). */
  isTrusted(request: FastifyRequest): boolean;
  markTrusted(request: FastifyRequest): void;
}

export function createPersistedDocuments(byHash: ReadonlyMap<string, string>): PersistedDocuments {
  const trusted = new WeakSet<FastifyRequest>();
  return {
    text: (hash) => byHash.get(hash),
    size: byHash.size,
    isTrusted: (request) => trusted.has(request),
    markTrusted: (request) => void trusted.add(request),
  };
}

/**
 * The manifest of the web build in `webDist`. In production it must be there: without it no
 * browser could run anything, so starting fails and says why. In development it may be missing
 * (the web app then sends its operations as text again, see web/src/app/persistedDocuments.ts).
 */
export function loadPersistedDocuments(webDist: string, production: boolean): PersistedDocuments {
  const file = join(webDist, PERSISTED_DOCUMENTS_FILE);
  if (!existsSync(file)) {
    if (!production) return createPersistedDocuments(new Map());
    throw new Error(
      `The web app's trusted documents are missing (${file}). In production the bff runs only the web ` +
        "app's own operations for browser sessions: build the web app (npm run build) or set WEB_DIST to a built one.",
    );
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const entries = typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : [];
  if (entries.length === 0 || entries.some(([, text]) => typeof text !== 'string'))
    throw new Error(`${file} is not a trusted documents manifest (an object of hash → operation text).`);
  return createPersistedDocuments(new Map(entries as [string, string][]));
}

interface PersistedQueryBody {
  query?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } & Record<string, unknown>;
}

/**
 * POST /graphql with `extensions.persistedQuery` (Apollo's protocol, as the web app sends its
 * documents): a known hash gets its text from the manifest and the request is marked trusted; an
 * unknown one answers PersistedQueryNotFound, on which the web app sends the text. A request that
 * carries its text as well (that retry) is an operation sent as text. Done before Fastify's
 * preHandlers, which read the text (the upload check of graphql.limits.ts); Apollo itself sees
 * only text, and its own persisted queries are off: no caller can add a document to the list.
 */
export function registerPersistedDocuments(app: FastifyInstance, documents: PersistedDocuments): void {
  const resolve: preValidationHookHandler = async (request, reply) => {
    const body = request.body as PersistedQueryBody | null;
    const persisted = body?.extensions?.persistedQuery;
    if (typeof body !== 'object' || body === null || !persisted || !body.extensions) return;
    const { persistedQuery: _persisted, ...extensions } = body.extensions;
    body.extensions = extensions;
    if (typeof body.query === 'string') return;
    const text = typeof persisted.sha256Hash === 'string' ? documents.text(persisted.sha256Hash) : undefined;
    if (text !== undefined) {
      body.query = text;
      documents.markTrusted(request);
      return;
    }
    // Apollo's answer to an unknown hash (200, not cached), which Apollo Client's link retries on.
    return reply
      .code(200)
      .header('cache-control', 'private, no-cache, must-revalidate')
      .send({
        errors: [
          { message: 'PersistedQueryNotFound', extensions: { code: ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND } },
        ],
      });
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== GRAPHQL_PATH || !methods.includes('POST')) return;
    const existing = route.preValidation;
    route.preValidation = [resolve, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
  });
}
