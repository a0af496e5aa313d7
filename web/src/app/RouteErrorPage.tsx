import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '../shared/errorMessages';
import { ErrorPage } from '../ui/ErrorPage';
import { AppShell } from './AppShell';

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
 * the console, never to the screen.
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
          <Text color="fg.muted">This page could not be loaded. Reload to get the latest version of the site.</Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </>
      ) : (
        <Text color="fg.muted">An unexpected error stopped this page from showing.</Text>
      )}
    </ErrorPage>
  );
  // Below the layout the shell still works; at the root nothing else is there.
  return standalone ? (
    <Box as="main" minH="100dvh">
      {page}
    </Box>
  ) : (
    <AppShell>{page}</AppShell>
  );
}
