import { ErrorPage } from '../../ui/ErrorPage';
import { DASHBOARD_PATH } from '../paths';
import { NOT_FOUND_SEO } from '../routing/routeFactories';
import { usePageSeo } from '../routing/usePageSeo';
import { useViewer } from '../session/useViewer';

/**
 * `/404` and every unknown path. A signed-in member is offered their dashboard, where their work
 * is, in the access-denied page's words (spec §2); visitors, and users the dashboard would
 * refuse (an admin acting as nobody), the homepage. Also what a page shows when its item does not exist.
 */
export function NotFoundPage() {
  const viewer = useViewer();
  // Titled as what it is, also where a page finds its item missing (issue 26: a missing request
  // was titled "Request | Trialbridge").
  usePageSeo(NOT_FOUND_SEO);
  const toDashboard = viewer?.permissions.includes('MEMBER_DASHBOARD');
  return (
    <ErrorPage
      code="404"
      message="The page you are looking for does not exist."
      {...(toDashboard ? { linkTo: DASHBOARD_PATH, linkText: 'Go to Dashboard.' } : {})}
    />
  );
}
