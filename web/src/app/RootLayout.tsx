import { Outlet } from 'react-router';
import { useSessionAnalytics } from './analytics/useSessionAnalytics';
import { ModalProvider } from './modals/ModalProvider';
import { useSessionStartModals } from './modals/useSessionStartModals';
import { NavigationProgress } from './NavigationProgress';
import { SessionProvider } from './session/SessionProvider';

/** What happens when a session starts or ends: analytics and the session-start modals (spec §4). */
function SessionEffects() {
  useSessionAnalytics();
  useSessionStartModals();
  return null;
}

/** Wraps every route: the session is loaded once, above all pages, with the modals and progress bar. */
export function RootLayout() {
  return (
    <SessionProvider>
      <ModalProvider>
        <NavigationProgress />
        <SessionEffects />
        <Outlet />
      </ModalProvider>
    </SessionProvider>
  );
}
