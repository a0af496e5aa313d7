import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { graphql } from '../../__generated__';
import { SessionContext } from '../../shared/session/sessionContext';
import type { Session } from '../../shared/session/sessionContext';

export const AppViewerQueryDocument = graphql(`
  query AppViewer {
    viewer {
      email
      isAdmin
      needsImpersonationTarget
      isImpersonated
      isInterestsRequired
      permissions
      user {
        id
        firstName
        lastName
        email
        active
        role
        company {
          id
          name
          active
          alias
          role {
            id
            name
            type
          }
        }
      }
      subscription {
        id
        plan
        status
        endDate
        period
        billingAdmin
        billingView
        inForce
        reminder {
          kind
          daysLeft
        }
      }
      ...ImpersonationBanner_viewer
    }
  }
`);

export interface SessionProviderProps {
  children: ReactNode;
}

/** Loads the session once (`query AppViewer`) and shares it with `useSession`/`useViewer`. */
export function SessionProvider({ children }: SessionProviderProps) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(AppViewerQueryDocument, { fetchPolicy: 'cache-and-network' });
  // Apollo keeps handing out the last result after `clearStore()` (sign-out, session end).
  // Until the next answer arrives the session is unknown, so it reads as loading: guards then
  // wait instead of redirecting, while the page that was showing gives way to sign-in.
  const [cleared, setCleared] = useState(false);
  // Set by an explicit refresh: its callers (sign-in, impersonation, registration) navigate right
  // after it, and that one navigation needs no second read of what was just read.
  const skipNextRouteRead = useRef(false);

  useEffect(() => client.onClearStore(async () => setCleared(true)), [client]);

  // The answer ends the unknown state a cache reset left (the state changes when the answer comes).
  const reread = useCallback(() => refetch().then(() => setCleared(false)), [refetch]);

  const refresh = useCallback(async () => {
    await reread();
    skipNextRouteRead.current = true;
  }, [reread]);

  // After a sign-out or a session end, ask again who is there (nobody, normally), so pages that
  // wait for the session (the home page after an invalid session) do not wait forever.
  useEffect(() => {
    if (cleared) reread().catch(() => undefined);
  }, [cleared, reread]);

  // Spec §4: the user is re-read on every route change, so guards see deactivation or
  // permission changes; errors of that re-read are ignored (the last answer stays).
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    if (skipNextRouteRead.current) {
      skipNextRouteRead.current = false;
      return;
    }
    reread().catch(() => undefined);
  }, [pathname, reread]);

  const session = useMemo<Session>(() => {
    if (cleared) return { status: 'loading', viewer: null, refresh };
    if (data) return { status: 'ready', viewer: data.viewer ?? null, refresh };
    return error ? { status: 'error', viewer: null, error, refresh } : { status: 'loading', viewer: null, refresh };
  }, [cleared, data, error, refresh]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
