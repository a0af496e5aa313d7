import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ModalProvider } from './modals/ModalProvider';
import { NavigationProgress } from './NavigationProgress';
import { ScrollToTop } from './ScrollToTop';
import { SessionProvider } from './session/SessionProvider';

// Not first-route code: nothing of the first render waits for analytics or the session-start modals.
const SessionEffects = lazy(() => import('./SessionEffects').then((m) => ({ default: m.SessionEffects })));

/** Wraps every route: the session is loaded once, above all pages, with the modals and progress bar. */
export function RootLayout() {
  return (
    <SessionProvider>
      <ModalProvider>
        <NavigationProgress />
        <Suspense fallback={null}>
          <SessionEffects />
        </Suspense>
        <Outlet />
        <ScrollToTop />
      </ModalProvider>
    </SessionProvider>
  );
}
