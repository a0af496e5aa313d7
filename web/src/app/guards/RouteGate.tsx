import { Box } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useBrand } from '../../shared/config/appConfigContext';
import { RouteTitleContext } from '../../shared/routing/routeTitle';
import type { AppRoute } from '../../shared/routing/routeTypes';
import { resolveSeo, useSeo } from '../../shared/routing/seo';
import { useSession } from '../../shared/session/useViewer';
import { AccessDenied } from '../../shared/ui/AccessDenied';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { AppShell } from '../AppShell';
import { BillingLoginPrompt } from './BillingLoginPrompt';
import { NotLoggedIn } from './NotLoggedIn';
import { PlanRequired } from './PlanRequired';
import { SessionErrorScreen } from './SessionErrorScreen';
import { decideAccess, isBillingView } from './accessDecision';

export interface RouteGateProps {
  route: AppRoute;
}

/** Applies a route's SEO and guards, then renders its page. */
export function RouteGate({ route }: RouteGateProps) {
  const session = useSession();
  const location = useLocation();
  const params = useParams();
  const brand = useBrand();
  const billing = isBillingView(route, location.search);
  const routeSeo = billing && route.billingView ? route.billingView.seo : route.seo;
  const seo = useMemo(() => resolveSeo(routeSeo, params), [routeSeo, params]);
  useSeo(seo, brand);

  const decision = decideAccess(route, session, `${location.pathname}${location.search}`);
  // Shell routes get the frame (header, banner, <main>); other pages provide their own <main>
  // landmark, except the guard's own messages, which get one here.
  const frame = (content: ReactNode, ownMain: boolean) => {
    if (route.shell) return <AppShell>{content}</AppShell>;
    return ownMain ? content : <Box as="main">{content}</Box>;
  };

  switch (decision.kind) {
    case 'loading':
      return <LoadingScreen label={`Loading ${brand}…`} />;
    case 'session-error':
      return frame(<SessionErrorScreen onRetry={session.refresh} />, false);
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'login-required':
      return frame(<NotLoggedIn loginUrl={decision.loginUrl} />, false);
    case 'forbidden':
      return frame(<AccessDenied />, false);
    case 'plan-required':
      return frame(<PlanRequired />, false);
    case 'billing-login-prompt':
      return frame(<BillingLoginPrompt loginUrl={decision.loginUrl} />, false);
    case 'billing-hidden':
      // Spec §2: everyone else sees nothing: the frame with an empty main area.
      return frame(null, false);
    case 'allow': {
      const Page = route.page;
      return frame(
        <RouteTitleContext.Provider value={routeSeo.title}>
          {/* Pages arrive preloaded by the router; this only covers one rendered without it. */}
          <Suspense fallback={<LoadingScreen label={`Loading ${brand}…`} variant="section" />}>
            <Page />
          </Suspense>
        </RouteTitleContext.Provider>,
        true,
      );
    }
  }
}
