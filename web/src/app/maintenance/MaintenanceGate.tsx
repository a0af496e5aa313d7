import { useState } from 'react';
import type { ReactNode } from 'react';
import { useAppConfig } from '../../shared/config/appConfigContext';
import { MaintenanceScreen } from './MaintenanceScreen';
import { hasMaintenancePass } from './maintenancePass';

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
  if (maintenanceMode && !unlocked) return <MaintenanceScreen onUnlocked={() => setUnlocked(true)} />;
  return children;
}
