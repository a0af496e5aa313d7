import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useAppConfig } from '../../shared/config/appConfigContext';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { ChakraScope } from '../chakra';
import { hasMaintenancePass } from './maintenancePass';

// Loaded only while maintenance mode is on: its form stays out of every other first paint.
const MaintenanceScreen = lazy(() => import('./MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })));

export interface MaintenanceGateProps {
  children: ReactNode;
}

/**
 * Spec §2: while maintenance mode is on, the whole app is replaced by the maintenance-password
 * screen, unless this browser has entered the password before (`maintenancePass`).
 */
export function MaintenanceGate({ children }: MaintenanceGateProps) {
  const { maintenanceMode } = useAppConfig();
  const [unlocked, setUnlocked] = useState(hasMaintenancePass);
  if (maintenanceMode && !unlocked)
    return (
      <Suspense fallback={<LoadingScreen label="Loading…" />}>
        <ChakraScope>
          <MaintenanceScreen onUnlocked={() => setUnlocked(true)} />
        </ChakraScope>
      </Suspense>
    );
  return children;
}
