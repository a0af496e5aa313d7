import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useSession } from '../../shared/session/useViewer';
import { useAnalytics } from './analyticsContext';
import { analyticsIdentity } from './analyticsIdentity';

/**
 * Spec §4 and §7 for analytics: once a session is known (sign-in or restore), identify the
 * acting user and track 'Login' once; identify again when whom the session acts as changes
 * (impersonation); reset on sign-out, which is always a cache reset in this app.
 */
export function useSessionAnalytics(): void {
  const { status, viewer } = useSession();
  const analytics = useAnalytics();
  const client = useApolloClient();
  const identified = useRef<string | null>(null);
  const loggedIn = useRef<string | null>(null);

  useEffect(
    () =>
      client.onClearStore(async () => {
        analytics.reset();
        identified.current = null;
        loggedIn.current = null;
      }),
    [analytics, client],
  );

  useEffect(() => {
    if (status !== 'ready' || !viewer) return;
    // Someone else signed in without a sign-out in between: the previous person is forgotten first.
    if (loggedIn.current !== null && loggedIn.current !== viewer.email) {
      analytics.reset();
      identified.current = null;
      loggedIn.current = null;
    }
    const { email, traits } = analyticsIdentity(viewer);
    const key = `${email} ${JSON.stringify(traits)}`;
    if (identified.current !== key) {
      analytics.identify(email, traits);
      identified.current = key;
    }
    if (loggedIn.current === null) {
      analytics.track('Login');
      loggedIn.current = viewer.email;
    }
  }, [analytics, status, viewer]);
}
