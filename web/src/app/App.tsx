import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { system } from '../ui/system';
import { AppRoot } from './AppRoot';
import { createAppRuntime } from './appRuntime';
import type { AppRuntime } from './appRuntime';

export interface AppProvidersProps {
  runtime: AppRuntime;
}

/** Theme, GraphQL client and the app (settings, maintenance gate, router). */
export function AppProviders({ runtime }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={runtime.client}>
        <AppRoot router={runtime.router} />
      </ApolloProvider>
    </ChakraProvider>
  );
}

/** The application, created once per page load. */
export function App() {
  const [runtime] = useState(() => createAppRuntime());
  return <AppProviders runtime={runtime} />;
}
