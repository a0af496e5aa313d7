import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { appSystem } from '../ui/system';

/** Renders one component with the theme (no router, no GraphQL). */
export function renderUi(ui: ReactNode) {
  return render(<ChakraProvider value={appSystem()}>{ui}</ChakraProvider>);
}
