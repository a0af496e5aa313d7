import { Navigate } from 'react-router';
import { LOGIN_PATH } from '../../features/auth/authUrls';
import { DASHBOARD_PATH } from '../../features/dashboard/dashboardUrls';
import { useViewer } from '../session/useViewer';

/** `/`: the dashboard when signed in, else sign-in (the guard has waited for the session). */
export function HomeRedirect() {
  const viewer = useViewer();
  return <Navigate to={viewer ? DASHBOARD_PATH : LOGIN_PATH} replace />;
}
