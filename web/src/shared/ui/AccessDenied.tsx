import { ErrorPage } from '../../ui/ErrorPage';
import { DASHBOARD_PATH } from '../paths';

/** Spec §2: what a signed-in user sees on a page their permissions do not cover. */
export function AccessDenied() {
  return (
    <ErrorPage
      message="You don't have permissions to access this page"
      linkTo={DASHBOARD_PATH}
      linkText="Go to Dashboard."
    />
  );
}
