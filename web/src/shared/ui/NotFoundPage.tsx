import { ErrorPage } from '../../ui/ErrorPage';
import { DASHBOARD_PATH } from '../paths';
import { useViewer } from '../session/useViewer';

/**
 * `/404` and every unknown path. A signed-in member is offered their dashboard, where their work
 * is, in the access-denied page's words (spec §2); visitors, and users the dashboard would
 * refuse (an admin acting as nobody), the homepage.
 */
export function NotFoundPage() {
  const viewer = useViewer();
  const toDashboard = viewer?.permissions.includes('MEMBER_DASHBOARD');
  return (
    <ErrorPage
      code="404"
      message="The page you are looking for does not exist."
      {...(toDashboard ? { linkTo: DASHBOARD_PATH, linkText: 'Go to Dashboard.' } : {})}
    />
  );
}
