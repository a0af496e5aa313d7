import type { ApolloClient, ApolloLink } from '@apollo/client';
import { LOGIN_PATH } from '../features/auth/authUrls';
import type { LoginLocationState } from '../features/auth/authUrls';
import { createApolloClient } from './apolloClient';
import { createAppRouter } from './router';
import type { AppRouter } from './router';

export interface AppRuntime {
  client: ApolloClient;
  router: AppRouter;
}

export interface AppRuntimeOptions {
  /** The browser router unless given (tests pass a memory router). */
  router?: AppRouter;
  /** The network link unless given (tests pass a mock link). */
  terminatingLink?: ApolloLink;
}

/**
 * Creates the Apollo client and the router together: when the server says the session is
 * over, the client must send the user to sign in, carrying the server's message.
 */
export function createAppRuntime({ router = createAppRouter(), terminatingLink }: AppRuntimeOptions = {}): AppRuntime {
  let ending = false;
  const client = createApolloClient({
    terminatingLink,
    onSessionEnded: (message) => {
      // Several operations failing together end the session once.
      if (ending) return;
      ending = true;
      const state: LoginLocationState = { notice: message };
      // On the sign-in page the failed operation shows its own error: just forget the session.
      const leave = router.state.location.pathname === LOGIN_PATH ? undefined : router.navigate(LOGIN_PATH, { replace: true, state });
      // Leave the page first, so it never re-renders against an emptied cache.
      Promise.resolve(leave)
        .then(() => client.clearStore())
        .catch(() => undefined)
        .finally(() => {
          ending = false;
        });
    },
  });
  return { client, router };
}
