import { DASHBOARD_PATH } from '../features/dashboard/dashboardUrls';
import { MY_ACCOUNT_PATH } from './routePaths';
import type { SessionViewer } from './session/sessionContext';

export interface NavigationLink {
  to: string;
  label: string;
}

/**
 * The header's links for a signed-in viewer: built screens only (placeholder routes never appear
 * in navigation), and only those the viewer's permissions open.
 */
export function navigationLinks(viewer: SessionViewer): NavigationLink[] {
  if (viewer.needsImpersonationTarget) return [];
  const links: NavigationLink[] = [];
  if (viewer.permissions.includes('MEMBER_DASHBOARD')) links.push({ to: DASHBOARD_PATH, label: 'Dashboard' });
  if (viewer.permissions.includes('MY_ACCOUNT')) links.push({ to: MY_ACCOUNT_PATH, label: 'My account' });
  return links;
}
