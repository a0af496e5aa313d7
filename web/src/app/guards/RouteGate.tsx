import { lazy, Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLoaderData, useLocation, useParams } from 'react-router';
import { useBrand } from '../../shared/config/appConfigContext';
import { RouteTitleContext } from '../../shared/routing/routeTitle';
import type { AppRoute, RouteTexts } from '../../shared/routing/routeTypes';
import { resolveSeo, useSeo } from '../../shared/routing/seo';
import { useSession } from '../../shared/session/useViewer';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { AppShell } from '../AppShell';
import { ChakraScope } from '../chakra';
import { NotLoggedIn } from './NotLoggedIn';
import { decideAccess, isBillingView } from './accessDecision';

// The guard's rarer answers load on use, so they stay out of the first paint of every page.
const AccessDenied = lazy(() => import('../../shared/ui/AccessDenied').then((m) => ({ default: m.AccessDenied })));
const BillingLoginPrompt = lazy(() => import('./BillingLoginPrompt').then((m) => ({ default: m.BillingLoginPrompt })));
const PlanRequired = lazy(() => import('./PlanRequired').then((m) => ({ default: m.PlanRequired })));
const SessionErrorScreen = lazy(() => import('./SessionErrorScreen').then((m) => ({ default: m.SessionErrorScreen })));

// Never shown: the router renders a route only once its loader has given the texts.
const MISSING_TEXTS: RouteTexts = { seo: { title: '', description: '' } };

export interface RouteGateProps {
  route: AppRoute;
}

/** Applies a route's SEO and guards, then renders its page. */
export function RouteGate({ route }: RouteGateProps) {
  const session = useSession();
  const location = useLocation();
  const params = useParams();
  const brand = useBrand();
  // A manifest route's texts arrive with its page, from the router's loader (router.tsx).
  const loaded = useLoaderData<RouteTexts | null>();
  const texts: RouteTexts = 'texts' in route ? (loaded ?? MISSING_TEXTS) : route;
  const billing = isBillingView(route, location.search);
  const routeSeo = billing && texts.billingView ? texts.billingView.seo : texts.seo;
  const seo = useMemo(() => resolveSeo(routeSeo, params), [routeSeo, params]);
  useSeo(seo, brand);

  const decision = decideAccess(route, session, `${location.pathname}${location.search}`);
  // Shell routes get the frame (header, banner, <main>); other pages provide their own <main>
  // landmark, except the guard's own messages, which get one here. What the frame holds may use
  // Chakra (the router loads it with the page, router.tsx); the frame itself does not.
  const frame = (content: ReactNode, ownMain: boolean) => {
    const loaded = (
      <Suspense fallback={<LoadingScreen label={`Loading ${brand}…`} variant="section" />}>
        <ChakraScope>{content}</ChakraScope>
      </Suspense>
    );
    if (route.shell) return <AppShell>{loaded}</AppShell>;
    return ownMain ? loaded : <main>{loaded}</main>;
  };

  switch (decision.kind) {
    case 'loading':
      return <LoadingScreen label={`Loading ${brand}…`} />;
    case 'session-error':
      return frame(<SessionErrorScreen error={session.error} onRetry={session.refresh} />, false);
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'login-required':
      return frame(<NotLoggedIn loginUrl={decision.loginUrl} />, false);
    case 'forbidden':
      return frame(<AccessDenied />, false);
    case 'plan-required':
      return frame(<PlanRequired preview={route.preview} />, false);
    case 'billing-login-prompt':
      return frame(<BillingLoginPrompt loginUrl={decision.loginUrl} />, false);
    case 'billing-hidden':
      // Spec §2: everyone else sees nothing: the frame with an empty main area.
      return frame(null, false);
    case 'allow': {
      const Page = route.page;
      return frame(
        <RouteTitleContext.Provider value={routeSeo.title}>
          {/* Pages arrive preloaded by the router; the frame's Suspense covers one rendered without it. */}
          <Page />
        </RouteTitleContext.Provider>,
        true,
      );
    }
  }
}
