import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { system } from '../ui/system';
import { createAppRuntime } from './appRuntime';
import type { AppRuntime } from './appRuntime';

export interface AppProvidersProps {
  runtime: AppRuntime;
}

/** Theme, GraphQL client and router around the route table. */
export function AppProviders({ runtime }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={runtime.client}>
        <RouterProvider router={runtime.router} />
      </ApolloProvider>
    </ChakraProvider>
  );
}

/** The application, created once per page load. */
export function App() {
  const [runtime] = useState(() => createAppRuntime());
  return <AppProviders runtime={runtime} />;
}
