import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ModalProvider } from './modals/ModalProvider';
import { NavigationProgress } from './NavigationProgress';
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
        {/* A new page opens at its top, Back returns to where it was; a page's own search params
            (filters, paging) keep the place, as they are the same page. */}
        <ScrollRestoration getKey={(location) => location.pathname} />
      </ModalProvider>
    </SessionProvider>
  );
}
