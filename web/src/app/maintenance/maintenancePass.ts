/** Spec §9: the local-storage key that remembers a correct maintenance password. */
export const MAINTENANCE_PASS_KEY = 'maintenancePass';

// Storage can be unavailable (privacy modes, disabled cookies): then the password is asked
// again on the next visit rather than breaking the app.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** True when this browser has entered the maintenance password before. */
export function hasMaintenancePass(): boolean {
  try {
    return storage()?.getItem(MAINTENANCE_PASS_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers that the maintenance password was entered (the only thing the client stores). */
export function storeMaintenancePass(): void {
  try {
    storage()?.setItem(MAINTENANCE_PASS_KEY, 'true');
  } catch {
    // Quota or privacy mode: the app still opens for this visit.
  }
}
