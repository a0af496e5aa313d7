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
        <RouterProvider router={router} />
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
