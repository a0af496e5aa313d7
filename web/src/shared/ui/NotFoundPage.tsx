import { ErrorPage } from '../../ui/ErrorPage';

/** `/404` and every unknown path. */
export function NotFoundPage() {
  return <ErrorPage code="404" message="The page you are looking for does not exist." />;
}
