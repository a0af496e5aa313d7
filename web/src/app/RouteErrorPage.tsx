import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { GENERIC_ERROR_MESSAGE } from './errorMessages';

/**
 * Shown when rendering a route throws, e.g. a page chunk that no longer exists after a deploy.
 * A full reload fetches the current build. Details stay in the console, not on screen.
 */
export function RouteErrorPage() {
  return (
    <Center as="main" minH="100dvh" px={4}>
      <Stack gap={4} maxW="md" textAlign="center" align="center">
        <Heading as="h1" size="xl">
          {GENERIC_ERROR_MESSAGE}
        </Heading>
        <Text color="fg.muted">Reload the page to try again.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
