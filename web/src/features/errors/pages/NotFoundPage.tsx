import { Heading, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';

/** The 404 page (also `/404`). */
export function NotFoundPage() {
  return (
    <PageContainer as="main" py={{ base: 16, md: 24 }}>
      <Stack gap={4} align="flex-start" maxW="xl">
        <Text fontWeight="semibold" color="colorPalette.fg">
          404
        </Text>
        <Heading as="h1" size="3xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for doesn't exist or has moved.</Text>
        <AppLink to="/">Click here to go back to the homepage</AppLink>
      </Stack>
    </PageContainer>
  );
}
