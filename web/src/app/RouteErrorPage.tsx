import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '../shared/errorMessages';
import { ErrorPage } from '../ui/ErrorPage';
import { AppShell } from './AppShell';
import { ShellButton } from './ShellButton';

export interface RouteErrorPageProps {
  /** True at the root, where the layout (session, shell) is not available. */
  standalone?: boolean;
}

// What browsers say when a lazily imported chunk cannot be fetched (e.g. after a deploy).
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i;

/**
 * Shown when loading or rendering a route fails: the generic error page. A page chunk that
 * could not be loaded gets a reload button, which fetches the current build. Details go to
 * the console, never to the screen. Plain HTML (ui/shell.css): it works when Chakra could not load.
 */
export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && CHUNK_ERROR.test(error.message);
  useEffect(() => {
    console.error(error);
  }, [error]);

  const page = (
    <ErrorPage message={GENERIC_ERROR_MESSAGE}>
      {chunkFailed ? (
        <>
          <p className="shell-muted">This page could not be loaded. Reload to get the latest version of the site.</p>
          <ShellButton onClick={() => window.location.reload()}>Reload</ShellButton>
        </>
      ) : (
        <p className="shell-muted">An unexpected error stopped this page from showing.</p>
      )}
    </ErrorPage>
  );
  // Below the layout the shell still works; at the root nothing else is there.
  return standalone ? <main className="shell-screen">{page}</main> : <AppShell>{page}</AppShell>;
}
