import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { appSystem } from '../ui/system';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Renders one component with the theme (no router, no GraphQL). */
export function renderUi(ui: ReactNode) {
  return render(<ChakraProvider value={appSystem()}>{ui}</ChakraProvider>);
}
