import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { graphql } from '../../__generated__';
import { AppConfigContext } from '../../shared/config/appConfigContext';
import type { AppConfig } from '../../shared/config/appConfigContext';
import { brand as fallbackBrand } from '../../shared/config/brand';
import { GENERIC_ERROR_MESSAGE, loadFailureReason } from '../../shared/errorMessages';
import { ErrorPage } from '../../ui/ErrorPage';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { ShellButton } from '../ShellButton';

export const AppConfigQueryDocument = graphql(`
  query AppConfig {
    appConfig {
      brandName
      maintenanceMode
      supportEmail
      analytics
      trialDays
    }
  }
`);

export interface AppConfigProviderProps {
  children: ReactNode;
}

/** Loads `appConfig` once, before the session, and renders the app only when it is known. */
export function AppConfigProvider({ children }: AppConfigProviderProps) {
  const { data, error, refetch } = useQuery(AppConfigQueryDocument);
  const [retrying, setRetrying] = useState(false);
  // Settings do not change during a visit: keep the first answer even if a later cache reset
  // (sign-out) empties the query's result.
  const [loaded, setLoaded] = useState<AppConfig | null>(null);
  if (data && !loaded) setLoaded(data.appConfig);

  if (loaded) return <AppConfigContext.Provider value={loaded}>{children}</AppConfigContext.Provider>;
  if (!error) return <LoadingScreen label={`Loading ${fallbackBrand}…`} />;
  return (
    <main>
      <ErrorPage message={GENERIC_ERROR_MESSAGE} linkTo={null}>
        <div className="shell-muted">{`We couldn't load ${fallbackBrand}. ${loadFailureReason(error)}`}</div>
        <ShellButton
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            refetch()
              .catch(() => undefined)
              .finally(() => setRetrying(false));
          }}
        >
          Try again
        </ShellButton>
      </ErrorPage>
    </main>
  );
}
