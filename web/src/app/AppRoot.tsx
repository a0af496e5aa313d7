import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { useAppConfig } from '../shared/config/appConfigContext';
import { createAnalytics } from './analytics/analytics';
import type { Analytics } from './analytics/analytics';
import { AnalyticsContext } from './analytics/analyticsContext';
import { AppConfigProvider } from './config/AppConfigProvider';
import { MaintenanceGate } from './maintenance/MaintenanceGate';
import type { AppRouter } from './router';

export interface AppRootProps {
  router: AppRouter;
  /** The adapter `appConfig.analytics` names unless given (tests pass a recording one). */
  analytics?: Analytics;
}

function ConfiguredApp({ router, analytics }: AppRootProps) {
  const config = useAppConfig();
  const adapter = useMemo(() => analytics ?? createAnalytics(config.analytics), [analytics, config.analytics]);
  return (
    <AnalyticsContext.Provider value={adapter}>
      <MaintenanceGate>
        {/* URL changes render at once, not in a transition: a page whose query follows the URL
            (filters, paging) rendered alternately with the old and new URL while the transition
            was interrupted by each answer, asking for both in turn (docs/decisions.md). Pages load
            before the router moves (lazyPage), so nothing suspends on the way. */}
        <RouterProvider router={router} useTransitions={false} />
      </MaintenanceGate>
    </AnalyticsContext.Provider>
  );
}

/**
 * Below the theme and the GraphQL client: the settings first (spec §2's maintenance screen may
 * replace everything), then the router with its session, guards and pages.
 */
export function AppRoot(props: AppRootProps) {
  return (
    <AppConfigProvider>
      <ConfiguredApp {...props} />
    </AppConfigProvider>
  );
}
