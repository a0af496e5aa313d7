import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createBusyRetryLink } from './busyRetryLink';
import { createSessionErrorLink } from './errorLink';
import type { SessionEndedHandler } from './errorLink';
import { createFetchLink } from './fetchLink';
import { createIdempotencyLink } from './idempotencyLink';
import { createPersistedDocumentsLink } from './persistedDocuments';

/** The cache configuration, shared with tests so they normalise data like the app does. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // There is one viewer per session: a singleton entity, so every query and mutation that
      // selects `viewer` (sign-in, impersonation...) updates the same object.
      Viewer: { keyFields: [] },
      // No id of its own: it belongs to the viewer, so merge partial selections.
      CurrentSubscription: { merge: true },
      // A decision answers the whole list still waiting: it replaces the cached one.
      Query: { fields: { joinRequests: { merge: false } } },
    },
  });
}

export interface CreateApolloClientOptions {
  /** Called with the server's message and code when an operation fails because the session ended. */
  onSessionEnded: SessionEndedHandler;
  /** Where operations go; the same-origin `/graphql` endpoint unless a test replaces it. */
  terminatingLink?: ApolloLink;
}

/**
 * The only way the client talks to the server: `/graphql` on the same origin, where the bff
 * keeps the session in HttpOnly cookies (no tokens ever reach this code). Operations go as their
 * codegen hash (persistedDocuments.ts).
 */
export function createApolloClient({
  onSessionEnded,
  terminatingLink = createFetchLink('/graphql'),
}: CreateApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createSessionErrorLink(onSessionEnded),
      createIdempotencyLink(),
      createBusyRetryLink(),
      createPersistedDocumentsLink(),
      terminatingLink,
    ]),
    cache: createCache(),
  });
}
