import { COMPANIES_PATH } from '../features/company/companyUrls';
import { COMPARE_PATH } from '../features/compare/compareUrls';
import { DASHBOARD_PATH } from '../features/dashboard/dashboardUrls';
import { SEARCH_PATH } from '../features/search/searchUrls';
import { MY_ACCOUNT_PATH, MY_SUBSCRIPTION_PATH } from './routePaths';
import type { SessionViewer } from './session/sessionContext';

export interface NavigationLink {
  to: string;
  label: string;
}

/**
 * The header's links: built screens only (placeholder routes never appear in navigation), and
 * only those the viewer's permissions open. Signed out, only search, which works for everyone.
 */
export function navigationLinks(viewer: SessionViewer | null): NavigationLink[] {
  if (!viewer) return [{ to: SEARCH_PATH, label: 'Search' }];
  if (viewer.needsImpersonationTarget) return [];
  const links: NavigationLink[] = [];
  if (viewer.permissions.includes('MEMBER_DASHBOARD')) links.push({ to: DASHBOARD_PATH, label: 'Dashboard' });
  links.push({ to: SEARCH_PATH, label: 'Search' }, { to: COMPANIES_PATH, label: 'Companies' });
  if (viewer.permissions.includes('COMPARE')) links.push({ to: COMPARE_PATH, label: 'Compare' });
  if (viewer.permissions.includes('MY_SUBSCRIPTION')) links.push({ to: MY_SUBSCRIPTION_PATH, label: 'Subscription' });
  if (viewer.permissions.includes('MY_ACCOUNT')) links.push({ to: MY_ACCOUNT_PATH, label: 'My account' });
  return links;
}
