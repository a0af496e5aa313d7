import type { ApolloClient, ApolloLink } from '@apollo/client';
import { HOME_PATH, LOGIN_PATH } from '../shared/paths';
import type { LoginLocationState } from '../shared/paths';
import { createApolloClient } from './apolloClient';
import { createAppRouter } from './router';
import type { AppRouter } from './router';

export interface AppRuntime {
  client: ApolloClient;
  router: AppRouter;
}

export interface AppRuntimeOptions {
  /** The browser router unless given (tests pass a memory router; the boot, one it made earlier). */
  router?: AppRouter | undefined;
  /** The network link unless given (tests pass a mock link). */
  terminatingLink?: ApolloLink;
}

/**
 * Creates the Apollo client and the router together, because the end of a session moves the
 * user (spec §4): an invalid session (UNAUTHENTICATED) goes home; a user or company that became
 * inactive, or a membership still pending, goes to sign-in with the server's message; on the
 * sign-in page (or on the way there) the user stays. Either way the cache is reset, which also
 * resets analytics.
 */
export function createAppRuntime({ router = createAppRouter(), terminatingLink }: AppRuntimeOptions = {}): AppRuntime {
  let ending = false;
  const client = createApolloClient({
    terminatingLink,
    onSessionEnded: (message, code) => {
      // Several operations failing together end the session once.
      if (ending) return;
      ending = true;
      // Where the app is going, not only where it is: a sign-out already on its way to sign-in
      // must not be turned home by a late answer about the session it has just ended.
      const { location, navigation } = router.state;
      const { pathname } = navigation.location ?? location;
      let leave: Promise<void> | undefined;
      if (pathname === LOGIN_PATH) {
        // On the sign-in page there is nothing left to leave, and the failed operation (a
        // refused sign-in) shows its own error: just forget the session.
      } else if (code === 'UNAUTHENTICATED') {
        leave = pathname === HOME_PATH ? undefined : router.navigate(HOME_PATH, { replace: true });
      } else {
        const state: LoginLocationState = { notice: message };
        leave = router.navigate(LOGIN_PATH, { replace: true, state });
      }
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
