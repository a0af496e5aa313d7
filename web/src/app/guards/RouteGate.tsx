import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { AppShell } from '../AppShell';
import { brand } from '../brand';
import type { AppRoute } from '../routeTypes';
import { useSeo } from '../seo';
import { useSession } from '../session/useViewer';
import { AccessDenied } from './AccessDenied';
import { decideAccess } from './accessDecision';
import { PlanRequired } from './PlanRequired';
import { SessionErrorScreen } from './SessionErrorScreen';

export interface RouteGateProps {
  route: AppRoute;
}

/** Applies a route's SEO and guards, then renders its (lazily loaded) page. */
export function RouteGate({ route }: RouteGateProps) {
  const session = useSession();
  const location = useLocation();
  useSeo(route.seo);

  const decision = decideAccess(route, session, `${location.pathname}${location.search}`);
  // Shell routes get the signed-in frame; other pages provide their own <main> landmark,
  // except the guard's own messages, which get one here.
  const frame = (content: ReactNode, ownMain: boolean) => {
    if (route.shell && session.viewer) return <AppShell viewer={session.viewer}>{content}</AppShell>;
    return ownMain ? content : <Box as="main">{content}</Box>;
  };

  switch (decision.kind) {
    case 'loading':
      return <LoadingScreen label={`Loading ${brand}…`} />;
    case 'session-error':
      return <SessionErrorScreen onRetry={session.refresh} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return frame(<AccessDenied />, false);
    case 'plan-required':
      return frame(<PlanRequired />, false);
    case 'allow': {
      const Page = route.page;
      return frame(
        <Suspense fallback={<LoadingScreen label={`Loading ${brand}…`} variant="section" />}>
          <Page />
        </Suspense>,
        true,
      );
    }
  }
}
