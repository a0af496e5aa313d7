import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';

/** The code the bff answers an anonymous introspection with in production (bff/src/http/schema.gate.ts). */
export const INTROSPECTION_DISABLED = 'INTROSPECTION_DISABLED';

/** Why the schema could not be loaded, when the bff refused to describe it; null otherwise. */
export interface SchemaRefusal {
  message: string;
}

/** A tiny store GraphiQL's fetcher writes and the page reads (useSyncExternalStore). */
export interface RefusalStore {
  get(): SchemaRefusal | null;
  set(refusal: SchemaRefusal | null): void;
  subscribe(listener: () => void): () => void;
}

export function createRefusalStore(): RefusalStore {
  let current: SchemaRefusal | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(refusal) {
      current = refusal;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface ResultErrors {
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

/** The refusal an introspection result carries, if any. */
export function refusalOf(result: unknown): SchemaRefusal | null {
  const errors = (result as ResultErrors | null)?.errors ?? [];
  const refused = errors.find((error) => error.extensions?.code === INTROSPECTION_DISABLED);
  return refused && typeof refused.message === 'string' ? { message: refused.message } : null;
}

/**
 * GraphiQL's fetcher for this origin: POST /graphql with the browser's session cookies and the
 * header Apollo's csrfPrevention asks for (bff/src/http/security.ts allows it), subscriptions over
 * graphql-ws on ws(s)://<host>/graphql. An `Authorization` header typed in GraphiQL's Headers tab
 * is sent as well, and then the bff acts as that key. Whether the schema could be introspected
 * is reported to `refusals`, so the page can say why the docs are empty.
 */
export function createPlaygroundFetcher(
  location: Pick<Location, 'protocol' | 'host'>,
  refusals: RefusalStore,
): Fetcher {
  const wsProtocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const fetcher = createGraphiQLFetcher({
    url: '/graphql',
    subscriptionUrl: `${wsProtocol}//${location.host}/graphql`,
    headers: { 'apollo-require-preflight': 'true' },
    // Plain JSON answers: the bff does not stream @defer results.
    enableIncrementalDelivery: false,
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  });
  return async (params, options) => {
    const result = await fetcher(params, options);
    if (params.operationName === 'IntrospectionQuery') refusals.set(refusalOf(result));
    return result;
  };
}
