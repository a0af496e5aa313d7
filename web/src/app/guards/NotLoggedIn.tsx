import { useBrand } from '../../shared/config/appConfigContext';
import { ErrorPage } from '../../ui/ErrorPage';

export interface NotLoggedInProps {
  /** `/login?returnTo=<this page>`: sign-in brings the visitor back here. */
  loginUrl: string;
}

/** Spec §2: a signed-out visitor on a page that needs login. */
export function NotLoggedIn({ loginUrl }: NotLoggedInProps) {
  const brand = useBrand();
  return (
    <ErrorPage
      message={`To access the page you need to be logged in to ${brand}`}
      linkTo={loginUrl}
      linkText="Log in"
    />
  );
}
