import { useSessionAnalytics } from './analytics/useSessionAnalytics';
import { useSessionStartModals } from './modals/useSessionStartModals';

/**
 * What happens when a session starts or ends: analytics and the session-start modals (spec §4).
 * Its own chunk, loaded after the first paint (RootLayout.tsx): both act on the session as they
 * find it when they mount, so arriving a moment later changes nothing they do.
 */
export function SessionEffects() {
  useSessionAnalytics();
  useSessionStartModals();
  return null;
}
