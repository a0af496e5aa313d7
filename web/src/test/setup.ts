import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two test workers share two cores, and a page's chunk loads on first use: on a busy machine an
// answer can take several seconds to appear (SearchPage missed 5 s with five jobs on the machine).
// Waiting longer costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// Here, not in the render helpers: the test files share one module graph per worker (isolate:
// false in vitest.config.ts), so a hook registered when a helper is first imported would run for
// that file only. Vitest runs without globals, so Testing Library cannot register its own cleanup.
// No test may see what another stored (the maintenance flag, the session-start modal memory).
// (The build's tests run in Node, without a window.)
afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom lays nothing out, so it has no scrolling: the router's ScrollRestoration (RootLayout)
// scrolls on every navigation, which jsdom would report as "not implemented" each time.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
